import { useState } from 'react';
import type { ServerProbe } from '../../../../shared/ipc';
import { useSessionOverview } from '../../state/selectors';
import { useUiStore } from '../../state/ui';
import { KeyStorageWarning } from '../account/key-storage-warning';
import { CredentialsForm } from './credentials-form';
import { ExternalSignIn } from './external-sign-in';
import { OtherSignInOptions } from './other-sign-in-options';
import { ServerForm, ServerSummary } from './server-step';
import { useFinishSignIn } from './use-finish-sign-in';

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
          Threadline
        </p>
        <h1 id="sign-in-title">{addingAccount ? 'Add an account' : 'Sign in'}</h1>
        <p className="sign-in-lede">Connect to a Zulip-compatible chat server.</p>
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
            How keys are stored: {keyStorage.replace(/\.$/, '')}. A password is used once to fetch an API key
            and is never kept; the key stays in Threadline’s main process, never in this window.
          </p>
        )}
        {addingAccount && activeAccountId !== null && (
          <button type="button" className="link-button" onClick={() => setAddingAccount(false)}>
            Cancel
          </button>
        )}
      </main>
    </div>
  );
}
