// Why a link from outside did not open: main refused it (another organization's link, a malformed
// one, a sign-in link the app cannot use yet: the `link-refused` push, in main's words), or the
// renderer could not (an account no longer signed in, a narrow with no view here: a catalogue
// message, worded when shown). One notice at a time, over whatever screen is up, until dismissed or
// replaced; a link that opens clears it.
import { defineMessages, useIntl } from 'react-intl';
import { create } from 'zustand';
import '../../styles/link-notice.css';
import { type ShownText, formatPhrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages({
  dismiss: { id: 'desktop.link_notice.dismiss', defaultMessage: 'Dismiss' },
});

interface LinkNoticeState {
  message: ShownText | null;
  show(message: ShownText): void;
  clear(): void;
}

export const useLinkNotice = create<LinkNoticeState>((set) => ({
  message: null,
  show: (message) => set({ message }),
  clear: () => set({ message: null }),
}));

export function LinkNoticeView({ message, onDismiss }: { message: ShownText | null; onDismiss(): void }) {
  const intl = useIntl();
  if (message === null) return null;
  return (
    <div role="alert" className="notice notice-warning link-notice">
      <p>{formatPhrase(intl, message)}</p>
      <button type="button" className="button button-small" onClick={onDismiss}>
        {intl.formatMessage(messages.dismiss)}
      </button>
    </div>
  );
}

export function LinkNotice() {
  const message = useLinkNotice((s) => s.message);
  return <LinkNoticeView message={message} onDismiss={useLinkNotice.getState().clear} />;
}
