// Which installs may update themselves: the administrator's switches, package managers and stores,
// and the kinds of copy electron-updater can and cannot replace.
import { describe, expect, it } from 'vitest';
import {
  packageManagerReason,
  policyFilePath,
  UPDATE_BLOCK_REASONS,
  UPDATE_POLICY_ENV,
  updateBlockReason,
  type InstallFacts,
} from '../../../../electron/core/desktop/update-policy';

function facts(change: Partial<InstallFacts> = {}): InstallFacts {
  return {
    platform: 'win32',
    packaged: true,
    storeBuild: false,
    env: {},
    packageType: null,
    inApplicationsFolder: true,
    policy: { state: 'absent' },
    ...change,
  };
}

describe('updateBlockReason', () => {
  it('lets the installers electron-updater can replace update themselves', () => {
    expect(updateBlockReason(facts({ platform: 'win32' }))).toBeNull();
    expect(updateBlockReason(facts({ platform: 'darwin' }))).toBeNull();
    expect(
      updateBlockReason(facts({ platform: 'linux', env: { APPIMAGE: '/home/me/Threadline.AppImage' } })),
    ).toBeNull();
  });

  it('leaves packages to the package manager that installed them', () => {
    for (const kind of ['deb', 'rpm', 'pacman'])
      expect(updateBlockReason(facts({ platform: 'linux', packageType: kind }))).toBe(
        packageManagerReason(kind),
      );
    expect(updateBlockReason(facts({ platform: 'linux', env: { SNAP: '/snap/threadline/3' } }))).toBe(
      packageManagerReason('Snap'),
    );
    expect(
      updateBlockReason(facts({ platform: 'linux', env: { FLATPAK_ID: 'app.threadline.desktop' } })),
    ).toBe(packageManagerReason('Flatpak'));
    expect(updateBlockReason(facts({ storeBuild: true }))).toBe(UPDATE_BLOCK_REASONS.store);
  });

  it('refuses copies that cannot replace themselves', () => {
    expect(updateBlockReason(facts({ platform: 'linux' }))).toBe(UPDATE_BLOCK_REASONS.otherLinux);
    expect(updateBlockReason(facts({ platform: 'darwin', inApplicationsFolder: false }))).toBe(
      UPDATE_BLOCK_REASONS.notInApplications,
    );
    expect(updateBlockReason(facts({ packaged: false }))).toBe(UPDATE_BLOCK_REASONS.development);
  });

  it('obeys the administrator: the environment variable and the policy file', () => {
    const admin = UPDATE_BLOCK_REASONS.administrator;
    expect(updateBlockReason(facts({ env: { [UPDATE_POLICY_ENV]: '1' } }))).toBe(admin);
    expect(updateBlockReason(facts({ env: { [UPDATE_POLICY_ENV]: 'yes' } }))).toBe(admin);
    for (const off of ['', '0', 'false', 'no'])
      expect(updateBlockReason(facts({ env: { [UPDATE_POLICY_ENV]: off } }))).toBeNull();
    const policy = (text: string) => updateBlockReason(facts({ policy: { state: 'present', text } }));
    expect(policy('{"disableUpdates": true}')).toBe(admin);
    expect(policy('{"disableUpdates": false}')).toBeNull();
    expect(policy('{"somethingElse": 1}')).toBeNull();
    // Someone put a policy there on purpose: one that cannot be read keeps updates off.
    expect(policy('{"disableUpdates": tru')).toBe(admin);
    expect(updateBlockReason(facts({ policy: { state: 'unreadable' } }))).toBe(admin);
    // The administrator wins over everything else.
    expect(updateBlockReason(facts({ packaged: false, env: { [UPDATE_POLICY_ENV]: '1' } }))).toBe(admin);
  });
});

describe('policyFilePath', () => {
  it('is in the system-wide place of each platform', () => {
    expect(policyFilePath('linux', {})).toBe('/etc/threadline/policy.json');
    expect(policyFilePath('darwin', {})).toBe('/Library/Application Support/Threadline/policy.json');
    expect(policyFilePath('win32', { ProgramData: 'D:\\ProgramData' })).toBe(
      'D:\\ProgramData\\Threadline\\policy.json',
    );
    expect(policyFilePath('win32', {})).toBe('C:\\ProgramData\\Threadline\\policy.json');
  });
});
