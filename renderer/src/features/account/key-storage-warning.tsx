// Main's warning that saved API keys are only weakly protected (on Linux, Electron's safeStorage
// without a keyring uses a password built into the app). Shown on the sign-in screen before keys are
// saved, in the account menu, and as a bar once the signed-in window opens, until dismissed.
// The warning itself is main's text; the bar's own words are ours.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

/** An inline notice; nothing when there is no warning. */
export function KeyStorageWarning({ warning }: { warning: string | undefined }) {
  if (!warning) return null;
  return <p className="notice notice-warning key-storage-warning">{warning}</p>;
}

/**
 * The bar under the header. Dismissing hides it for this window's life: it comes back after the next
 * sign-in or launch, and the account menu keeps saying it in the meantime.
 */
export function KeyStorageBanner({ warning }: { warning: string | undefined }) {
  const [dismissed, setDismissed] = useState(false);
  if (!warning || dismissed) return null;
  return (
    <div role="status" className="connection-banner tone-warning key-storage-banner">
      <span className="banner-text">
        <FormattedMessage
          id="account.key_storage.banner"
          defaultMessage="Saved API keys are weakly protected."
        />
      </span>
      <span className="banner-detail">{warning}</span>
      <button type="button" className="button button-small" onClick={() => setDismissed(true)}>
        <FormattedMessage id="account.key_storage.dismiss" defaultMessage="Dismiss" />
      </button>
    </div>
  );
}
