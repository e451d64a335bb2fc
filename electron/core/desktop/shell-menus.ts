// The tray's menu and the do-not-disturb submenu the tray and the application menu share, as data
// (menu-template.ts). While a pause is on, the submenu says until when and offers to resume first;
// Ctrl+Shift+M (MENU_ACCELERATORS' "do not disturb") pauses until turned back on, or resumes.
import { defineMessages, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import type { DoNotDisturbChoice, DoNotDisturbUntil } from '../../../shared/desktop';
import type { PauseEndParts } from '../../../shared/do-not-disturb';
import { accelerator, separator, type MenuEntry } from './menu-template';
import { plainMessages } from '../../../shared/plain-messages';

const messages = plainMessages(
  defineMessages({
    pause30Minutes: { id: 'dnd.menu.pause_30_minutes', defaultMessage: 'Pause for 30 minutes' },
    pauseHour: { id: 'dnd.menu.pause_1_hour', defaultMessage: 'Pause for 1 hour' },
    pauseTomorrow: { id: 'dnd.menu.pause_until_tomorrow', defaultMessage: 'Pause until tomorrow' },
    pauseTurnedOff: { id: 'dnd.menu.pause_until_turned_off', defaultMessage: 'Pause until turned back on' },
    submenu: { id: 'dnd.menu.title', defaultMessage: 'Do not disturb' },
    submenuOn: { id: 'dnd.menu.title_on', defaultMessage: 'Do not disturb (on)' },
    paused: {
      id: 'dnd.menu.paused',
      defaultMessage:
        '{day, select, today {Paused until {time}} tomorrow {Paused until tomorrow at {time}} later {Paused until {weekday} at {time}} other {Paused until you turn them back on}}',
    },
    resume: { id: 'dnd.menu.resume', defaultMessage: 'Resume notifications' },
    open: { id: 'tray.open', defaultMessage: 'Open Threadline' },
    quit: { id: 'tray.quit', defaultMessage: 'Quit Threadline' },
  }),
);

const PAUSES: readonly { choice: DoNotDisturbChoice; label: MessageDescriptor }[] = [
  { choice: '30-minutes', label: messages.pause30Minutes },
  { choice: '1-hour', label: messages.pauseHour },
  { choice: 'until-tomorrow', label: messages.pauseTomorrow },
  { choice: 'until-turned-off', label: messages.pauseTurnedOff },
];

export interface PauseMenuState {
  /** The pause in force now (null when notifications are on). */
  until: DoNotDisturbUntil;
  /** When a pause that is on ends, in the menu's language (shared/do-not-disturb.ts pauseEndParts). */
  describeEnd: (until: number | 'forever') => PauseEndParts;
}

/** "Do not disturb" ▸ the four pauses, or the pause in force with "Resume notifications". */
export function doNotDisturbSubmenu(
  state: PauseMenuState,
  withAccelerator: boolean,
  intl: IntlShape,
): MenuEntry {
  const key = withAccelerator ? { accelerator: accelerator('do not disturb') } : {};
  const pauses = PAUSES.map(({ choice, label }): MenuEntry => ({
    type: 'action',
    label: intl.formatMessage(label),
    action: { kind: 'do-not-disturb', choice },
    ...(state.until === null && choice === 'until-turned-off' ? key : {}),
  }));
  if (state.until === null)
    return { type: 'submenu', label: intl.formatMessage(messages.submenu), entries: pauses };
  return {
    type: 'submenu',
    label: intl.formatMessage(messages.submenuOn),
    entries: [
      { type: 'label', label: intl.formatMessage(messages.paused, { ...state.describeEnd(state.until) }) },
      {
        type: 'action',
        label: intl.formatMessage(messages.resume),
        action: { kind: 'do-not-disturb', choice: 'off' },
        ...key,
      },
      separator,
      ...pauses,
    ],
  };
}

/** The tray icon's menu: open the window, do not disturb, quit. */
export function trayMenu(state: PauseMenuState, intl: IntlShape): MenuEntry[] {
  return [
    { type: 'action', label: intl.formatMessage(messages.open), action: { kind: 'show-window' } },
    separator,
    doNotDisturbSubmenu(state, false, intl),
    separator,
    { type: 'action', label: intl.formatMessage(messages.quit), action: { kind: 'quit' } },
  ];
}
