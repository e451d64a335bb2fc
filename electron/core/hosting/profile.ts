// Where a profile lives when none is given: the platform's per-user application data folder.
import { homedir, platform } from 'node:os';
import { join } from 'node:path';

export function defaultProfileDir(): string {
  const home = homedir();
  switch (platform()) {
    case 'darwin':
      return join(home, 'Library', 'Application Support', 'Threadline');
    case 'win32':
      return join(process.env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'Threadline');
    default:
      return join(process.env.XDG_CONFIG_HOME ?? join(home, '.config'), 'threadline');
  }
}
