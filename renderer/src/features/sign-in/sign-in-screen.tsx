// The sign-in screen, each step: which server, then how to sign in (a password or an API key, the
// server's browser sign-in methods, a zuliprc file or the demo). It shows before any account, so it
// speaks the system's language (LanguageProvider); what main says in words comes in that language too.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ServerProbe } from '../../../../shared/ipc';
import { useSessionOverview } from '../../state/selectors';
import { useUiStore } from '../../state/ui';
import { KeyStorageWarning } from '../account/key-storage-warning';
import { CredentialsForm } from './credentials-form';
import { ExternalSignIn } from './external-sign-in';
import { OtherSignInOptions } from './other-sign-in-options';
import { ServerForm, ServerSummary } from './server-step';
import { useFinishSignIn } from './use-finish-sign-in';

/** The product's name over the card: not translated. */
const PRODUCT_NAME = 'Threadline';

/**
 * A server that turned password sign-in off and offers browser sign-in gets only its buttons; with
 * neither, the form stays for an API key (every server takes one).
 */
function showsCredentials(server: ServerProbe): boolean {
  return server.passwordAuth || server.externalMethods.length === 0;
}

export function SignInScreen() {
  const { activeAccountId, signedOutReason, keyStorage, keyStorageWarning, demoAvailable } =
    useSessionOverview();
  const addingAccount = useUiStore((s) => s.addingAccount);
  const setAddingAccount = useUiStore((s) => s.setAddingAccount);
  const [server, setServer] = useState<ServerProbe | null>(null);
  const [error, setError] = useState<string | null>(null);
  const finish = useFinishSignIn();
  const onSignedIn = () => void finish();

  return (
    <div className="sign-in-page">
      <main className="sign-in-card" aria-labelledby="sign-in-title">
        <p className="brand" aria-hidden="true">
          {PRODUCT_NAME}
        </p>
        <h1 id="sign-in-title">
          {addingAccount ? (
            <FormattedMessage id="signin.title.add_account" defaultMessage="Add an account" />
          ) : (
            <FormattedMessage id="signin.title.sign_in" defaultMessage="Sign in" />
          )}
        </h1>
        <p className="sign-in-lede">
          <FormattedMessage id="signin.lede" defaultMessage="Connect to a Zulip-compatible chat server." />
        </p>
        {signedOutReason && !addingAccount && <p className="notice notice-warning">{signedOutReason}</p>}
        {error && (
          <p role="alert" className="notice notice-error">
            {error}
          </p>
        )}
        {server === null ? (
          <ServerForm onProbed={setServer} onError={setError} />
        ) : (
          <>
            <ServerSummary
              server={server}
              onChange={() => {
                setServer(null);
                setError(null);
              }}
            />
            {showsCredentials(server) && (
              <CredentialsForm server={server} onError={setError} onSignedIn={onSignedIn} />
            )}
            <ExternalSignIn
              server={server}
              divider={showsCredentials(server)}
              onError={setError}
              onSignedIn={onSignedIn}
            />
          </>
        )}
        <OtherSignInOptions demoAvailable={demoAvailable} onError={setError} onSignedIn={onSignedIn} />
        <KeyStorageWarning warning={keyStorageWarning} />
        {keyStorage && (
          <p className="key-storage-note">
            <FormattedMessage
              id="signin.key_storage_note"
              defaultMessage="How keys are stored: {how}. A password is used once to fetch an API key and is never kept; the key stays in Threadline’s main process, never in this window."
              values={{ how: keyStorage.replace(/\.$/, '') }}
            />
          </p>
        )}
        {addingAccount && activeAccountId !== null && (
          <button type="button" className="link-button" onClick={() => setAddingAccount(false)}>
            <FormattedMessage id="signin.cancel_adding" defaultMessage="Cancel" />
          </button>
        )}
      </main>
    </div>
  );
}
