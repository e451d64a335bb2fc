import { describe, expect, it } from 'vitest';
import {
  applyStartAtLogin,
  autostartDir,
  autostartEntry,
  execArgument,
  type LoginItemTargets,
} from '../../../../electron/core/desktop/start-at-login';

function targets(platform: NodeJS.Platform) {
  const calls: unknown[][] = [];
  const t: LoginItemTargets = {
    platform,
    setLoginItem: (open) => void calls.push(['setLoginItem', open]),
    command: ['/opt/Threadline/threadline'],
    autostartDir: '/home/ada/.config/autostart',
    writeFile: (path, text) => void calls.push(['write', path, text]),
    removeFile: (path) => void calls.push(['remove', path]),
  };
  return { t, calls };
}

describe('applyStartAtLogin', () => {
  it("uses Electron's login items on macOS and Windows", () => {
    for (const platform of ['darwin', 'win32'] as const) {
      const { t, calls } = targets(platform);
      applyStartAtLogin(true, t);
      applyStartAtLogin(false, t);
      expect(calls).toEqual([
        ['setLoginItem', true],
        ['setLoginItem', false],
      ]);
    }
  });

  it('writes and removes an XDG autostart entry on Linux', () => {
    const { t, calls } = targets('linux');
    applyStartAtLogin(true, t);
    applyStartAtLogin(false, t);
    const path = '/home/ada/.config/autostart/threadline.desktop';
    expect(calls[0]?.slice(0, 2)).toEqual(['write', path]);
    expect(calls[0]?.[2]).toContain('Exec=/opt/Threadline/threadline\n');
    expect(calls[1]).toEqual(['remove', path]);
  });
});

describe('autostartEntry', () => {
  it('is a desktop entry that runs the app', () => {
    expect(autostartEntry(['/usr/bin/threadline'])).toBe(
      '[Desktop Entry]\nType=Application\nVersion=1.0\nName=Threadline\nComment=Team chat, started at login\n' +
        'Exec=/usr/bin/threadline\nTerminal=false\nX-GNOME-Autostart-enabled=true\n',
    );
  });

  it('quotes and escapes paths as the desktop entry specification asks', () => {
    expect(execArgument('/home/ada/Apps/Threadline 1.0.AppImage')).toBe(
      '"/home/ada/Apps/Threadline 1.0.AppImage"',
    );
    // " ` $ \ take a backslash inside quotes, and every backslash is doubled again for the key's value.
    expect(execArgument('/tmp/a"b$c')).toBe('"/tmp/a\\\\"b\\\\$c"');
    expect(execArgument('/tmp/100%')).toBe('"/tmp/100%%"');
  });
});

describe('autostartDir', () => {
  it('follows XDG_CONFIG_HOME when it is an absolute path', () => {
    expect(autostartDir({ XDG_CONFIG_HOME: '/cfg' }, '/home/ada')).toBe('/cfg/autostart');
    expect(autostartDir({ XDG_CONFIG_HOME: 'relative' }, '/home/ada')).toBe('/home/ada/.config/autostart');
    expect(autostartDir({}, '/home/ada')).toBe('/home/ada/.config/autostart');
  });
});
