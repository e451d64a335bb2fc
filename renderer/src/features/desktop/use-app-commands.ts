// Listens for the shell's `command` pushes (the application menu and the tray in the desktop app)
// and runs each with app-commands.ts on this window's store, router and focus requests. In browser
// mode, where there is no menu, the menu's keys that suit a browser tab (menu-keys.ts) run the same
// commands. Mounted once in the signed-in layout.
import { useEffect } from 'react';
import { callIpc } from '../../bridge/call-api';
import { getBridge } from '../../bridge/get-bridge';
import { appStore } from '../../state/store';
import { useUiStore } from '../../state/ui';
import { useFocusRequests } from '../keyboard/focus-requests';
import { useKeyboardUi } from '../keyboard/keyboard-ui-store';
import { openSettings } from '../settings/settings-navigation';
import { runAppCommand, type AppCommandDeps } from './app-commands';
import { menuKeyAct } from './menu-keys';
import { togglePause } from './pause';

const windowDeps: AppCommandDeps = {
  openSettings,
  navigate: (hash) => {
    window.location.hash = hash;
  },
  openKeyboardHelp: () => useKeyboardUi.getState().setHelpOpen(true),
  toggleSidebar: () => useUiStore.getState().toggleSidebar(),
  addAccount: () => useUiStore.getState().setAddingAccount(true),
  accounts: () => appStore.getState().session.accounts,
  activeAccountId: () => appStore.getState().session.activeAccountId,
  switchAccount: async (accountId) => {
    appStore.getState().applyAppState(await callIpc('account.switch', { accountId }));
  },
  copyText: (text) => navigator.clipboard.writeText(text),
  focusSearch: () => useFocusRequests.getState().request('search'),
  notify: (text) => useKeyboardUi.getState().notify(text),
};

function runsOnMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

export function useAppCommands(): void {
  useEffect(() => {
    const bridge = getBridge();
    const fail = () => windowDeps.notify('That did not work. Please try again.');
    const offPush = bridge.on((push) => {
      if (push.type === 'command') void runAppCommand(push.command, windowDeps).catch(fail);
    });
    // The desktop app's menu answers its own keys; a listener here would run them twice.
    if (bridge.host !== 'browser') return offPush;
    const isMac = runsOnMac();
    const onKeyDown = (event: KeyboardEvent) => {
      const act = menuKeyAct(event, isMac);
      if (act === null) return;
      event.preventDefault();
      if (act.kind === 'toggle-pause') void togglePause().catch(fail);
      else void runAppCommand(act.command, windowDeps).catch(fail);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      offPush();
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
