import { describe, expect, it } from 'vitest';
import { appMenuTemplate } from '../../../../electron/core/desktop/app-menu';
import {
  accelerator,
  toMenuOptions,
  type MenuEntry,
  type ShellAction,
} from '../../../../electron/core/desktop/menu-template';
import { MENU_ACCELERATORS } from '../../../../shared/menu-accelerators';
import { plainIntl } from '../../../support/intl';

const at1430 = () => ({ day: 'today', time: '14:30', weekday: 'Tuesday' }) as const;
const off = { until: null, describeEnd: at1430 } as const;
const on = { until: 123, describeEnd: at1430 } as const;
const PLATFORMS = ['darwin', 'linux', 'win32'] as const;

function flatten(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.type === 'submenu' ? [e, ...flatten(e.entries)] : [e]));
}
const keysOf = (entries: readonly MenuEntry[]) =>
  flatten(entries).flatMap((e) => ('accelerator' in e && e.accelerator ? [e.accelerator] : []));
const find = (entries: readonly MenuEntry[], label: string) =>
  flatten(entries).find((e) => 'label' in e && e.label === label);

describe('appMenuTemplate', () => {
  it('uses only accelerators of shared/menu-accelerators.ts, each once per platform', () => {
    const known = new Set(MENU_ACCELERATORS.map((a) => a.accelerator));
    for (const platform of PLATFORMS) {
      for (const pause of [off, on]) {
        const keys = keysOf(appMenuTemplate({ intl: plainIntl(), platform, pause }));
        for (const key of keys) expect(known, `${platform}: ${key}`).toContain(key);
        expect(new Set(keys).size, platform).toBe(keys.length);
      }
    }
  });

  it('gives every accelerator of the table a use on some platform, but "new window" (one window)', () => {
    const used = new Set(
      PLATFORMS.flatMap((platform) => keysOf(appMenuTemplate({ intl: plainIntl(), platform, pause: off }))),
    );
    const unused = MENU_ACCELERATORS.filter((a) => !used.has(a.accelerator)).map((a) => a.item);
    expect(unused).toEqual(['new window']);
  });

  it("has the standard roles and the app's own items, which send commands", () => {
    const menu = appMenuTemplate({ intl: plainIntl(), platform: 'linux', pause: off });
    expect(menu.map((e) => (e.type === 'submenu' ? e.label : e.type))).toEqual([
      'File',
      'Edit',
      'View',
      'Account',
      'Window',
      'Help',
    ]);
    const roles = flatten(menu).flatMap((e) => (e.type === 'role' ? [e.role] : []));
    for (const role of [
      'undo',
      'redo',
      'cut',
      'copy',
      'paste',
      'selectAll',
      'reload',
      'zoomIn',
      'zoomOut',
      'resetZoom',
      'minimize',
    ])
      expect(roles).toContain(role);
    const commands = flatten(menu).flatMap((e) =>
      e.type === 'action' && e.action.kind === 'command' ? [e.action.command] : [],
    );
    expect(commands.sort()).toEqual(
      [
        'open-settings',
        'open-desktop-settings',
        'toggle-sidebar',
        'focus-search',
        'next-account',
        'previous-account',
        'add-account',
        'copy-server-address',
        'keyboard-shortcuts',
        'open-diagnostics',
        // Hidden items answering Ctrl+1…9: the switcher's places.
        ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `account-${n}`),
      ].sort(),
    );
    expect(find(menu, 'Settings…')).toMatchObject({ accelerator: accelerator('settings') });
    expect(find(menu, 'Toggle sidebar')).toMatchObject({ accelerator: 'CommandOrControl+Shift+S' });
  });

  it('puts the macOS app menu first, with Settings and Quit there', () => {
    const menu = appMenuTemplate({ intl: plainIntl(), platform: 'darwin', pause: off });
    expect(menu[0]).toMatchObject({ type: 'submenu', label: 'Threadline' });
    const appMenu = menu[0] as Extract<MenuEntry, { type: 'submenu' }>;
    expect(find(appMenu.entries, 'Settings…')).toBeDefined();
    expect(appMenu.entries).toContainEqual({ type: 'role', role: 'quit', accelerator: 'CommandOrControl+Q' });
    expect(keysOf(menu)).toContain('Alt+Command+I');
    expect(keysOf(menu)).not.toContain('F11');
  });

  it('offers the pauses while notifications are on, and resuming while paused, on one key', () => {
    const idle = find(
      appMenuTemplate({ intl: plainIntl(), platform: 'linux', pause: off }),
      'Do not disturb',
    );
    expect(idle).toBeDefined();
    const pauses = flatten([idle as MenuEntry]).filter((e) => e.type === 'action');
    expect(pauses.map((e) => (e as { label: string }).label)).toEqual([
      'Pause for 30 minutes',
      'Pause for 1 hour',
      'Pause until tomorrow',
      'Pause until turned back on',
    ]);
    expect(pauses[3]).toMatchObject({
      accelerator: 'CommandOrControl+Shift+M',
      action: { kind: 'do-not-disturb', choice: 'until-turned-off' },
    });

    const paused = appMenuTemplate({ intl: plainIntl(), platform: 'linux', pause: on });
    expect(find(paused, 'Do not disturb (on)')).toBeDefined();
    expect(find(paused, 'Paused until 14:30')).toEqual({ type: 'label', label: 'Paused until 14:30' });
    expect(find(paused, 'Resume notifications')).toMatchObject({
      accelerator: 'CommandOrControl+Shift+M',
      action: { kind: 'do-not-disturb', choice: 'off' },
    });
    expect(find(paused, 'Pause until turned back on')).not.toHaveProperty('accelerator');
  });

  it("labels our items in the window's language, leaving the role items to Electron", () => {
    const menu = appMenuTemplate({ intl: plainIntl('es'), platform: 'linux', pause: on });
    expect(menu.map((e) => (e.type === 'submenu' ? e.label : e.type))).toEqual([
      'Archivo',
      'Edición',
      'Ver',
      'Cuenta',
      'Ventana',
      'Ayuda',
    ]);
    expect(find(menu, 'En pausa hasta las 14:30')).toEqual({
      type: 'label',
      label: 'En pausa hasta las 14:30',
    });
    expect(find(menu, 'Cuenta 3')).toMatchObject({ action: { kind: 'command', command: 'account-3' } });
    expect(flatten(menu).filter((e) => e.type === 'role' && 'label' in e && e.label !== undefined)).toEqual(
      [],
    );
  });
});

