// Why a link from outside did not open: main refused it (another organization's link, a malformed
// one, a sign-in link the app cannot use yet: the `link-refused` push), or the renderer could not
// (an account no longer signed in, a narrow with no view here). One notice at a time, over whatever
// screen is up, until dismissed or replaced; a link that opens clears it.
import { create } from 'zustand';
import '../../styles/link-notice.css';

interface LinkNoticeState {
  message: string | null;
  show(message: string): void;
  clear(): void;
}

export const useLinkNotice = create<LinkNoticeState>((set) => ({
  message: null,
  show: (message) => set({ message }),
  clear: () => set({ message: null }),
}));

export function LinkNoticeView({ message, onDismiss }: { message: string | null; onDismiss(): void }) {
  if (message === null) return null;
  return (
    <div role="alert" className="notice notice-warning link-notice">
      <p>{message}</p>
      <button type="button" className="button button-small" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

export function LinkNotice() {
  const message = useLinkNotice((s) => s.message);
  return <LinkNoticeView message={message} onDismiss={useLinkNotice.getState().clear} />;
}
