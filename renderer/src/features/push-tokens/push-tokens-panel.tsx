// Advanced: remove a mobile push registration token (DELETE /users/me/android_gcm_reg_id), for
// example one a phone left behind. The server's answer, refusal included, is shown as it comes.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import '../../styles/push-tokens.css';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages({
  heading: { id: 'push.tokens.heading', defaultMessage: 'Mobile push registration' },
  token: { id: 'push.tokens.token', defaultMessage: 'Push token' },
  remove: { id: 'push.tokens.remove', defaultMessage: 'Remove token' },
  removed: { id: 'push.tokens.removed', defaultMessage: 'The token was removed.' },
});

export function PushTokensPanel() {
  const intl = useIntl();
  const { api } = useAccount();
  const headingId = useId();
  const tokenId = useId();
  const [token, setToken] = useState('');
  const remove = useMutation({
    // The token is sent exactly as typed: judging it (empty, too long, unknown) is the server's job.
    mutationFn: (value: string) => api('removePushToken', { token: value }),
    onSuccess: () => setToken(''),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    remove.mutate(token);
  }

  return (
    <section className="push-tokens-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(messages.heading)}</h2>
      <p className="field-hint">
        <FormattedMessage
          id="push.tokens.explanation"
          defaultMessage="Remove a push notification token a mobile device registered for your account, so that device stops getting notifications."
        />
      </p>
      <form className="push-token-form" onSubmit={submit} noValidate>
        <label htmlFor={tokenId}>{intl.formatMessage(messages.token)}</label>
        <input
          id={tokenId}
          value={token}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setToken(event.target.value)}
        />
        <button type="submit" className="button" disabled={remove.isPending}>
          {intl.formatMessage(messages.remove)}
        </button>
      </form>
      {remove.isError && (
        <p role="alert" className="notice notice-error">
          {errorMessage(remove.error, intl)}
        </p>
      )}
      <p role="status" className="push-token-status">
        {remove.isSuccess ? intl.formatMessage(messages.removed) : ''}
      </p>
    </section>
  );
}
