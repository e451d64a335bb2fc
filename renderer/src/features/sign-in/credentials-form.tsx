// Step two of signing in: an email (or an LDAP user name) with a password, which main trades for an
// API key once, or with an API key.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { ServerProbe } from '../../../../shared/ipc';
import { callIpc, errorMessage } from '../../bridge/call-api';

type Method = 'password' | 'apiKey';

const messages = defineMessages({
  password: { id: 'signin.credentials.password', defaultMessage: 'Password' },
  apiKey: { id: 'signin.credentials.api_key', defaultMessage: 'API key' },
  username: { id: 'signin.credentials.username', defaultMessage: 'Username' },
  email: { id: 'signin.credentials.email', defaultMessage: 'Email' },
  enterUsername: { id: 'signin.credentials.enter_username', defaultMessage: 'Enter your username.' },
  enterEmail: { id: 'signin.credentials.enter_email', defaultMessage: 'Enter your email address.' },
  enterPassword: { id: 'signin.credentials.enter_password', defaultMessage: 'Enter your password.' },
  enterApiKey: { id: 'signin.credentials.enter_api_key', defaultMessage: 'Enter your API key.' },
});

interface CredentialsFormProps {
  server: ServerProbe;
  onError(message: string | null): void;
  onSignedIn(): void;
}

/** Step two: email with a password (exchanged for a key by main) or with an API key. */
export function CredentialsForm({ server, onError, onSignedIn }: CredentialsFormProps) {
  const intl = useIntl();
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
    onError: (error) => onError(errorMessage(error, intl)),
  });
  const secretLabel = intl.formatMessage(method === 'password' ? messages.password : messages.apiKey);
  // LDAP servers may take user names that are not email addresses; an API key goes with the email.
  const byUsername = method === 'password' && !server.usernameIsEmail;
  const emailLabel = intl.formatMessage(byUsername ? messages.username : messages.email);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '')
      return onError(intl.formatMessage(byUsername ? messages.enterUsername : messages.enterEmail));
    if (secret === '')
      return onError(
        intl.formatMessage(method === 'password' ? messages.enterPassword : messages.enterApiKey),
      );
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
        <p className="field-hint">
          <FormattedMessage
            id="signin.credentials.no_passwords"
            defaultMessage="This server does not accept passwords here; use an API key."
          />
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={signIn.isPending}>
        <FormattedMessage id="signin.credentials.submit" defaultMessage="Sign in" />
      </button>
      {server.passwordAuth && (
        <button type="button" className="link-button" onClick={switchMethod}>
          {method === 'password' ? (
            <FormattedMessage id="signin.credentials.use_api_key" defaultMessage="Use an API key instead" />
          ) : (
            <FormattedMessage id="signin.credentials.use_password" defaultMessage="Use a password instead" />
          )}
        </button>
      )}
    </form>
  );
}
