import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ServerProbe } from '../../../../shared/ipc';
import { callIpc, errorMessage } from '../../bridge/call-api';

type Method = 'password' | 'apiKey';

interface CredentialsFormProps {
  server: ServerProbe;
  onError(message: string | null): void;
  onSignedIn(): void;
}

/** Step two: email with a password (exchanged for a key by main) or with an API key. */
export function CredentialsForm({ server, onError, onSignedIn }: CredentialsFormProps) {
  const emailId = useId();
  const secretId = useId();
  const [method, setMethod] = useState<Method>(server.passwordAuth ? 'password' : 'apiKey');
  const [email, setEmail] = useState('');
  const [secret, setSecret] = useState('');
  const signIn = useMutation({
    // The options close over the password: drop the finished mutation at once rather than after
    // the cache's default five minutes, so nothing in the page keeps the password once signed in.
    gcTime: 0,
    mutationFn: () =>
      method === 'password'
        ? callIpc('signIn.password', { url: server.realmUrl, email, password: secret })
        : callIpc('signIn.apiKey', { url: server.realmUrl, email, apiKey: secret }),
    onSuccess: () => {
      setSecret('');
      onSignedIn();
    },
    onError: (error) => onError(errorMessage(error)),
  });
  const secretLabel = method === 'password' ? 'Password' : 'API key';
  // LDAP servers may take user names that are not email addresses; an API key goes with the email.
  const byUsername = method === 'password' && !server.usernameIsEmail;
  const emailLabel = byUsername ? 'Username' : 'Email';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '')
      return onError(byUsername ? 'Enter your username.' : 'Enter your email address.');
    if (secret === '') return onError(`Enter your ${secretLabel === 'Password' ? 'password' : 'API key'}.`);
    onError(null);
    signIn.mutate();
  }

  function switchMethod() {
    setMethod(method === 'password' ? 'apiKey' : 'password');
    setSecret('');
    onError(null);
  }

  return (
    <form className="sign-in-form" onSubmit={submit} noValidate aria-busy={signIn.isPending}>
      <label htmlFor={emailId}>{emailLabel}</label>
      <input
        id={emailId}
        type={byUsername ? 'text' : 'email'}
        autoComplete="username"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoFocus
      />
      <label htmlFor={secretId}>{secretLabel}</label>
      <input
        id={secretId}
        type="password"
        autoComplete={method === 'password' ? 'current-password' : 'off'}
        spellCheck={false}
        value={secret}
        onChange={(event) => setSecret(event.target.value)}
      />
      {!server.passwordAuth && (
        <p className="field-hint">This server does not accept passwords here; use an API key.</p>
      )}
      <button type="submit" className="button button-primary" disabled={signIn.isPending}>
        Sign in
      </button>
      {server.passwordAuth && (
        <button type="button" className="link-button" onClick={switchMethod}>
          {method === 'password' ? 'Use an API key instead' : 'Use a password instead'}
        </button>
      )}
    </form>
  );
}
