import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BadgePlan, TrayLook } from '../../../../electron/core/desktop/badge';
import { createDesktopShell, type ShellSurface } from '../../../../electron/core/desktop/desktop-shell';
import { createDoNotDisturb } from '../../../../electron/core/desktop/do-not-disturb';
import type { MenuEntry } from '../../../../electron/core/desktop/menu-template';
import { createPreferencesStore } from '../../../../electron/core/desktop/preferences';
import { levelled } from '../../../../electron/core/session';
import type { AppCommand } from '../../../../shared/desktop';
import { createMainIntl } from '../../../../electron/core/i18n/main-intl';
import { FakeClock } from '../support/fake-clock';

const dirs: string[] = [];
const stores: { flush(): Promise<void> }[] = [];
afterEach(async () => {
  // A pause is saved in the background: let the write land before its folder goes.
  await Promise.all(stores.splice(0).map((store) => store.flush()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const labelsOf = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((e) =>
    e.type === 'submenu' ? [e.label, ...labelsOf(e.entries)] : 'label' in e && e.label ? [e.label] : [],
  );

async function setUp(options: { platform?: NodeJS.Platform; tray?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'threadline-shell-'));
  dirs.push(dir);
  const clock = new FakeClock(Date.UTC(2026, 2, 10, 12, 0));
  const preferences = createPreferencesStore({ profileDir: dir, log: levelled(() => undefined) });
  stores.push(preferences);
  const doNotDisturb = createDoNotDisturb(preferences, clock);
  // The window has not said its language yet: the system's (English here) until it does.
  const intl = await createMainIntl({ systemLanguages: ['en-GB'] });
  const seen = {
    badges: [] as BadgePlan[],
    looks: [] as TrayLook[],
    trayMenus: [] as MenuEntry[][],
    appMenus: [] as MenuEntry[][],
    commands: [] as AppCommand[],
    acts: [] as string[],
    spell: [] as unknown[],
  };
  const surface: ShellSurface = {
    setBadge: (plan) => void seen.badges.push(plan),
    setAppMenu: (menu) => void seen.appMenus.push(menu),
    ...(options.tray === false
      ? {}
      : {
          tray: {
            setLook: (look: TrayLook) => void seen.looks.push(look),
            setMenu: (menu: MenuEntry[]) => void seen.trayMenus.push(menu),
          },
        }),
  };
  const shell = createDesktopShell({
    platform: options.platform ?? 'linux',
    intl,
    clock,
    preferences,
    doNotDisturb,
    surface,
    targets: {
      sendCommand: (command) => void seen.commands.push(command),
      showWindow: () => void seen.acts.push('show'),
      quit: () => void seen.acts.push('quit'),
      replaceMisspelling: (word) => void seen.acts.push(`replace ${word}`),
      addToDictionary: (word) => void seen.acts.push(`learn ${word}`),
    },
    loginItems: {
      platform: 'win32',
      setLoginItem: (open) => void seen.acts.push(`login ${String(open)}`),
      command: [],
      autostartDir: dir,
      writeFile: () => undefined,
      removeFile: () => undefined,
    },
    spellchecker: {
      availableLanguages: () => ['en-US', 'fr'],
      setSpellCheckerEnabled: (on) => void seen.spell.push(on),
      setSpellCheckerLanguages: (languages) => void seen.spell.push(languages),
    },
    log: levelled(() => undefined),
  });
  return { shell, seen, preferences, doNotDisturb, clock, intl };
}

describe('createDesktopShell', () => {
  it('sets up menus, tray, badge, login item and spell checker from the saved preferences', async () => {
    const { seen } = await setUp();
    expect(seen.appMenus).toHaveLength(1);
    expect(labelsOf(seen.trayMenus[0] ?? [])).toEqual([
      'Open Threadline',
      'Do not disturb',
      'Pause for 30 minutes',
      'Pause for 1 hour',
      'Pause until tomorrow',
      'Pause until turned back on',
      'Quit Threadline',
    ]);
    expect(seen.badges).toEqual([{ via: 'badge-count', count: 0 }]);
    expect(seen.looks.at(-1)).toMatchObject({ image: 'tray', tooltip: 'Threadline' });
    expect(seen.acts).toEqual(['login false']);
    expect(seen.spell).toEqual([true, ['en-US']]);
  });

  it('follows the unread count on the badge and in the tray, without rebuilding the menus', async () => {
    const { shell, seen } = await setUp({ platform: 'win32' });
    shell.setUnreadCount(4);
    shell.setUnreadCount(4);
    expect(seen.badges.at(-1)).toEqual({ via: 'overlay', icon: 'badge-4', description: '4 unread messages' });
    expect(seen.badges).toHaveLength(2);
    expect(seen.looks.at(-1)).toMatchObject({
      image: 'tray-unread',
      tooltip: 'Threadline: 4 unread messages',
    });
    expect(seen.appMenus).toHaveLength(1);
  });

  it('pauses from a menu item, shows the pause in both menus and the tray, and shows its end', async () => {
    const { shell, seen, preferences, clock } = await setUp();
    shell.run({ kind: 'do-not-disturb', choice: '30-minutes' });
    await clock.advance(0);
    expect(preferences.get().doNotDisturbUntil).toBe(clock.now() + 30 * 60_000);
    expect(labelsOf(seen.trayMenus.at(-1) ?? [])).toContain('Resume notifications');
    expect(labelsOf(seen.appMenus.at(-1) ?? [])).toContain('Do not disturb (on)');
    expect(labelsOf(seen.appMenus.at(-1) ?? []).some((l) => /^Paused until \d\d:30$/.test(l))).toBe(true);
    expect(seen.looks.at(-1)).toMatchObject({
      image: 'tray-paused',
      tooltip: 'Threadline: notifications paused',
    });

    await clock.advance(30 * 60_000);
    expect(labelsOf(seen.trayMenus.at(-1) ?? [])).not.toContain('Resume notifications');
    expect(seen.looks.at(-1)).toMatchObject({ image: 'tray' });
  });

  it('brings the window forward before a command, and runs the other actions', async () => {
    const { shell, seen } = await setUp();
    shell.run({ kind: 'command', command: 'open-diagnostics' });
    shell.run({ kind: 'replace-misspelling', word: 'the' });
    shell.run({ kind: 'add-to-dictionary', word: 'Threadline' });
    shell.run({ kind: 'show-window' });
    shell.run({ kind: 'quit' });
    expect(seen.commands).toEqual(['open-diagnostics']);
    expect(seen.acts.slice(1)).toEqual(['show', 'replace the', 'learn Threadline', 'show', 'quit']);
  });

  it('applies start at login and the spell-check languages when they change', async () => {
    const { seen, preferences } = await setUp();
    await preferences.update({ startAtLogin: true });
    await preferences.update({ spellcheckLanguages: ['fr', 'xx'] });
    await preferences.update({ spellcheckLanguages: [] });
    expect(seen.acts).toEqual(['login false', 'login true']);
    expect(seen.spell.slice(2)).toEqual([true, ['fr'], false]);
  });

  it('hides on close only when asked, with a tray, and not while quitting', async () => {
    const { shell, preferences } = await setUp();
    expect(shell.hidesOnClose(false)).toBe(false);
    await preferences.update({ closeToTray: true });
    expect(shell.hidesOnClose(false)).toBe(true);
    expect(shell.hidesOnClose(true)).toBe(false);
    const trayless = await setUp({ tray: false });
    await trayless.preferences.update({ closeToTray: true });
    expect(trayless.shell.hidesOnClose(false)).toBe(false);
    expect(trayless.shell.capabilities().unavailable.closeToTray).toBeDefined();
  });

  it('builds the menus and the tray again in German when the window says it shows German', async () => {
    const { shell, seen, intl, clock } = await setUp({ platform: 'win32' });
    shell.setUnreadCount(2);
    shell.run({ kind: 'do-not-disturb', choice: '1-hour' });
    await clock.advance(0);
    const menusBefore = seen.appMenus.length;
    await intl.setLocale('de');
    expect(seen.appMenus).toHaveLength(menusBefore + 1);
    const appMenu = seen.appMenus.at(-1) ?? [];
    expect(appMenu.map((e) => (e.type === 'submenu' ? e.label : e.type))).toEqual([
      'Datei',
      'Bearbeiten',
      'Ansicht',
      'Konto',
      'Fenster',
      'Hilfe',
    ]);
    expect(labelsOf(appMenu)).toContain('Nicht stören (an)');
    // The pause ends at 13:00 UTC on this day, said in the computer's time zone.
    expect(labelsOf(appMenu).some((l) => /^Pausiert bis (morgen um )?\d\d:\d\d$/.test(l))).toBe(true);
    expect(labelsOf(seen.trayMenus.at(-1) ?? [])).toEqual([
      'Threadline öffnen',
      'Nicht stören (an)',
      expect.stringMatching(/^Pausiert bis/),
      'Benachrichtigungen fortsetzen',
      'Für 30 Minuten pausieren',
      'Für 1 Stunde pausieren',
      'Bis morgen pausieren',
      'Pausieren bis zum Wiedereinschalten',
      'Threadline beenden',
    ]);
    expect(seen.looks.at(-1)).toMatchObject({
      tooltip: 'Threadline: 2 ungelesene Nachrichten, Benachrichtigungen pausiert',
    });
    expect(seen.badges.at(-1)).toMatchObject({ description: '2 ungelesene Nachrichten' });
    expect(shell.capabilities().unavailable).toEqual({});

    // The same language again rebuilds nothing; after stop() a change is not heard.
    await intl.setLocale('de');
    expect(seen.appMenus).toHaveLength(menusBefore + 1);
    shell.stop();
    await intl.setLocale('es');
    expect(seen.appMenus).toHaveLength(menusBefore + 1);
  });
});
