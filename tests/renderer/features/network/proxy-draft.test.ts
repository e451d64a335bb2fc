// The proxy form's state: each mode's fields survive switching modes, and a problem names its field.
import { describe, expect, it } from 'vitest';
import { proxyDraft, proxyProblem } from '../../../../renderer/src/features/network/proxy-draft';

describe('proxy form', () => {
  it('starts from the current setting', () => {
    expect(proxyDraft({ mode: 'manual', proxyRules: 'p:1', bypassRules: '<local>' })).toEqual({
      mode: 'manual',
      proxyRules: 'p:1',
      bypassRules: '<local>',
      pacUrl: '',
    });
    expect(proxyDraft({ mode: 'system' })).toMatchObject({ mode: 'system', proxyRules: '' });
  });

  it('names the field that is wrong, with the parsers main uses', () => {
    const manual = { mode: 'manual' as const, proxyRules: '', bypassRules: '', pacUrl: '' };
    expect(proxyProblem(manual)).toMatchObject({
      field: 'proxyRules',
      // main's parser's own message, shown in the window's language.
      message: { message: { id: 'main.proxy.rule_empty' } },
    });
    expect(proxyProblem({ ...manual, proxyRules: 'p:3128', bypassRules: 'a b' })).toMatchObject({
      field: 'bypassRules',
    });
    expect(
      proxyProblem({ ...manual, proxyRules: 'p:3128', bypassRules: '*.corp, 10.0.0.0/8' }),
    ).toBeUndefined();
    expect(proxyProblem({ ...manual, mode: 'pac' })).toMatchObject({
      field: 'pacUrl',
      message: { message: { id: 'network.proxy.pac_missing' } },
    });
    expect(proxyProblem({ ...manual, mode: 'pac', pacUrl: 'javascript:x' })).toMatchObject({
      field: 'pacUrl',
    });
    expect(proxyProblem({ ...manual, mode: 'pac', pacUrl: 'https://wpad/p.pac' })).toBeUndefined();
    expect(proxyProblem({ ...manual, mode: 'none' })).toBeUndefined();
  });
});
