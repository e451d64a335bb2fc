// The router's desktop calls with a fake DesktopHost: capabilities and do-not-disturb pass through
// with parsed parameters, a bad choice never reaches the host, and a host without a desktop refuses.
import { describe, expect, it } from 'vitest';
import { BROWSER_CAPABILITIES } from '../../../../electron/core/desktop/capabilities';
import type { DesktopHost } from '../../../../electron/core/desktop/desktop-host';
import { createIpcRouter, type IpcSession } from '../../../../electron/core/ipc';
import { DEFAULT_DESKTOP_PREFERENCES, type DoNotDisturbChoice } from '../../../../shared/desktop';
import { recordingLog } from '../session/recording-log';

const TRUSTED = { frame: 'trusted' };
// The desktop calls never touch the session.
const session = {} as unknown as IpcSession;

function setup(withDesktop = true) {
  const choices: DoNotDisturbChoice[] = [];
  const refuse = () => {
    throw new Error('not in this test');
  };
  const desktop: DesktopHost = {
    preferences: () => DEFAULT_DESKTOP_PREFERENCES,
    setPreferences: refuse,
    capabilities: () => BROWSER_CAPABILITIES,
    doNotDisturb: async (choice) => {
      choices.push(choice);
      return { ...DEFAULT_DESKTOP_PREFERENCES, doNotDisturbUntil: 'forever' };
    },
    showNotification: refuse,
    diagnostics: refuse,
    networkChanged: refuse,
    trustCertificate: refuse,
    checkForUpdates: refuse,
    installUpdate: refuse,
    networkStatus: refuse,
    forgetCertificate: refuse,
  };
  const router = createIpcRouter({
    session,
    isTrustedSender: (sender) => sender === TRUSTED,
    log: recordingLog(),
    ...(withDesktop ? { desktop } : {}),
  });
  return { router, choices };
}

describe('ipc router: desktop calls', () => {
  it('answers desktop.capabilities from the host', async () => {
    const { router } = setup();
    expect(await router.handle(TRUSTED, 'desktop.capabilities', {})).toEqual({
      ok: true,
      value: BROWSER_CAPABILITIES,
    });
  });

  it('passes a pause to the host and refuses a choice it does not know', async () => {
    const { router, choices } = setup();
    expect(
      await router.handle(TRUSTED, 'desktop.doNotDisturb', { choice: 'until-turned-off' }),
    ).toMatchObject({
      ok: true,
      value: { doNotDisturbUntil: 'forever' },
    });
    expect(await router.handle(TRUSTED, 'desktop.doNotDisturb', { choice: 'for-a-year' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-request' },
    });
    expect(choices).toEqual(['until-turned-off']);
  });

  it('says clearly when the host has no desktop part', async () => {
    const { router } = setup(false);
    expect(await router.handle(TRUSTED, 'desktop.capabilities', {})).toEqual({
      ok: false,
      error: { kind: 'invalid-request', message: 'This part of the desktop app is not available here' },
    });
  });
});
