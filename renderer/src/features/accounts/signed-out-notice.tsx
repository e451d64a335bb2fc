// When a server stops accepting one account's key, main signs that account out and says why
// (AppState.signedOutReason). With no account left the sign-in screen shows it; while other accounts
// go on, this bar says it over the shown one, until dismissed or the next sign-in clears it. The
// reason is main's words, shown as they came.
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useShell } from '../../state/app-runtime';

const messages = defineMessages({
  signedOut: { id: 'accounts.signed_out.text', defaultMessage: 'An account was signed out.' },
  dismiss: { id: 'accounts.signed_out.dismiss', defaultMessage: 'Dismiss' },
});

export function SignedOutNotice() {
  const intl = useIntl();
  const reason = useShell((s) => s.session.signedOutReason);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (reason === undefined || dismissed === reason) return null;
  return (
    <div role="alert" className="connection-banner tone-warning">
      <span className="banner-text">{intl.formatMessage(messages.signedOut)}</span>
      <span className="banner-detail">{reason}</span>
      <button type="button" className="button button-small" onClick={() => setDismissed(reason)}>
        {intl.formatMessage(messages.dismiss)}
      </button>
    </div>
  );
}
