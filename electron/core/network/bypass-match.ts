// Whether a URL skips the manual proxy under Chromium's bypass rules (shared/proxy-bypass.ts), for
// browser mode, whose Node stack has no such rules of its own. Like Chromium, loopback and link-local
// addresses are never proxied unless the rules say `<-loopback>`. IP ranges match addresses written
// in the URL only: Chromium does not resolve names for bypass rules either.
import { BlockList, isIP } from 'node:net';
import type { BypassRule, BypassRules } from '../../../shared/proxy-bypass';

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

export interface BypassMatcher {
  bypasses(url: URL): boolean;
}

export function createBypassMatcher(rules: BypassRules): BypassMatcher {
  const ranges = new BlockList();
  for (const rule of rules.rules) {
    if (rule.kind === 'cidr')
      ranges.addSubnet(rule.address, rule.prefix, isIP(rule.address) === 6 ? 'ipv6' : 'ipv4');
  }
  const loopback = new BlockList();
  loopback.addSubnet('127.0.0.0', 8, 'ipv4');
  loopback.addSubnet('169.254.0.0', 16, 'ipv4');
  loopback.addAddress('::1', 'ipv6');
  loopback.addSubnet('fe80::', 10, 'ipv6');

  return {
    bypasses(url) {
      const host = url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
      const family = isIP(host);
      if (rules.implicitLoopback) {
        if (host === 'localhost' || host.endsWith('.localhost')) return true;
        if (family !== 0 && loopback.check(host, family === 6 ? 'ipv6' : 'ipv4')) return true;
      }
      if (family !== 0 && ranges.check(host, family === 6 ? 'ipv6' : 'ipv4')) return true;
      const port = url.port === '' ? DEFAULT_PORTS[url.protocol] : Number(url.port);
      return rules.rules.some((rule) => matchesRule(rule, url, host, family, port));
    },
  };
}

function matchesRule(
  rule: BypassRule,
  url: URL,
  host: string,
  family: number,
  port: number | undefined,
): boolean {
  switch (rule.kind) {
    case 'cidr':
      return false; // handled by the BlockList above
    case 'local':
      return family === 0 && !host.includes('.');
    case 'host':
      if (rule.scheme !== undefined && `${rule.scheme}:` !== url.protocol) return false;
      if (rule.port !== undefined && rule.port !== port) return false;
      return wildcardMatch(rule.pattern.replace(/^\[(.*)\]$/, '$1'), host);
  }
}

/** `*` matches any run of characters, dots included (Chromium's MatchPattern). */
function wildcardMatch(pattern: string, text: string): boolean {
  const parts = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`).test(text);
}
