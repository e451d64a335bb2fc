// The router's desktop calls with a fake DesktopHost: capabilities, do-not-disturb and the window's
// language pass through with parsed parameters, a bad choice or locale never reaches the host, and a
// host without a desktop refuses. With main's own intl, failures come back in the window's language.
import { describe, expect, it } from 'vitest';
import { browserCapabilities } from '../../../../electron/core/desktop/capabilities';
import type { DesktopHost } from '../../../../electron/core/desktop/desktop-host';
import { createMainIntl, type MainIntl } from '../../../../electron/core/i18n/main-intl';
import { createIpcRouter, type IpcSession } from '../../../../electron/core/ipc';
import { createMainNotifier } from '../../../../electron/core/desktop/notifier';
import type { UiLocale } from '../../../../shared/i18n/locales';
import { DEFAULT_DESKTOP_PREFERENCES, type DoNotDisturbChoice } from '../../../../shared/desktop';
import { recordingLog } from '../session/recording-log';
import { plainIntl } from '../../../support/intl';

const TRUSTED = { frame: 'trusted' };
// The desktop calls never touch the session.
const session = {} as unknown as IpcSession;

const BROWSER_CAPABILITIES = browserCapabilities(plainIntl());

function setup(withDesktop = true, intl?: MainIntl) {
  const choices: DoNotDisturbChoice[] = [];
  const locales: UiLocale[] = [];
  // A desktop app on a system without a notification service (Electron's Notification.isSupported()).
  const notifier = createMainNotifier({
    isSupported: () => false,
    create: refuseCreate,
    window: () => undefined,
    open: () => undefined,
  });
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
    showNotification: (request) => notifier.show(request),
    diagnostics: refuse,
    networkChanged: refuse,
    trustCertificate: refuse,
    checkForUpdates: refuse,
    installUpdate: refuse,
    networkStatus: refuse,
    forgetCertificate: refuse,
    setLocale: async (locale) => {
      locales.push(locale);
      await intl?.setLocale(locale);
    },
  };
  const router = createIpcRouter({
    session,
    isTrustedSender: (sender) => sender === TRUSTED,
    log: recordingLog(),
    intl: intl?.intl ?? plainIntl,
    ...(withDesktop ? { desktop } : {}),
  });
  return { router, choices, locales };
}

function refuseCreate(): never {
  throw new Error('no notification service');
}

const NOTIFICATION = {
  accountId: 'a1',
  hash: '#/channel/5/topic/lunch',
  title: 'Ana',
  body: 'Lunch?',
  tag: 'a1:5:lunch',
  silent: true,
};

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

describe('ipc router: the window says its language', () => {
  it('passes a language of ours, or the pseudo-locale, to the host', async () => {
    const { router, locales } = setup();
    expect(await router.handle(TRUSTED, 'app.setLocale', { locale: 'de' })).toEqual({
      ok: true,
      value: null,
    });
    expect(await router.handle(TRUSTED, 'app.setLocale', { locale: 'en-XB' })).toEqual({
      ok: true,
      value: null,
    });
    expect(locales).toEqual(['de', 'en-XB']);
  });

  it('refuses any other value with a clear error, and never tells the host', async () => {
    const { router, locales } = setup();
    for (const params of [
      { locale: 'fr' },
      { locale: 'de-DE' },
      { locale: 'DE' },
      { locale: 42 },
      {},
      null,
    ]) {
      const answer = await router.handle(TRUSTED, 'app.setLocale', params);
      expect(answer, JSON.stringify(params)).toEqual({
        ok: false,
        error: {
          kind: 'invalid-request',
          message: expect.stringContaining('Not a language of Threadline (en, de, es, en-XB)'),
        },
      });
    }
    expect(locales).toEqual([]);
  });

  it('says later failures in the language the window said, starting from the system’s', async () => {
    const intl = await createMainIntl({ systemLanguages: ['es-MX', 'en-US'] });
    const { router } = setup(true, intl);
    expect(intl.locale()).toBe('es');
    expect(await router.handle(TRUSTED, 'notification.show', NOTIFICATION)).toMatchObject({
      ok: false,
      error: {
        message:
          'Este sistema no muestra notificaciones (no hay ningún servicio de notificaciones en ejecución).',
      },
    });
    await router.handle(TRUSTED, 'app.setLocale', { locale: 'de' });
    expect(intl.locale()).toBe('de');
    expect(await router.handle(TRUSTED, 'notification.show', NOTIFICATION)).toEqual({
      ok: false,
      error: {
        kind: 'invalid-request',
        message: 'Dieses System zeigt keine Benachrichtigungen an (es läuft kein Benachrichtigungsdienst).',
      },
    });
    // A refused locale changes nothing; developers' refusals stay English.
    expect(await router.handle(TRUSTED, 'app.setLocale', { locale: 'xx' })).toMatchObject({ ok: false });
    expect(intl.locale()).toBe('de');
    expect(await router.handle(TRUSTED, 'no.such.call', {})).toMatchObject({
      error: { message: 'Unknown call' },
    });
  });
});
