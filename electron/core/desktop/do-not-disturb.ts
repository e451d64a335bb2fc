// Do not disturb as a host keeps it (both hosts): a choice from the app, the tray or the menu
// becomes the moment the pause ends (shared/do-not-disturb.ts), stored in this computer's
// preferences so it survives a restart. A pause found over at start is cleared, and a running one
// is cleared when it ends, so every listener (the renderer's indicator and notifier, the tray, the
// menu) sees it end without looking at a clock of its own.
import type { DesktopPreferences, DoNotDisturbChoice, DoNotDisturbUntil } from '../../../shared/desktop';
import { isPaused, pauseEnd } from '../../../shared/do-not-disturb';
import type { Clock } from '../loop/types';
import type { PreferencesStore } from './preferences';

/** setTimeout's longest delay; a later end (a file edited by hand) is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface DoNotDisturb {
  /** Starts or ends a pause; resolves with the preferences once they are saved. */
  choose(choice: DoNotDisturbChoice): Promise<DesktopPreferences>;
  /** The pause in force now (an ended one reads as null even before it is cleared). */
  current(): DoNotDisturbUntil;
  /** Stops watching the preferences and the clock. */
  stop(): void;
}

export function createDoNotDisturb(preferences: PreferencesStore, clock: Clock): DoNotDisturb {
  let timer: unknown = null;

  const until = () => preferences.get().doNotDisturbUntil;

  function clearIfOver(): void {
    const value = until();
    if (value !== null && !isPaused(value, clock.now())) void preferences.update({ doNotDisturbUntil: null });
    else schedule();
  }

  function schedule(): void {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    const value = until();
    if (typeof value !== 'number') return;
    const wait = Math.min(Math.max(0, value - clock.now()), MAX_TIMER_MS);
    timer = clock.setTimeout(() => {
      timer = null;
      clearIfOver();
    }, wait);
  }

  const off = preferences.onChange((_current, change) => {
    if (Object.hasOwn(change, 'doNotDisturbUntil')) schedule();
  });
  clearIfOver();

  return {
    choose: (choice) => preferences.update({ doNotDisturbUntil: pauseEnd(choice, clock.now()) }),
    current: () => {
      const value = until();
      return isPaused(value, clock.now()) ? value : null;
    },
    stop() {
      off();
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
