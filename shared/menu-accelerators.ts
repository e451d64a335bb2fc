// The keyboard accelerators of the desktop app's menu, in Electron's accelerator syntax, so the menu
// (electron/) and the window's hotkeys (renderer/src/features/keyboard/key-table.ts) can be checked
// against each other: a key must do one thing. They are Electron's standard roles (Edit, View,
// Window) plus the items Zulip's desktop app puts in its menu (app/main/menu.ts). Back and forward
// are left without accelerators: the window's own Alt+←/→ (as in Zulip's web app) serve them.
// Ctrl+, opens the settings here rather than in the window (settings-navigation.ts listens for it
// only so browser mode has it too, and it is not in the hotkey table). The account keys (Ctrl+Tab,
// Ctrl+Shift+Tab, Ctrl+1…9, as in Zulip's desktop app) are the window's too in browser mode
// (renderer/src/features/desktop/menu-keys.ts), and the keyboard help lists them from here.

export interface MenuAccelerator {
  /** The menu item: an Electron role or what the item does. */
  item: string;
  /** Electron syntax: CommandOrControl is Cmd on macOS, Ctrl elsewhere. */
  accelerator: string;
}

export const MENU_ACCELERATORS: readonly MenuAccelerator[] = [
  { item: 'undo', accelerator: 'CommandOrControl+Z' },
  { item: 'redo', accelerator: 'CommandOrControl+Shift+Z' },
  { item: 'redo (Windows)', accelerator: 'Control+Y' },
  { item: 'cut', accelerator: 'CommandOrControl+X' },
  { item: 'copy', accelerator: 'CommandOrControl+C' },
  { item: 'paste', accelerator: 'CommandOrControl+V' },
  { item: 'pasteAndMatchStyle', accelerator: 'CommandOrControl+Shift+V' },
  { item: 'selectAll', accelerator: 'CommandOrControl+A' },
  { item: 'reload', accelerator: 'CommandOrControl+R' },
  { item: 'forceReload', accelerator: 'CommandOrControl+Shift+R' },
  { item: 'forceReload (F5)', accelerator: 'F5' },
  { item: 'toggleDevTools', accelerator: 'CommandOrControl+Shift+I' },
  { item: 'toggleDevTools (macOS)', accelerator: 'Alt+Command+I' },
  { item: 'zoomIn', accelerator: 'CommandOrControl+=' },
  { item: 'zoomIn (plus)', accelerator: 'CommandOrControl+Plus' },
  { item: 'zoomOut', accelerator: 'CommandOrControl+-' },
  { item: 'resetZoom', accelerator: 'CommandOrControl+0' },
  { item: 'togglefullscreen', accelerator: 'F11' },
  { item: 'togglefullscreen (macOS)', accelerator: 'Control+Command+F' },
  { item: 'minimize', accelerator: 'CommandOrControl+M' },
  { item: 'close', accelerator: 'CommandOrControl+W' },
  { item: 'quit', accelerator: 'CommandOrControl+Q' },
  { item: 'settings', accelerator: 'CommandOrControl+,' },
  { item: 'new window', accelerator: 'CommandOrControl+N' },
  { item: 'add account', accelerator: 'CommandOrControl+Shift+N' },
  { item: 'do not disturb', accelerator: 'CommandOrControl+Shift+M' },
  { item: 'keyboard shortcuts', accelerator: 'CommandOrControl+Shift+K' },
  { item: 'copy server address', accelerator: 'CommandOrControl+Shift+C' },
  { item: 'toggle sidebar', accelerator: 'CommandOrControl+Shift+S' },
  { item: 'next account', accelerator: 'Control+Tab' },
  { item: 'previous account', accelerator: 'Control+Shift+Tab' },
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({ item: `account ${n}`, accelerator: `CommandOrControl+${n}` })),
];
