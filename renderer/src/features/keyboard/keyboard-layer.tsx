// The window's keyboard layer, mounted once in the signed-in layout: one keydown listener on the
// window that turns key presses into commands (dispatch.ts over the key table) and runs them, the
// window's own (global-commands.ts) or the open message view's (through the view registry). It
// stands aside for keys someone else already handled, for IME composition, and while a modal
// dialog or a menu has the keyboard. It also shows the help sheet, the sender's card and its notices,
// and fetches ahead the topic `n` would open.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { parseRoute, routeHref, type Route } from '../../routing/route';
import type { AppStoreApi } from '../../state/store';
import { useAccount } from '../../state/account-scope';
import { useCompareNames, type CompareNames } from '../../i18n/name-order';
import { narrowFromRoute } from '../messages/narrow';
import { ProfileCard } from '../people/profile-card';
import { useUserSetting } from '../settings/use-user-setting';
import { dispatchKey, layerIndex } from './dispatch';
import { useFocusRequests } from './focus-requests';
import { runGlobalCommand, type GlobalDeps } from './global-commands';
import { HelpSheet } from './help-sheet';
import { chordOf, isActivatable, isTextField } from './key-chord';
import { useKeyboardUi } from './keyboard-ui-store';
import { usePrefetchNextUnread } from './use-prefetch-next-unread';
import { useViewRegistry } from './view-registry';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const INDEX = layerIndex();
/** Frames to wait for a view's field to mount after navigating to it. */
const FOCUS_FRAMES = 30;

function runsOnMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

function navigate(route: Route): void {
  window.location.hash = routeHref(route);
}

function focusIn(route: Route | null, selector: string, prepare?: (root: Document) => void): void {
  let frames = 0;
  const attempt = () => {
    prepare?.(document);
    const found = document.querySelector<HTMLElement>(selector);
    if (found !== null) found.focus();
    else if (frames++ < FOCUS_FRAMES) window.requestAnimationFrame(attempt);
  };
  const href = route === null ? null : routeHref(route);
  // The old view is still on screen until the new route renders: start after the hash changes.
  if (href === null || window.location.hash === href) window.requestAnimationFrame(attempt);
  else {
    window.addEventListener('hashchange', () => window.requestAnimationFrame(attempt), { once: true });
    window.location.hash = href;
  }
}

function globalDeps(store: AppStoreApi, compareNames: CompareNames): GlobalDeps {
  const ui = useKeyboardUi.getState();
  return {
    state: store.getState,
    // The open view's narrow, or the route's while its messages are still loading.
    narrow: () =>
      useViewRegistry.getState().view?.narrow ??
      narrowFromRoute(parseRoute(window.location.hash), store.getState().realm.ownUserId),
    route: () => parseRoute(window.location.hash),
    navigate,
    requestFocus: (target) => useFocusRequests.getState().request(target),
    history: window.history,
    focusIn,
    toggleHelp: () => ui.setHelpOpen(!ui.helpOpen),
    notify: ui.notify,
    compareNames,
  };
}

/** Keys belong to an open modal dialog or menu while one has them. */
function keyboardTaken(target: Element | null): boolean {
  if (target?.closest('dialog, [role="dialog"], [role="menu"], [role="listbox"]') != null) return true;
  return document.querySelector('dialog[open]') !== null;
}

export function KeyboardLayer() {
  const intl = useIntl();
  const escapeGoesHome = useUserSetting('web_escape_navigates_to_home_view');
  const helpOpen = useKeyboardUi((s) => s.helpOpen);
  const card = useKeyboardUi((s) => s.card);
  const notice = useKeyboardUi((s) => s.notice);
  const isMac = runsOnMac();
  const { store } = useAccount();
  const compareNames = useCompareNames();
  usePrefetchNextUnread();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.keyCode === 229) return;
      const chord = chordOf(event, isMac);
      if (chord === null) return;
      const ui = useKeyboardUi.getState();
      if (ui.helpOpen && chord === '?') {
        event.preventDefault();
        return ui.setHelpOpen(false);
      }
      const target = event.target instanceof Element ? event.target : null;
      if (keyboardTaken(target)) return;
      const dispatch = dispatchKey(
        chord,
        {
          inTextField: isTextField(target),
          onActivatable: isActivatable(target),
          repeat: event.repeat,
          escapeGoesHome,
        },
        INDEX,
      );
      if (dispatch === null) return;
      if (dispatch.kind === 'leave-field') {
        if (target instanceof HTMLElement) target.blur();
        return;
      }
      const { binding } = dispatch;
      if (binding.scope === 'window') runGlobalCommand(binding.command, globalDeps(store, compareNames));
      else if (useViewRegistry.getState().view?.run(binding.command) !== true) return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [escapeGoesHome, isMac, store, compareNames]);

  useEffect(() => {
    if (notice === null) return;
    const timer = window.setTimeout(() => useKeyboardUi.getState().notify(null), 3000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return (
    <>
      {helpOpen && <HelpSheet isMac={isMac} onClose={() => useKeyboardUi.getState().setHelpOpen(false)} />}
      {card !== null && (
        <ProfileCard userId={card.userId} nowMs={card.nowMs} onClose={useKeyboardUi.getState().closeCard} />
      )}
      <p className="keyboard-notice" role="status" data-testid="keyboard-notice">
        {notice === null ? null : formatPhrase(intl, notice)}
      </p>
    </>
  );
}
