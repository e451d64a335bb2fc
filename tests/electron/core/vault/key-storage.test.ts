import { describe, expect, it } from 'vitest';
import { describeKeyFile, describeSafeStorage } from '../../../../electron/core/vault/key-storage';
import { plainIntl, said } from '../../../support/intl';

describe('describeSafeStorage', () => {
  it('warns on Linux when safeStorage fell back to basic_text (a hard-coded password)', () => {
    const report = describeSafeStorage('linux', 'basic_text');
    expect(report.warning && said(report.warning)).toMatch(
      /No system keyring .* password built into the app/,
    );
    expect(said(report.description)).toMatch(/password built into Electron/);
  });

  it.each([
    ['linux', 'gnome_libsecret'],
    ['linux', 'kwallet6'],
    ['darwin', undefined],
    ['win32', undefined],
  ] as const)('does not warn on %s with %s', (platform, backend) => {
    const report = describeSafeStorage(platform, backend);
    expect(report.warning).toBeUndefined();
    expect(said(report.description)).toMatch(/system keychain/);
  });

  it('says the warning in German, and where browser mode keeps the keys', () => {
    const { warning } = describeSafeStorage('linux', 'basic_text');
    expect(warning && said(warning, plainIntl('de'))).toMatch(/^Es ist kein Schlüsselbund des Systems/);
    expect(said(describeKeyFile('/home/me/.threadline/vault.json').description, plainIntl('de'))).toBe(
      'Der Browsermodus speichert API-Schlüssel in /home/me/.threadline/vault.json, verschlüsselt mit einer Schlüsseldatei, die nur Ihr Benutzer lesen kann (Modus 0600).',
    );
  });
});