describe('toMenuOptions', () => {
  it("turns entries into Electron's template, clicks running the item's action", () => {
    const ran: ShellAction[] = [];
    const options = toMenuOptions(
      [
        { type: 'role', role: 'zoomIn', accelerator: 'CommandOrControl+Plus', visible: false },
        separator(),
        { type: 'label', label: 'Paused' },
        {
          type: 'submenu',
          label: 'Help',
          role: 'help',
          entries: [
            {
              type: 'action',
              label: 'Diagnostics',
              action: { kind: 'command', command: 'open-diagnostics' },
            },
          ],
        },
      ],
      (action) => ran.push(action),
    );
    expect(options[0]).toEqual({
      role: 'zoomIn',
      accelerator: 'CommandOrControl+Plus',
      visible: false,
      acceleratorWorksWhenHidden: true,
    });
    expect(options[1]).toEqual({ type: 'separator' });
    expect(options[2]).toEqual({ label: 'Paused', enabled: false });
    const item = options[3]?.submenu?.[0];
    expect(item).toMatchObject({ label: 'Diagnostics' });
    item?.click?.();
    expect(ran).toEqual([{ kind: 'command', command: 'open-diagnostics' }]);
  });

  it('refuses an accelerator name the table lacks', () => {
    expect(() => accelerator('launch rockets')).toThrow('No menu accelerator named "launch rockets"');
  });
});

function separator(): MenuEntry {
  return { type: 'separator' };
}
