// Where the `zulip://login?…` address of a browser sign-in is pasted. Browser mode cannot be the
// system's handler for zulip:// links, and a desktop app that is not registered for them (a
// development run, some Linux desktops) is not handed them either: the page the server ends on
// shows the address, and main checks it exactly as a handed-over link (refusals are said here).
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { callIpc, errorMessage } from '../../bridge/call-api';

const messages = defineMessages({
  empty: { id: 'signin.paste.empty', defaultMessage: 'Paste the address that starts with zulip://login.' },
});

/** What the address looks like (a URL, not words). */
const PLACEHOLDER = 'zulip://login?…';

interface PasteSignInAddressProps {
  onError(message: string | null): void;
  onSignedIn(): void;
}

export function PasteSignInAddress({ onError, onSignedIn }: PasteSignInAddressProps) {
  const intl = useIntl();
  const inputId = useId();
  const [link, setLink] = useState('');
  const finish = useMutation({
    // The address carries the (encrypted) key: drop the finished mutation at once.
    gcTime: 0,
    mutationFn: (address: string) => callIpc('signIn.browserFinish', { link: address }),
    onSuccess: () => {
      setLink('');
      onSignedIn();
    },
    onError: (error) => onError(errorMessage(error, intl)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (link.trim() === '') return onError(intl.formatMessage(messages.empty));
    onError(null);
    finish.mutate(link.trim());
  }

  return (
    <form className="sign-in-form" onSubmit={submit} noValidate aria-busy={finish.isPending}>
      <label htmlFor={inputId}>
        <FormattedMessage id="signin.paste.label" defaultMessage="Paste the zulip://login… address" />
      </label>
      <input
        id={inputId}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={PLACEHOLDER}
        value={link}
        onChange={(event) => setLink(event.target.value)}
      />
      <button type="submit" className="button button-primary" disabled={finish.isPending}>
        <FormattedMessage id="signin.paste.finish" defaultMessage="Finish signing in" />
      </button>
    </form>
  );
}
