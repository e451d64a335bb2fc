// When a server stops accepting one account's key, main signs that account out and says why
// (AppState.signedOutReason). With no account left the sign-in screen shows it; while other accounts
// go on, this bar says it over the shown one, until dismissed or the next sign-in clears it.
import { useState } from 'react';
import { useShell } from '../../state/app-runtime';

export function SignedOutNotice() {
  const reason = useShell((s) => s.session.signedOutReason);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (reason === undefined || dismissed === reason) return null;
  return (
    <div role="alert" className="connection-banner tone-warning">
      <span className="banner-text">An account was signed out.</span>
      <span className="banner-detail">{reason}</span>
      <button type="button" className="button button-small" onClick={() => setDismissed(reason)}>
        Dismiss
      </button>
    </div>
  );
}
