// The network parts of both hosts' DesktopHost: a proxy change is checked for this host before it is
// kept, applied for the next requests and followed by a check of the server; the page's network
// events reach the session.
import { describe, expect, it } from 'vitest';
import { plainIntl } from '../../../support/intl';
import type { PreferencesStore } from '../../../../electron/core/desktop/preferences';
import type { MainNetwork } from '../../../../electron/core/network/main-network';
import { networkDesktopParts } from '../../../../electron/core/network/network-desktop';
import { IpcFailure } from '../../../../electron/core/session/ipc-failure';
import {
  DEFAULT_DESKTOP_PREFERENCES,
  type DesktopPreferences,
  type ProxySetting,
} from '../../../../shared/desktop';

function setup(host: 'electron' | 'browser') {
  const calls: string[] = [];
  let current: DesktopPreferences = { ...DEFAULT_DESKTOP_PREFERENCES };
  const preferences: PreferencesStore = {
    get: () => current,
    update: (change) => {
      current = { ...current, ...change };
      calls.push('saved');
      return Promise.resolve(current);
    },
    onChange: () => () => undefined,
    flush: () => Promise.resolve(),
  };
  const network: MainNetwork = {
    host,
    fetch,
    applyProxy: (setting: ProxySetting) => {
      calls.push(`applied ${setting.mode}`);
      return Promise.resolve();
    },
    describeProxy: () => 'described',
    trustCertificate: () => Promise.resolve(),
    forgetCertificate: () => Promise.resolve(),
    trustedCertificates: () => [],
    close: () => Promise.resolve(),
  };
  const session = {
    checkServer: () => calls.push('checked'),
    networkChanged: (online: boolean) => calls.push(`online ${String(online)}`),
  };
  return { calls, parts: networkDesktopParts({ network, preferences, session, intl: plainIntl }) };
}

describe('network parts of the desktop host', () => {
  it('applies a new proxy, then checks the server through it', async () => {
    const { calls, parts } = setup('browser');
    const updated = await parts.setPreferences({
      proxy: { mode: 'manual', proxyRules: 'p:3128', bypassRules: '' },
    });
    expect(updated.proxy.mode).toBe('manual');
    expect(calls).toEqual(['saved', 'applied manual', 'checked']);
  });

  it('does not touch the network for other preferences or the same proxy', async () => {
    const { calls, parts } = setup('electron');
    await parts.setPreferences({ closeToTray: true });
    await parts.setPreferences({ proxy: { mode: 'system' } });
    expect(calls).toEqual(['saved', 'saved']);
  });

  it('refuses what this host cannot use, keeping nothing', async () => {
    const { calls, parts } = setup('browser');
    const refused = await parts
      .setPreferences({ proxy: { mode: 'pac', pacUrl: 'https://wpad/p.pac' } })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(IpcFailure);
    expect((refused as IpcFailure).error).toMatchObject({
      kind: 'invalid-request',
      message: expect.stringMatching(/desktop app/),
    });
    expect(calls).toEqual([]);
  });

  it('passes the network events on and reports what the panel shows', () => {
    const { calls, parts } = setup('browser');
    parts.networkChanged(false);
    parts.networkChanged(true);
    expect(calls).toEqual(['online false', 'online true']);
    expect(parts.networkStatus()).toEqual({
      proxy: 'described',
      proxyModes: ['system', 'none', 'manual'],
      trustedCertificates: [],
    });
  });
});
