// The application menu as data: Electron's standard roles (Edit, View with zoom and reload, Window)
// plus Threadline's own items, every accelerator taken from shared/menu-accelerators.ts so none can
// clash with the window's hotkeys (a test checks that table against them). Items of ours send the
// renderer a `command`; do not disturb is handled by main. macOS gets its app menu and its own keys.
// Electron names the role items in the system's language itself; our labels come from `intl`.
import { defineMessages, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import { ACCOUNT_SLOTS, type AppCommand } from '../../../shared/desktop';
import { PRODUCT_NAME } from '../i18n/product-name';
import { accelerator, separator, type MenuEntry, type MenuRole } from './menu-template';
import { doNotDisturbSubmenu, type PauseMenuState } from './shell-menus';
import { plainMessages } from '../../../shared/plain-messages';

export interface AppMenuContext {
  platform: NodeJS.Platform;
  pause: PauseMenuState;
  intl: IntlShape;
}

const messages = plainMessages(
  defineMessages({
    settings: { id: 'menu.app.settings', defaultMessage: 'Settings…' },
    desktopSettings: { id: 'menu.app.desktop_settings', defaultMessage: 'This computer…' },
    services: { id: 'menu.app.services', defaultMessage: 'Services' },
    file: { id: 'menu.file', defaultMessage: 'File' },
    edit: { id: 'menu.edit', defaultMessage: 'Edit' },
    view: { id: 'menu.view', defaultMessage: 'View' },
    toggleSidebar: { id: 'menu.view.toggle_sidebar', defaultMessage: 'Toggle sidebar' },
    search: { id: 'menu.view.search', defaultMessage: 'Search' },
    account: { id: 'menu.account', defaultMessage: 'Account' },
    nextAccount: { id: 'menu.account.next', defaultMessage: 'Next account' },
    previousAccount: { id: 'menu.account.previous', defaultMessage: 'Previous account' },
    accountAt: { id: 'menu.account.at_place', defaultMessage: 'Account {place, number}' },
    addAccount: { id: 'menu.account.add', defaultMessage: 'Add account…' },
    copyServerAddress: { id: 'menu.account.copy_server_address', defaultMessage: 'Copy server address' },
    window: { id: 'menu.window', defaultMessage: 'Window' },
    help: { id: 'menu.help', defaultMessage: 'Help' },
    keyboardShortcuts: { id: 'menu.help.keyboard_shortcuts', defaultMessage: 'Keyboard shortcuts' },
    diagnostics: { id: 'menu.help.diagnostics', defaultMessage: 'Diagnostics' },
  }),
);

const role = (name: MenuRole, key?: string, visible = true): MenuEntry => ({
  type: 'role',
  role: name,
  ...(key ? { accelerator: accelerator(key) } : {}),
  ...(visible ? {} : { visible: false }),
});

export function appMenuTemplate({ platform, pause, intl }: AppMenuContext): MenuEntry[] {
  const mac = platform === 'darwin';
  const label = (message: MessageDescriptor) => intl.formatMessage(message);
  const command = (message: MessageDescriptor, name: AppCommand, key?: string): MenuEntry => ({
    type: 'action',
    label: label(message),
    action: { kind: 'command', command: name },
    ...(key ? { accelerator: accelerator(key) } : {}),
  });
  const settingsItems: MenuEntry[] = [
    command(messages.settings, 'open-settings', 'settings'),
    command(messages.desktopSettings, 'open-desktop-settings'),
  ];
  const doNotDisturb = doNotDisturbSubmenu(pause, true, intl);
  const appMenu: MenuEntry = {
    type: 'submenu',
    label: PRODUCT_NAME,
    entries: [
      role('about'),
      separator,
      ...settingsItems,
      separator,
      { type: 'submenu', label: label(messages.services), role: 'services', entries: [] },
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
    label: label(messages.file),
    entries: mac
      ? [doNotDisturb, separator, role('close', 'close')]
      : [doNotDisturb, separator, ...settingsItems, separator, role('quit', 'quit')],
  };
  const edit: MenuEntry = {
    type: 'submenu',
    label: label(messages.edit),
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
    label: label(messages.view),
    entries: [
      command(messages.toggleSidebar, 'toggle-sidebar', 'toggle sidebar'),
      command(messages.search, 'focus-search'),
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
    label: label(messages.account),
    entries: [
      command(messages.nextAccount, 'next-account', 'next account'),
      command(messages.previousAccount, 'previous-account', 'previous account'),
      // Hidden: they answer Ctrl+1…9 (the switcher's places), as Zulip's desktop app does.
      ...ACCOUNT_SLOTS.map((n): MenuEntry => ({
        type: 'action',
        label: intl.formatMessage(messages.accountAt, { place: n }),
        action: { kind: 'command', command: `account-${n}` },
        accelerator: accelerator(`account ${n}`),
        visible: false,
      })),
      separator,
      command(messages.addAccount, 'add-account', 'add account'),
      command(messages.copyServerAddress, 'copy-server-address', 'copy server address'),
    ],
  };
  const window: MenuEntry = {
    type: 'submenu',
    label: label(messages.window),
    role: 'windowMenu',
    entries: mac
      ? [role('minimize', 'minimize'), role('zoom'), separator, role('front')]
      : [role('minimize', 'minimize'), role('close', 'close')],
  };
  const help: MenuEntry = {
    type: 'submenu',
    label: label(messages.help),
    role: 'help',
    entries: [
      command(messages.keyboardShortcuts, 'keyboard-shortcuts', 'keyboard shortcuts'),
      command(messages.diagnostics, 'open-diagnostics'),
    ],
  };
  return [...(mac ? [appMenu] : []), file, edit, view, account, window, help];
}
