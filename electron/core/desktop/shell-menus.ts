// The tray's menu and the do-not-disturb submenu the tray and the application menu share, as data
// (menu-template.ts). While a pause is on, the submenu says until when and offers to resume first;
// Ctrl+Shift+M (MENU_ACCELERATORS' "do not disturb") pauses until turned back on, or resumes.
import type { DoNotDisturbChoice, DoNotDisturbUntil } from '../../../shared/desktop';
import { accelerator, separator, type MenuEntry } from './menu-template';

const PAUSES: readonly { choice: DoNotDisturbChoice; label: string }[] = [
  { choice: '30-minutes', label: 'Pause for 30 minutes' },
  { choice: '1-hour', label: 'Pause for 1 hour' },
  { choice: 'until-tomorrow', label: 'Pause until tomorrow' },
  { choice: 'until-turned-off', label: 'Pause until turned back on' },
];

export interface PauseMenuState {
  /** The pause in force now (null when notifications are on). */
  until: DoNotDisturbUntil;
  /** "until 14:30" for a pause that is on (shared/do-not-disturb.ts describePauseEnd). */
  describeEnd: (until: number | 'forever') => string;
}

/** "Do not disturb" ▸ the four pauses, or the pause in force with "Resume notifications". */
export function doNotDisturbSubmenu(state: PauseMenuState, withAccelerator: boolean): MenuEntry {
  const key = withAccelerator ? { accelerator: accelerator('do not disturb') } : {};
  const pauses = PAUSES.map(({ choice, label }): MenuEntry => ({
    type: 'action',
    label,
    action: { kind: 'do-not-disturb', choice },
    ...(state.until === null && choice === 'until-turned-off' ? key : {}),
  }));
  if (state.until === null) return { type: 'submenu', label: 'Do not disturb', entries: pauses };
  return {
    type: 'submenu',
    label: 'Do not disturb (on)',
    entries: [
      { type: 'label', label: `Paused ${state.describeEnd(state.until)}` },
      {
        type: 'action',
        label: 'Resume notifications',
        action: { kind: 'do-not-disturb', choice: 'off' },
        ...key,
      },
      separator,
      ...pauses,
    ],
  };
}

/** The tray icon's menu: open the window, do not disturb, quit. */
export function trayMenu(state: PauseMenuState): MenuEntry[] {
  return [
    { type: 'action', label: 'Open Threadline', action: { kind: 'show-window' } },
    separator,
    doNotDisturbSubmenu(state, false),
    separator,
    { type: 'action', label: 'Quit Threadline', action: { kind: 'quit' } },
  ];
}
