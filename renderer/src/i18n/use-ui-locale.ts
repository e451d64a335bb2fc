// The locale the window should speak now: a pseudo-locale chosen for testing (Help → Diagnostics)
// wins; otherwise the shown account's default_language, falling back to the system's languages and
// then English (shared/i18n/locales.ts). Before any account is shown (signing in) only the system's
// languages count. The account's store may be made after this first renders, so the hook listens
// for new account entries as well as for the setting itself.
import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { resolveLocale, type UiLocale } from '../../../shared/i18n/locales';
import { useRuntime, useShell } from '../state/app-runtime';
import { createAppStore } from '../state/store';
import { useUiStore } from '../state/ui';

const NO_ACCOUNT = createAppStore();

export function useUiLocale(systemLanguages: readonly string[]): UiLocale {
  const { accounts } = useRuntime();
  const shownId = useShell((s) => s.session.activeAccountId);
  const entry = useSyncExternalStore(accounts.subscribe, () =>
    shownId === null ? undefined : accounts.get(shownId),
  );
  const language = useStore(entry?.store ?? NO_ACCOUNT, (s) => s.userSettings.values.default_language);
  const pseudo = useUiStore((s) => s.pseudoLocale);
  return pseudo ?? resolveLocale(typeof language === 'string' ? language : undefined, systemLanguages);
}
