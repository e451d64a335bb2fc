import { describe, expect, it } from 'vitest';
import { keepsAsciiOrder, nameCollator } from '../../../renderer/src/i18n/name-order';

/** Lower-case ASCII strings where code-unit order and a reordering language's order could differ. */
const PROBES = [' ', '0', '9', 'a', 'aa', 'ab', 'az', 'b', 'ch', 'ci', 'd', 'h', 'i', 'ij', 'j', 'll', 'lz']
  .concat('cdefghijklmnopqrstuvwxyz'.split(''))
  .concat(['v', 'w', 'x', 'y', 'z', 'zz']);

const codeUnitOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('nameCollator', () => {
  it('compares as the locale does, ignoring case', () => {
    expect(nameCollator('sv').compare('Ö', 'Z')).toBeGreaterThan(0);
    expect(nameCollator('de').compare('Ö', 'O')).toBe(0);
    expect(nameCollator('en').compare('ada', 'ADA')).toBe(0);
  });
});

describe('keepsAsciiOrder', () => {
  it.each(['en', 'de', 'es', 'en-XB', 'de-AT', 'es-419'])(
    'holds for %s, whose collator really orders ASCII probes as code units do',
    (locale) => {
      const collator = nameCollator(locale);
      expect(keepsAsciiOrder(collator)).toBe(true);
      const bySign = (n: number) => Math.sign(n);
      for (const a of PROBES) {
        for (const b of PROBES) expect(bySign(collator.compare(a, b))).toBe(codeUnitOrder(a, b));
      }
    },
  );

  it('does not hold for languages or collations that reorder ASCII letters', () => {
    expect(keepsAsciiOrder(nameCollator('da'))).toBe(false);
    expect(keepsAsciiOrder(nameCollator('lt'))).toBe(false);
    expect(keepsAsciiOrder(nameCollator('es-u-co-trad'))).toBe(false);
    expect(keepsAsciiOrder(new Intl.Collator('en', { numeric: true }))).toBe(false);
    // Why: Danish files "aa" after "z", Lithuanian "y" with "i".
    expect(nameCollator('da').compare('aa', 'z')).toBeGreaterThan(0);
    expect(nameCollator('lt').compare('y', 'j')).toBeLessThan(0);
  });
});
