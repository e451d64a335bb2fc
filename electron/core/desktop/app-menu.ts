// The application menu as data: Electron's standard roles (Edit, View with zoom and reload, Window)
// plus Threadline's own items, every accelerator taken from shared/menu-accelerators.ts so none can
// clash with the window's hotkeys (a test checks that table against them). Items of ours send the
// renderer a `command`; do not disturb is handled by main. macOS gets its app menu and its own keys.
import { ACCOUNT_SLOTS, type AppCommand } from '../../../shared/desktop';
import { accelerator, separator, type MenuEntry, type MenuRole } from './menu-template';
import { doNotDisturbSubmenu, type PauseMenuState } from './shell-menus';

export interface AppMenuContext {
  platform: NodeJS.Platform;
  pause: PauseMenuState;
}

const role = (name: MenuRole, key?: string, visible = true): MenuEntry => ({
  type: 'role',
  role: name,
  ...(key ? { accelerator: accelerator(key) } : {}),
  ...(visible ? {} : { visible: false }),
});

const command = (label: string, name: AppCommand, key?: string): MenuEntry => ({
  type: 'action',
  label,
  action: { kind: 'command', command: name },
  ...(key ? { accelerator: accelerator(key) } : {}),
});

const settingsItems: MenuEntry[] = [
  command('Settings…', 'open-settings', 'settings'),
  command('This computer…', 'open-desktop-settings'),
];

export function appMenuTemplate({ platform, pause }: AppMenuContext): MenuEntry[] {
  const mac = platform === 'darwin';
  const doNotDisturb = doNotDisturbSubmenu(pause, true);
  const appMenu: MenuEntry = {
    type: 'submenu',
    label: 'Threadline',
    entries: [
      role('about'),
      separator,
      ...settingsItems,
      separator,
      { type: 'submenu', label: 'Services', role: 'services', entries: [] },
      separator,
      role('hide'),
      role('hideOthers'),
      role('unhide'),
      separator,
      role('quit', 'quit'),
    ],
  };
  const file: MenuEntry = {
    type: 'submenu',
    label: 'File',
    entries: mac
      ? [doNotDisturb, separator, role('close', 'close')]
      : [doNotDisturb, separator, ...settingsItems, separator, role('quit', 'quit')],
  };
  const edit: MenuEntry = {
    type: 'submenu',
    label: 'Edit',
    entries: [
      role('undo', 'undo'),
      role('redo', 'redo'),
      ...(platform === 'win32' ? [role('redo', 'redo (Windows)', false)] : []),
      separator,
      role('cut', 'cut'),
      role('copy', 'copy'),
      role('paste', 'paste'),
      role('pasteAndMatchStyle', 'pasteAndMatchStyle'),
      role('selectAll', 'selectAll'),
    ],
  };
  const view: MenuEntry = {
    type: 'submenu',
    label: 'View',
    entries: [
      command('Toggle sidebar', 'toggle-sidebar', 'toggle sidebar'),
      command('Search', 'focus-search'),
      separator,
      role('reload', 'reload'),
      role('forceReload', 'forceReload'),
      role('forceReload', 'forceReload (F5)', false),
      role('toggleDevTools', mac ? 'toggleDevTools (macOS)' : 'toggleDevTools'),
      separator,
      role('resetZoom', 'resetZoom'),
      role('zoomIn', 'zoomIn'),
      role('zoomIn', 'zoomIn (plus)', false),
      role('zoomOut', 'zoomOut'),
      separator,
      role('togglefullscreen', mac ? 'togglefullscreen (macOS)' : 'togglefullscreen'),
    ],
  };
  const account: MenuEntry = {
    type: 'submenu',
    label: 'Account',
    entries: [
      command('Next account', 'next-account', 'next account'),
      command('Previous account', 'previous-account', 'previous account'),
      // Hidden: they answer Ctrl+1…9 (the switcher's places), as Zulip's desktop app does.
      ...ACCOUNT_SLOTS.map((n): MenuEntry => ({
        type: 'action',
        label: `Account ${n}`,
        action: { kind: 'command', command: `account-${n}` },
        accelerator: accelerator(`account ${n}`),
        visible: false,
      })),
      separator,
      command('Add account…', 'add-account', 'add account'),
      command('Copy server address', 'copy-server-address', 'copy server address'),
    ],
  };
  const window: MenuEntry = {
    type: 'submenu',
    label: 'Window',
    role: 'windowMenu',
    entries: mac
      ? [role('minimize', 'minimize'), role('zoom'), separator, role('front')]
      : [role('minimize', 'minimize'), role('close', 'close')],
  };
  const help: MenuEntry = {
    type: 'submenu',
    label: 'Help',
    role: 'help',
    entries: [
      command('Keyboard shortcuts', 'keyboard-shortcuts', 'keyboard shortcuts'),
      command('Diagnostics', 'open-diagnostics'),
    ],
  };
  return [...(mac ? [appMenu] : []), file, edit, view, account, window, help];
}
