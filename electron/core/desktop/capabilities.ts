// Which of this computer's settings each host can apply, said to the renderer through
// `desktop.capabilities` so a setting that cannot work here is shown disabled with the reason.
// Browser mode has no shell at all; the desktop app has all three, except where the platform
// decides for itself (macOS picks the spell checker's language from the system).
import type { DesktopCapabilities } from '../../../shared/desktop';

const ONLY_IN_THE_APP = 'Only in the desktop app: in browser mode your browser decides this.';

export const BROWSER_CAPABILITIES: DesktopCapabilities = {
  host: 'browser',
  unavailable: {
    closeToTray: 'Only in the desktop app: browser mode has no tray icon.',
    startAtLogin: ONLY_IN_THE_APP,
    spellcheckLanguages: ONLY_IN_THE_APP,
  },
  spellcheckLanguages: [],
};

export interface ElectronShellFacts {
  platform: NodeJS.Platform;
  /** session.availableSpellCheckerLanguages (empty on macOS, which uses its own checker). */
  availableSpellcheckLanguages: readonly string[];
  /** Whether a tray icon could be made (some Linux desktops have no tray). */
  hasTray: boolean;
}

export function electronCapabilities(facts: ElectronShellFacts): DesktopCapabilities {
  const unavailable: DesktopCapabilities['unavailable'] = {};
  if (!facts.hasTray)
    unavailable.closeToTray = 'This desktop shows no tray icon to bring the window back from.';
  if (facts.platform === 'darwin')
    unavailable.spellcheckLanguages = 'macOS checks spelling in the languages of your system settings.';
  else if (facts.availableSpellcheckLanguages.length === 0)
    unavailable.spellcheckLanguages = 'No spell-check languages are available on this computer.';
  return {
    host: 'electron',
    unavailable,
    spellcheckLanguages: [...facts.availableSpellcheckLanguages].sort(),
  };
}
