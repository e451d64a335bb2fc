// Which installs may update themselves: the administrator's switches, package managers and stores,
// and the kinds of copy electron-updater can and cannot replace.
import type { MessageDescriptor } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import { said } from '../../../support/intl';
import {
  packageManagerReason,
  policyFilePath,
  readInstallFacts,
  UPDATE_BLOCK_REASONS,
  UPDATE_POLICY_ENV,
  updateBlockReason,
  type InstallFacts,
} from '../../../../electron/core/desktop/update-policy';
import { phrase } from '../../../../shared/i18n/phrase';

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

/** The reason as the window shows it in English, or null. */
const reasonOf = (...args: Parameters<typeof updateBlockReason>) => {
  const reason = updateBlockReason(...args);
  return reason === null ? null : said(reason);
};
const en = (message: MessageDescriptor) => said(phrase(message));

describe('updateBlockReason', () => {
  it('lets the installers electron-updater can replace update themselves', () => {
    expect(reasonOf(facts({ platform: 'win32' }))).toBeNull();
    expect(reasonOf(facts({ platform: 'darwin' }))).toBeNull();
    expect(
      reasonOf(facts({ platform: 'linux', env: { APPIMAGE: '/home/me/Threadline.AppImage' } })),
    ).toBeNull();
  });

  it('leaves packages to the package manager that installed them', () => {
    for (const kind of ['deb', 'rpm', 'pacman'])
      expect(reasonOf(facts({ platform: 'linux', packageType: kind }))).toBe(
        said(packageManagerReason(kind)),
      );
    expect(reasonOf(facts({ platform: 'linux', env: { SNAP: '/snap/threadline/3' } }))).toBe(
      said(packageManagerReason('Snap')),
    );
    expect(reasonOf(facts({ platform: 'linux', env: { FLATPAK_ID: 'app.threadline.desktop' } }))).toBe(
      said(packageManagerReason('Flatpak')),
    );
    expect(reasonOf(facts({ storeBuild: true }))).toBe(en(UPDATE_BLOCK_REASONS.store));
  });

  it('refuses copies that cannot replace themselves', () => {
    expect(reasonOf(facts({ platform: 'linux' }))).toBe(en(UPDATE_BLOCK_REASONS.otherLinux));
    expect(reasonOf(facts({ platform: 'darwin', inApplicationsFolder: false }))).toBe(
      en(UPDATE_BLOCK_REASONS.notInApplications),
    );
    expect(reasonOf(facts({ packaged: false }))).toBe(en(UPDATE_BLOCK_REASONS.development));
  });

  it('obeys the administrator: the environment variable and the policy file', () => {
    const admin = en(UPDATE_BLOCK_REASONS.administrator);
    expect(reasonOf(facts({ env: { [UPDATE_POLICY_ENV]: '1' } }))).toBe(admin);
    expect(reasonOf(facts({ env: { [UPDATE_POLICY_ENV]: 'yes' } }))).toBe(admin);
    for (const off of ['', '0', 'false', 'no'])
      expect(reasonOf(facts({ env: { [UPDATE_POLICY_ENV]: off } }))).toBeNull();
    const policy = (text: string) => reasonOf(facts({ policy: { state: 'present', text } }));
    expect(policy('{"disableUpdates": true}')).toBe(admin);
    expect(policy('{"disableUpdates": false}')).toBeNull();
    expect(policy('{"somethingElse": 1}')).toBeNull();
    // Someone put a policy there on purpose: one that cannot be read keeps updates off.
    expect(policy('{"disableUpdates": tru')).toBe(admin);
    expect(reasonOf(facts({ policy: { state: 'unreadable' } }))).toBe(admin);
    // The administrator wins over everything else.
    expect(reasonOf(facts({ packaged: false, env: { [UPDATE_POLICY_ENV]: '1' } }))).toBe(admin);
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

describe('readInstallFacts', () => {
  const probe = (files: Record<string, string | Error>, platform = 'linux') => ({
    platform,
    packaged: true,
    storeBuild: false,
    env: {},
    resourcesPath: platform === 'win32' ? 'C:\\Threadline\\resources' : '/opt/Threadline/resources',
    inApplicationsFolder: () => false,
    readFile: (path: string) => {
      const file = files[path];
      if (file === undefined) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      if (file instanceof Error) throw file;
      return file;
    },
  });

  it('reads the package type and the policy file, telling a missing file from an unreadable one', () => {
    const denied = Object.assign(new Error('denied'), { code: 'EACCES' });
    expect(
      readInstallFacts(
        probe({ '/opt/Threadline/resources/package-type': 'deb\n', '/etc/threadline/policy.json': denied }),
      ),
    ).toMatchObject({ packageType: 'deb', policy: { state: 'unreadable' }, inApplicationsFolder: false });
    expect(readInstallFacts(probe({}))).toMatchObject({ packageType: null, policy: { state: 'absent' } });
    const text = '{"disableUpdates": true}';
    expect(
      readInstallFacts(probe({ 'C:\\ProgramData\\Threadline\\policy.json': text }, 'win32')).policy,
    ).toEqual({ state: 'present', text });
  });
});
