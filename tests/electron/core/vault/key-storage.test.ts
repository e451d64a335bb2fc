import { describe, expect, it } from 'vitest';
import { describeSafeStorage } from '../../../../electron/core/vault/key-storage';

describe('describeSafeStorage', () => {
  it('warns on Linux when safeStorage fell back to basic_text (a hard-coded password)', () => {
    const report = describeSafeStorage('linux', 'basic_text');
    expect(report.warning).toMatch(/No system keyring .* password built into the app/);
    expect(report.description).toMatch(/password built into Electron/);
  });

  it.each([
    ['linux', 'gnome_libsecret'],
    ['linux', 'kwallet6'],
    ['darwin', undefined],
    ['win32', undefined],
  ] as const)('does not warn on %s with %s', (platform, backend) => {
    const report = describeSafeStorage(platform, backend);
    expect(report.warning).toBeUndefined();
    expect(report.description).toMatch(/system keychain/);
  });
});
