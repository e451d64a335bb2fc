// The desktop app's shell as one controller over injected Electron parts: it keeps the icon's badge
// and the tray (look, tooltip, menu) in step with the unread count and do-not-disturb, rebuilds the
// application menu when the pause changes, runs what the menus' items ask for, applies "start at
// login" and the spell checker's languages when they change, and says whether closing the window
// should hide it to the tray. The menus and the tray speak the window's language (core/i18n) and are
// built again when it changes. Electron itself stays in main.ts; everything here runs under fakes.
import type { AppCommand, DesktopCapabilities, DesktopPreferences } from '../../../shared/desktop';
import { pauseEndParts } from '../../../shared/do-not-disturb';
import type { MainIntl } from '../i18n/main-intl';
import type { Clock } from '../loop/types';
import type { LevelledLog } from '../session/log';
import { appMenuTemplate } from './app-menu';
import { badgePlan, trayLook, type BadgePlan, type TrayLook } from './badge';
import { electronCapabilities } from './capabilities';
import type { DoNotDisturb } from './do-not-disturb';
import type { MenuEntry, ShellAction } from './menu-template';
import type { PreferencesStore } from './preferences';
import { trayMenu, type PauseMenuState } from './shell-menus';
import { applySpellcheck, spellcheckPlan, type Spellchecker } from './spellcheck';
import { applyStartAtLogin, type LoginItemTargets } from './start-at-login';

/** Where the shell shows things; main implements it with app, Tray, Menu and the window. */
export interface ShellSurface {
  setBadge(plan: BadgePlan): void;
  /** Absent when this desktop has no tray. */
  tray?: { setLook(look: TrayLook): void; setMenu(menu: MenuEntry[]): void };
  setAppMenu(menu: MenuEntry[]): void;
}

/** What the menus' items act on. */
export interface ShellTargets {
  sendCommand(command: AppCommand): void;
  /** Restores a minimised window, shows a hidden one, and focuses it. */
  showWindow(): void;
  quit(): void;
  replaceMisspelling(word: string): void;
  addToDictionary(word: string): void;
}

export interface DesktopShellOptions {
  platform: NodeJS.Platform;
  /** The language of the menus and the tray, and the time in "Paused until 14:30". */
  intl: Pick<MainIntl, 'intl' | 'onChange'>;
  clock: Clock;
  preferences: PreferencesStore;
  doNotDisturb: DoNotDisturb;
  surface: ShellSurface;
  targets: ShellTargets;
  loginItems: LoginItemTargets;
  spellchecker: Spellchecker & { availableLanguages(): readonly string[] };
  log: LevelledLog;
}

export interface DesktopShell {
  /** The badge count the renderer computed (app.setBadge). */
  setUnreadCount(count: number): void;
  run(action: ShellAction): void;
  /** Closing the window hides it to the tray (when asked for and possible) unless the app is quitting. */
  hidesOnClose(quitting: boolean): boolean;
  capabilities(): DesktopCapabilities;
  stop(): void;
}

export function createDesktopShell(options: DesktopShellOptions): DesktopShell {
  const { platform, surface, preferences, doNotDisturb, targets, clock, log } = options;
  let count = 0;
  let shownPause: string | null = null;

  const pause = (): PauseMenuState => ({
    until: doNotDisturb.current(),
    describeEnd: (until) => pauseEndParts(until, clock.now(), options.intl.intl()),
  });

  function showCount(): void {
    const intl = options.intl.intl();
    surface.setBadge(badgePlan(platform, count, intl));
    surface.tray?.setLook(trayLook(platform, count, doNotDisturb.current() !== null, intl));
  }

  /** The menus, when the pause or the language changed since they were last built. */
  function showPause(): void {
    const state = pause();
    const intl = options.intl.intl();
    const key = JSON.stringify([state.until, intl.locale]);
    if (key === shownPause) return;
    shownPause = key;
    surface.setAppMenu(appMenuTemplate({ platform, pause: state, intl }));
    surface.tray?.setMenu(trayMenu(state, intl));
    showCount();
  }

  function applySettings(current: DesktopPreferences, change: Partial<DesktopPreferences>): void {
    try {
      if (Object.hasOwn(change, 'startAtLogin')) applyStartAtLogin(current.startAtLogin, options.loginItems);
    } catch (err) {
      log.warn('start at login: could not be changed', { error: (err as Error).name });
    }
    if (Object.hasOwn(change, 'spellcheckLanguages')) {
      const plan = spellcheckPlan(
        current.spellcheckLanguages,
        options.spellchecker.availableLanguages(),
        platform,
      );
      if (plan.missing.length > 0)
        log.info('spell check: languages not on this computer', { missing: plan.missing });
      applySpellcheck(plan, options.spellchecker);
    }
    if (Object.hasOwn(change, 'doNotDisturbUntil')) showPause();
  }

  const off = preferences.onChange(applySettings);
  const offLocale = options.intl.onChange(showPause);
  applySettings(preferences.get(), preferences.get());

  return {
    setUnreadCount(next) {
      if (next === count) return;
      count = next;
      showCount();
    },
    run(action) {
      switch (action.kind) {
        case 'command':
          targets.showWindow();
          return targets.sendCommand(action.command);
        case 'do-not-disturb':
          void doNotDisturb.choose(action.choice);
          return;
        case 'show-window':
          return targets.showWindow();
        case 'quit':
          return targets.quit();
        case 'replace-misspelling':
          return targets.replaceMisspelling(action.word);
        case 'add-to-dictionary':
          return targets.addToDictionary(action.word);
      }
    },
    hidesOnClose: (quitting) => !quitting && preferences.get().closeToTray && surface.tray !== undefined,
    capabilities: () =>
      electronCapabilities(
        {
          platform,
          availableSpellcheckLanguages: options.spellchecker.availableLanguages(),
          hasTray: surface.tray !== undefined,
        },
        options.intl.intl(),
      ),
    stop() {
      off();
      offLocale();
    },
  };
}
