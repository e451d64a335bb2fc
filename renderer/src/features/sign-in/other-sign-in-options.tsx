// The other ways in: a zuliprc file (as downloaded from the server's settings), or the demo.
import { useMutation } from '@tanstack/react-query';
import { useRef, type ChangeEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { callIpc, errorMessage } from '../../bridge/call-api';

// Matches the limit main enforces on signIn.zuliprc.
const MAX_ZULIPRC_BYTES = 64 * 1024;

const messages = defineMessages({
  tooLarge: {
    id: 'signin.zuliprc.too_large',
    defaultMessage: 'That file is too large to be a zuliprc file.',
  },
  empty: { id: 'signin.zuliprc.empty', defaultMessage: 'That zuliprc file is empty.' },
});

interface OtherSignInOptionsProps {
  demoAvailable: boolean;
  onError(message: string | null): void;
  onSignedIn(): void;
}

/** Sign in from a zuliprc file, or into the built-in demo organization. */
export function OtherSignInOptions({ demoAvailable, onError, onSignedIn }: OtherSignInOptionsProps) {
  const intl = useIntl();
  const fileInput = useRef<HTMLInputElement>(null);
  const handlers = { onSuccess: onSignedIn, onError: (error: Error) => onError(errorMessage(error, intl)) };
  const zuliprc = useMutation({
    mutationFn: (text: string) => callIpc('signIn.zuliprc', { text }),
    ...handlers,
  });
  const demo = useMutation({ mutationFn: () => callIpc('signIn.demo', {}), ...handlers });

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire another change
    if (file === undefined) return;
    if (file.size > MAX_ZULIPRC_BYTES) return onError(intl.formatMessage(messages.tooLarge));
    const text = await file.text();
    if (text.trim() === '') return onError(intl.formatMessage(messages.empty));
    onError(null);
    zuliprc.mutate(text);
  }

  return (
    <div className="sign-in-alternatives">
      <p className="divider">
        <span>
          <FormattedMessage id="signin.other.or" defaultMessage="or" />
        </span>
      </p>
      <button
        type="button"
        className="button"
        disabled={zuliprc.isPending}
        onClick={() => fileInput.current?.click()}
      >
        <FormattedMessage id="signin.other.import_zuliprc" defaultMessage="Import zuliprc" />
      </button>
      <input ref={fileInput} type="file" hidden onChange={(event) => void readFile(event)} />
      {demoAvailable && (
        <button
          type="button"
          className="button"
          disabled={demo.isPending}
          onClick={() => {
            onError(null);
            demo.mutate();
          }}
        >
          <FormattedMessage id="signin.other.try_demo" defaultMessage="Try the demo" />
        </button>
      )}
    </div>
  );
}
