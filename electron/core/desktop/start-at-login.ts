// "Start at login". Electron's app.setLoginItemSettings does it on macOS and Windows and nothing on
// Linux, where desktops start what `~/.config/autostart/*.desktop` names (the freedesktop autostart
// specification), so there the app writes or removes its own entry. The file's text is built here;
// the writing is injected so tests run without touching the home directory.
import { join } from 'node:path';

export const AUTOSTART_FILE = 'threadline.desktop';

/** One argument of a desktop entry's Exec key, quoted as the specification asks when needed. */
export function execArgument(arg: string): string {
  if (!/[\s"'\\`$;&|<>()*?#~=%]/.test(arg) && arg !== '') return arg;
  // Inside double quotes, ", `, $ and \ take a backslash; the key's own \ escaping doubles it again.
  const quoted = `"${arg.replace(/(["`$\\])/g, '\\$1')}"`;
  return quoted.replace(/\\/g, '\\\\').replace(/%/g, '%%');
}

/** The autostart entry that runs `command` (the executable and its arguments). */
export function autostartEntry(command: readonly string[]): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Version=1.0',
    'Name=Threadline',
    'Comment=Team chat, started at login',
    `Exec=${command.map(execArgument).join(' ')}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/** Where desktops look for autostart entries: $XDG_CONFIG_HOME/autostart, else ~/.config/autostart. */
export function autostartDir(env: Record<string, string | undefined>, home: string): string {
  const config = env.XDG_CONFIG_HOME?.startsWith('/') ? env.XDG_CONFIG_HOME : join(home, '.config');
  return join(config, 'autostart');
}

export interface LoginItemTargets {
  platform: NodeJS.Platform;
  /** app.setLoginItemSettings({ openAtLogin }) (macOS, Windows). */
  setLoginItem(openAtLogin: boolean): void;
  /** Linux: the command that starts this app (an AppImage's own path, not its mount). */
  command: readonly string[];
  autostartDir: string;
  writeFile(path: string, text: string): void;
  removeFile(path: string): void;
}

export function applyStartAtLogin(enabled: boolean, targets: LoginItemTargets): void {
  if (targets.platform !== 'linux') {
    targets.setLoginItem(enabled);
    return;
  }
  const path = join(targets.autostartDir, AUTOSTART_FILE);
  if (enabled) targets.writeFile(path, autostartEntry(targets.command));
  else targets.removeFile(path);
}
