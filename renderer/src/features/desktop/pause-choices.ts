// The pauses the window offers, in the words of the tray's and the menu's items.
import type { DoNotDisturbChoice } from '../../../../shared/desktop';

export const PAUSE_CHOICES: readonly { choice: Exclude<DoNotDisturbChoice, 'off'>; label: string }[] = [
  { choice: '30-minutes', label: 'Pause for 30 minutes' },
  { choice: '1-hour', label: 'Pause for 1 hour' },
  { choice: 'until-tomorrow', label: 'Pause until tomorrow' },
  { choice: 'until-turned-off', label: 'Pause until turned back on' },
];
