// Do not disturb in the window: the pause in force (read from this computer's preferences, which main
// keeps and clears when a pause ends), its words ("Notifications paused until 14:30"), and choosing a
// pause. The timer here only makes the window stop showing a pause the moment it ends, even before
// main's push that clears it arrives. The words are pause-text.ts's, in the window's language.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DoNotDisturbChoice, DoNotDisturbUntil } from '../../../../shared/desktop';
import { isPaused } from '../../../../shared/do-not-disturb';
import { callIpc } from '../../bridge/call-api';
import { useRuntime, useShell } from '../../state/app-runtime';
import { useOptionalAppStore } from '../../state/account-scope';
import type { ShellStoreApi } from '../../state/shell-store';
import { pauseWords } from './pause-text';

/** Starts or ends a pause; the shell store takes main's answer at once (its push follows). */
export async function choosePause(shell: ShellStoreApi, choice: DoNotDisturbChoice): Promise<void> {
  const preferences = await callIpc('desktop.doNotDisturb', { choice });
  shell.getState().applyDesktopPreferences(preferences);
}

/** Ctrl+Shift+M: pause until turned back on, or resume. */
export function togglePause(shell: ShellStoreApi, now = Date.now()): Promise<void> {
  const until = shell.getState().desktop.preferences?.doNotDisturbUntil ?? null;
  return choosePause(shell, isPaused(until, now) ? 'off' : 'until-turned-off');
}

/** choosePause on this window's shell store. */
export function useChoosePause(): (choice: DoNotDisturbChoice) => Promise<void> {
  const { shell } = useRuntime();
  return (choice) => choosePause(shell, choice);
}

export interface PauseView {
  /** The pause in force, or null when notifications are on. */
  until: DoNotDisturbUntil;
  /** "Notifications paused until 14:30"; '' when not paused. */
  text: string;
  /** The same as a sentence ("… until 14:30."); '' when not paused. */
  sentence: string;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

export function usePause(): PauseView {
  const intl = useIntl();
  const stored = useShell((s) => s.desktop.preferences?.doNotDisturbUntil ?? null);
  // The shown account's clock setting (the default outside any account).
  const twentyFourHour = useOptionalAppStore((s) => s.userSettings.values.twenty_four_hour_time);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (typeof stored !== 'number') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Re-armed until the end has come: setTimeout cannot wait longer than about 24 days at once.
    const arm = () => {
      const wait = stored - Date.now();
      if (wait <= 0) setNow(Date.now());
      else timer = setTimeout(arm, Math.min(wait, MAX_TIMER_MS));
    };
    arm();
    return () => clearTimeout(timer);
  }, [stored]);
  if (stored === null || !isPaused(stored, now)) return { until: null, text: '', sentence: '' };
  const words = pauseWords(intl, stored, now, twentyFourHour === true ? 'h23' : 'h12');
  return { until: stored, text: words.banner, sentence: words.sentence };
}
