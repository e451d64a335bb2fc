// Which of this computer's settings each host can apply, said to the renderer through
// `desktop.capabilities` so a setting that cannot work here is shown disabled with the reason.
// Browser mode has no shell at all; the desktop app has all three, except where the platform
// decides for itself (macOS picks the spell checker's language from the system). The reasons are
// said in the window's language (`intl`, the host's).
import { defineMessages, type IntlShape } from '@formatjs/intl';
import type { DesktopCapabilities } from '../../../shared/desktop';

const messages = defineMessages({
  onlyInTheApp: {
    id: 'main.capabilities.only_in_app',
    defaultMessage: 'Only in the desktop app: in browser mode your browser decides this.',
  },
  noTrayInBrowser: {
    id: 'main.capabilities.no_tray_in_browser',
    defaultMessage: 'Only in the desktop app: browser mode has no tray icon.',
  },
  noTray: {
    id: 'main.capabilities.no_tray',
    defaultMessage: 'This desktop shows no tray icon to bring the window back from.',
  },
  macSpelling: {
    id: 'main.capabilities.mac_spelling',
    defaultMessage: 'macOS checks spelling in the languages of your system settings.',
  },
  noSpellingLanguages: {
    id: 'main.capabilities.no_spelling_languages',
    defaultMessage: 'No spell-check languages are available on this computer.',
  },
});

export function browserCapabilities(intl: IntlShape): DesktopCapabilities {
  const onlyInTheApp = intl.formatMessage(messages.onlyInTheApp);
  return {
    host: 'browser',
    unavailable: {
      closeToTray: intl.formatMessage(messages.noTrayInBrowser),
      startAtLogin: onlyInTheApp,
      spellcheckLanguages: onlyInTheApp,
    },
    spellcheckLanguages: [],
  };
}

export interface ElectronShellFacts {
  platform: NodeJS.Platform;
  /** session.availableSpellCheckerLanguages (empty on macOS, which uses its own checker). */
  availableSpellcheckLanguages: readonly string[];
  /** Whether a tray icon could be made (some Linux desktops have no tray). */
  hasTray: boolean;
}

export function electronCapabilities(facts: ElectronShellFacts, intl: IntlShape): DesktopCapabilities {
  const unavailable: DesktopCapabilities['unavailable'] = {};
  if (!facts.hasTray) unavailable.closeToTray = intl.formatMessage(messages.noTray);
  if (facts.platform === 'darwin') unavailable.spellcheckLanguages = intl.formatMessage(messages.macSpelling);
  else if (facts.availableSpellcheckLanguages.length === 0)
    unavailable.spellcheckLanguages = intl.formatMessage(messages.noSpellingLanguages);
  return {
    host: 'electron',
    unavailable,
    spellcheckLanguages: [...facts.availableSpellcheckLanguages].sort(),
  };
}
