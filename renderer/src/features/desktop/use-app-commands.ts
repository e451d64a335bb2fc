// Listens for the shell's `command` pushes (the application menu and the tray in the desktop app)
// and runs each with app-commands.ts on this window's store, router and focus requests. In browser
// mode, where there is no menu, the menu's keys that suit a browser tab (menu-keys.ts) run the same
// commands. Mounted once in the signed-in layout. What a command tells the person is worded in the
// window's language at the moment it is said.
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { getBridge } from '../../bridge/get-bridge';
import { useRuntime, type AppRuntime } from '../../state/app-runtime';
import { useUiStore } from '../../state/ui';
import { useFocusRequests } from '../keyboard/focus-requests';
import { useKeyboardUi } from '../keyboard/keyboard-ui-store';
import { openSettings } from '../settings/settings-navigation';
import { runAppCommand, type AppCommandDeps } from './app-commands';
import { menuKeyAct } from './menu-keys';
import { togglePause } from './pause';
import { switchToAccount } from '../accounts/switch-account';
import { formatPhrase, phrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages({
  failed: { id: 'desktop.command.failed', defaultMessage: 'That did not work. Please try again.' },
});

const windowDeps = ({ shell, accounts }: AppRuntime, intl: () => IntlShape): AppCommandDeps => ({
  openSettings,
  navigate: (hash) => {
    window.location.hash = hash;
  },
  openKeyboardHelp: () => useKeyboardUi.getState().setHelpOpen(true),
  toggleSidebar: () => useUiStore.getState().toggleSidebar(),
  addAccount: () => useUiStore.getState().setAddingAccount(true),
  accounts: () => shell.getState().session.accounts,
  activeAccountId: () => shell.getState().session.activeAccountId,
  switchAccount: (accountId) => switchToAccount({ shell, accounts }, window.location, accountId),
  copyText: (text) => navigator.clipboard.writeText(text),
  focusSearch: () => useFocusRequests.getState().request('search'),
  notify: (text) => useKeyboardUi.getState().notify(formatPhrase(intl(), text)),
});

function runsOnMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

export function useAppCommands(): void {
  const runtime = useRuntime();
  const intl = useIntl();
  const intlRef = useRef(intl);
  useEffect(() => {
    intlRef.current = intl;
  }, [intl]);
  useEffect(() => {
    const bridge = getBridge();
    const deps = windowDeps(runtime, () => intlRef.current);
    const fail = () => deps.notify(phrase(messages.failed));
    const offPush = bridge.on((push) => {
      if (push.type === 'command') void runAppCommand(push.command, deps).catch(fail);
    });
    // The desktop app's menu answers its own keys; a listener here would run them twice.
    if (bridge.host !== 'browser') return offPush;
    const isMac = runsOnMac();
    const onKeyDown = (event: KeyboardEvent) => {
      const act = menuKeyAct(event, isMac);
      if (act === null) return;
      event.preventDefault();
      if (act.kind === 'toggle-pause') void togglePause(runtime.shell).catch(fail);
      else void runAppCommand(act.command, deps).catch(fail);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      offPush();
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [runtime]);
}
