// Chromium's proxy rules and bypass rules, read as Chromium reads them (shared/proxy-rules.ts,
// shared/proxy-bypass.ts): the settings panel and both hosts rely on these readings.
import { describe, expect, it } from 'vitest';
import { parseBypassRules } from '../../shared/proxy-bypass';
import { parseProxyRules, proxiesFor, type ProxyRules } from '../../shared/proxy-rules';

function rules(text: string): ProxyRules {
  const parsed = parseProxyRules(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.value;
}

describe('parseProxyRules', () => {
  it('one proxy for every URL, http by default with its default port', () => {
    expect(proxiesFor(rules('proxy.corp:3128'), 'https')).toEqual([
      { scheme: 'http', host: 'proxy.corp', port: 3128 },
    ]);
    expect(proxiesFor(rules('proxy.corp'), 'http')).toEqual([
      { scheme: 'http', host: 'proxy.corp', port: 80 },
    ]);
    expect(proxiesFor(rules('https://secure.corp'), 'http')).toEqual([
      { scheme: 'https', host: 'secure.corp', port: 443 },
    ]);
  });

  it('a list per URL scheme; socks= serves the schemes without their own (SOCKS4 unless said)', () => {
    const parsed = rules('http=web:80; socks=fallback');
    expect(proxiesFor(parsed, 'http')).toEqual([{ scheme: 'http', host: 'web', port: 80 }]);
    expect(proxiesFor(parsed, 'https')).toEqual([{ scheme: 'socks4', host: 'fallback', port: 1080 }]);
    expect(proxiesFor(rules('https=socks5://s:9050'), 'https')).toEqual([
      { scheme: 'socks5', host: 's', port: 9050 },
    ]);
  });

  it('fallbacks in order, with direct://', () => {
    expect(proxiesFor(rules('a:1,b:2,direct://'), 'https')).toEqual([
      { scheme: 'http', host: 'a', port: 1 },
      { scheme: 'http', host: 'b', port: 2 },
      'direct',
    ]);
  });

  it('an IPv6 proxy keeps its brackets', () => {
    expect(proxiesFor(rules('[::1]:8080'), 'http')).toEqual([{ scheme: 'http', host: '[::1]', port: 8080 }]);
  });

  it.each([
    ['', /Enter a proxy/],
    ['gopher://x:1', /not a kind of proxy/],
    ['mail=proxy:80', /not a URL scheme/],
    ['proxy:0', /no valid port/],
    ['proxy:99999', /no valid port/],
    ['pro xy:80', /not a proxy address/],
  ])('refuses %j with a reason', (text, problem) => {
    const parsed = parseProxyRules(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(problem);
  });
});

describe('parseBypassRules', () => {
  it('reads hosts, patterns, ports, schemes, IP ranges and the special entries', () => {
    const parsed = parseBypassRules(
      '*.corp.example, .internal; intranet:8080, https://x.test, 10.0.0.0/8, [fd00::]/8, 192.168/16, <local>, <-loopback>',
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        implicitLoopback: false,
        rules: [
          { kind: 'host', pattern: '*.corp.example' },
          { kind: 'host', pattern: '*.internal' },
          { kind: 'host', pattern: 'intranet', port: 8080 },
          { kind: 'host', pattern: 'x.test', scheme: 'https' },
          { kind: 'cidr', address: '10.0.0.0', prefix: 8 },
          { kind: 'cidr', address: 'fd00::', prefix: 8 },
          { kind: 'cidr', address: '192.168.0.0', prefix: 16 },
          { kind: 'local' },
        ],
      },
    });
  });

  it('an empty text bypasses nothing but loopback', () => {
    expect(parseBypassRules('  ')).toEqual({ ok: true, value: { rules: [], implicitLoopback: true } });
  });

  it.each(['no spaces allowed', '10.0.0.0/33', 'host:0', 'a/b'])('refuses %j', (text) => {
    expect(parseBypassRules(text).ok).toBe(false);
  });
});
