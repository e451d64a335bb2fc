// The Electron side of the shell (core/desktop/desktop-shell.ts decides; this only connects): the
// tray icon, the application and context menus, the icon's badge, closing to the tray, the window's
// placement, and this computer's capabilities. Only type-checked here: no Electron runtime.
import {
  app,
  Menu,
  nativeImage,
  screen,
  session as electronSession,
  Tray,
  type BrowserWindow,
  type NativeImage,
} from 'electron';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AppCommand } from '../shared/desktop';
import { textContextMenu } from './core/desktop/context-menu';
import { createDesktopShell, type DesktopShell, type ShellSurface } from './core/desktop/desktop-shell';
import type { DoNotDisturb } from './core/desktop/do-not-disturb';
import type { MainIntl } from './core/i18n/main-intl';
import { toMenuOptions, type MenuEntry, type ShellAction } from './core/desktop/menu-template';
import type { PreferencesStore } from './core/desktop/preferences';
import { autostartDir } from './core/desktop/start-at-login';
import { createWindowStateKeeper, type WindowStateKeeper } from './core/desktop/window-state-keeper';
import { systemClock } from './core/loop/types';
import type { LevelledLog } from './core/session/log';

/** Where scripts/build.mjs copies resources/icons: beside the bundled main. */
export const ICONS_DIR = join(import.meta.dirname, 'icons');

/** Loads an icon; Electron picks up its `@2x` sibling and, for a `…Template` name, tints it on macOS. */
export const icon = (file: string): NativeImage => nativeImage.createFromPath(join(ICONS_DIR, file));

/** Shows the window from the tray, the dock, a minimised state or behind others, and focuses it. */
export function bringForward(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

export function windowStateKeeper(profileDir: string, log: LevelledLog): WindowStateKeeper {
  return createWindowStateKeeper({ profileDir, screen, clock: systemClock, log });
}

export interface ShellOptions {
  window: BrowserWindow;
  preferences: PreferencesStore;
  doNotDisturb: DoNotDisturb;
  /** The window's language: the menus, the tray and the context menu follow it. */
  intl: MainIntl;
  sendCommand(command: AppCommand): void;
  log: LevelledLog;
}

function menu(entries: MenuEntry[], run: (action: ShellAction) => void): Menu {
  return Menu.buildFromTemplate(toMenuOptions(entries, run));
}

export function setUpShell(options: ShellOptions): DesktopShell {
  const { window } = options;
  const spellSession = electronSession.defaultSession;
  let quitting = false;
  // Actions reach the shell once it exists; the menus are built by it, so no click comes earlier.
  const run = (action: ShellAction) => shell.run(action);
  const showWindow = () => bringForward(window);
  const tray = new Tray(icon(process.platform === 'darwin' ? 'trayTemplate.png' : 'tray.png'));
  tray.on('click', showWindow);
  const surface: ShellSurface = {
    setBadge(plan) {
      if (plan.via === 'badge-count') app.setBadgeCount(plan.count);
      else window.setOverlayIcon(plan.icon === null ? null : icon(`${plan.icon}.png`), plan.description);
    },
    tray: {
      setLook(look) {
        tray.setImage(icon(look.file));
        tray.setToolTip(look.tooltip);
      },
      setMenu: (entries) => tray.setContextMenu(menu(entries, run)),
    },
    setAppMenu: (entries) => Menu.setApplicationMenu(menu(entries, run)),
  };
  const shell = createDesktopShell({
    platform: process.platform,
    intl: options.intl,
    clock: systemClock,
    preferences: options.preferences,
    doNotDisturb: options.doNotDisturb,
    surface,
    targets: {
      sendCommand: options.sendCommand,
      showWindow,
      quit: () => app.quit(),
      replaceMisspelling: (word) => window.webContents.replaceMisspelling(word),
      addToDictionary: (word) => void spellSession.addWordToSpellCheckerDictionary(word),
    },
    loginItems: {
      platform: process.platform,
      setLoginItem: (openAtLogin) => app.setLoginItemSettings({ openAtLogin }),
      // An AppImage runs from a temporary mount; its own file is what must start at login.
      command: [process.env.APPIMAGE ?? process.execPath],
      autostartDir: autostartDir(process.env, homedir()),
      writeFile: (path, text) => {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, text);
      },
      removeFile: (path) => rmSync(path, { force: true }),
    },
    spellchecker: {
      availableLanguages: () => spellSession.availableSpellCheckerLanguages,
      setSpellCheckerEnabled: (enabled) => spellSession.setSpellCheckerEnabled(enabled),
      setSpellCheckerLanguages: (languages) => spellSession.setSpellCheckerLanguages(languages),
    },
    log: options.log,
  });

  app.on('before-quit', () => {
    quitting = true;
  });
  app.on('activate', showWindow);
  window.on('close', (event) => {
    if (!shell.hidesOnClose(quitting)) return;
    event.preventDefault();
    window.hide();
  });
  window.webContents.on('context-menu', (_event, params) => {
    const entries = textContextMenu(params, options.intl.intl());
    if (entries.length > 0) menu(entries, run).popup({ window });
  });
  return shell;
}
