// The catalogue check (scripts/i18n.mjs --check) on a small tree of its own: it passes when the
// catalogues match the code and fails for each way they can drift apart.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { checkCatalogues, generate } from '../../scripts/i18n.mjs';

const check = checkCatalogues as (dir: string, sources: string[], translated: string[]) => string[];
const make = generate as (dir: string, sources: string[]) => void;

let dir: string;
const source = () => join(dir, 'view.tsx');
const write = (file: string, value: unknown) =>
  writeFileSync(join(dir, file), typeof value === 'string' ? value : JSON.stringify(value));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  write(
    'view.tsx',
    `import { FormattedMessage } from 'react-intl';
export const View = () => <FormattedMessage id="view.count" defaultMessage="{count, plural, one {# message} other {# messages}}" />;`,
  );
  make(dir, [source()]);
  write('de.json', { 'view.count': '{count, plural, one {# Nachricht} other {# Nachrichten}}' });
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the catalogue check', () => {
  it('passes when every catalogue matches the code', () => {
    expect(check(dir, [source()], ['de'])).toEqual([]);
  });

  it('fails when a catalogue misses a key', () => {
    write('de.json', {});
    expect(check(dir, [source()], ['de']).join('\n')).toMatch(
      /Missing translation keys for locale de:\s+view\.count/,
    );
  });

  it('fails when a translation loses an argument', () => {
    write('de.json', { 'view.count': 'Nachrichten' });
    expect(check(dir, [source()], ['de']).join('\n')).toMatch(/structurally different/);
  });

  it('fails when the code has a message the English catalogue lacks', () => {
    write(
      'view.tsx',
      `import { FormattedMessage } from 'react-intl';
export const View = () => <><FormattedMessage id="view.count" defaultMessage="{count, plural, one {# message} other {# messages}}" /><FormattedMessage id="view.new" defaultMessage="New" /></>;`,
    );
    expect(check(dir, [source()], ['de']).join('\n')).toMatch(/en\.json is not what the code says/);
  });

  it('fails when a catalogue keeps a key the code no longer uses', () => {
    write('de.json', {
      'view.count': '{count, plural, one {# Nachricht} other {# Nachrichten}}',
      'view.gone': 'Weg',
    });
    expect(check(dir, [source()], ['de']).join('\n')).toMatch(/view\.gone/);
  });
});
