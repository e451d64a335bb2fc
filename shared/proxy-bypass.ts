// Chromium's proxy bypass rules (the `bypassRules` of a manual proxy), parsed so the settings panel
// can say what is wrong and browser mode can apply them as the desktop app's Chromium does:
//   `*.corp.example, .internal`      host patterns (`*` wildcards; a leading dot means any subdomain)
//   `intranet:8080, https://x.test`  with a port, or only for one URL scheme
//   `10.0.0.0/8, [fd00::]/8`          IP ranges (an address in the URL, never a resolved name)
//   `<local>`                         hosts without a dot
//   `<-loopback>`                     also proxy localhost and 127.0.0.1, which are never proxied otherwise
// Entries are separated by commas or semicolons.
import { PROXY_RULE_MESSAGES, refusedRule, type Parsed } from './proxy-rules';

export type BypassRule =
  | { kind: 'host'; scheme?: string; pattern: string; port?: number }
  | { kind: 'cidr'; address: string; prefix: number }
  | { kind: 'local' };

export interface BypassRules {
  rules: BypassRule[];
  /** False after `<-loopback>`: loopback addresses go through the proxy too. */
  implicitLoopback: boolean;
}

const CIDR = /^\[?([0-9A-Fa-f:.]+)\]?\/(\d{1,3})$/;
const HOST_PATTERN = /^[A-Za-z0-9*._-]+$|^\[[0-9A-Fa-f:.]+\]$/;

export function parseBypassRules(text: string): Parsed<BypassRules> {
  const parsed: BypassRules = { rules: [], implicitLoopback: true };
  for (const raw of text.split(/[,;]/)) {
    const entry = raw.trim();
    if (entry === '') continue;
    if (entry === '<-loopback>') {
      parsed.implicitLoopback = false;
      continue;
    }
    if (entry === '<local>') {
      parsed.rules.push({ kind: 'local' });
      continue;
    }
    const rule = parseEntry(entry);
    if (rule === undefined) return refusedRule({ message: PROXY_RULE_MESSAGES.bypass, values: { entry } });
    parsed.rules.push(rule);
  }
  return { ok: true, value: parsed };
}

function parseEntry(entry: string): BypassRule | undefined {
  const cidr = CIDR.exec(entry);
  if (cidr) {
    const address = cidr[1] ?? '';
    const prefix = Number(cidr[2]);
    const max = address.includes(':') ? 128 : 32;
    if (prefix > max || !(address.includes(':') || /^\d{1,3}(\.\d{1,3}){0,3}$/.test(address)))
      return undefined;
    return { kind: 'cidr', address: padIpv4(address), prefix };
  }
  const schemeMatch = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/i.exec(entry);
  const scheme = schemeMatch?.[1]?.toLowerCase();
  let rest = schemeMatch ? (schemeMatch[2] ?? '') : entry;
  let port: number | undefined;
  const portMatch = /:(\d{1,5})$/.exec(rest);
  if (portMatch && (!rest.startsWith('[') || rest.includes(']:'))) {
    port = Number(portMatch[1]);
    rest = rest.slice(0, -portMatch[0].length);
    if (port < 1 || port > 65_535) return undefined;
  }
  if (rest === '' || !HOST_PATTERN.test(rest)) return undefined;
  // Chromium reads ".example.com" as "*.example.com".
  const pattern = (rest.startsWith('.') ? `*${rest}` : rest).toLowerCase();
  return { kind: 'host', pattern, ...(scheme ? { scheme } : {}), ...(port ? { port } : {}) };
}

/** Chromium accepts "192.168/16"; the missing octets are zeros. */
function padIpv4(address: string): string {
  if (address.includes(':')) return address;
  const parts = address.split('.');
  while (parts.length < 4) parts.push('0');
  return parts.join('.');
}
