// The pauses the window offers, in the words of the tray's and the menu's items.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { DoNotDisturbChoice } from '../../../../shared/desktop';

const messages = defineMessages({
  thirtyMinutes: { id: 'desktop.pause_choice.30_minutes', defaultMessage: 'Pause for 30 minutes' },
  oneHour: { id: 'desktop.pause_choice.1_hour', defaultMessage: 'Pause for 1 hour' },
  tomorrow: { id: 'desktop.pause_choice.until_tomorrow', defaultMessage: 'Pause until tomorrow' },
  turnedOff: { id: 'desktop.pause_choice.until_turned_off', defaultMessage: 'Pause until turned back on' },
});

export const RESUME_LABEL = defineMessage({
  id: 'desktop.pause_choice.resume',
  defaultMessage: 'Resume notifications',
});

export const PAUSE_CHOICES: readonly {
  choice: Exclude<DoNotDisturbChoice, 'off'>;
  label: MessageDescriptor;
}[] = [
  { choice: '30-minutes', label: messages.thirtyMinutes },
  { choice: '1-hour', label: messages.oneHour },
  { choice: 'until-tomorrow', label: messages.tomorrow },
  { choice: 'until-turned-off', label: messages.turnedOff },
];
