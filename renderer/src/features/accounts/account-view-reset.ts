// The window-wide UI stores that name one account's messages or people (the selected message, an
// open action menu or message dialog, an inline edit, a sender's card) are left as they were when
// the account's views close, on a switch or a sign-out: the next account must not open its own
// message 123 in a dialog meant for another account's message 123. The layout calls this when the
// shown account's views unmount (app.tsx keys them by account).
import { useMessageDialogs } from '../message-actions/message-dialogs-store';
import { useActionUi } from '../message-actions/action-ui-store';
import { useEditSession } from '../message-edit/edit-session-store';
import { useKeyboardUi } from '../keyboard/keyboard-ui-store';

export function resetAccountViewState(): void {
  useActionUi.setState({ selectedId: null, menu: null, readingPaused: false });
  useMessageDialogs.setState({ editingId: null, dialog: null });
  useEditSession.setState({ draft: null, notice: null });
  useKeyboardUi.setState({ card: null });
}
