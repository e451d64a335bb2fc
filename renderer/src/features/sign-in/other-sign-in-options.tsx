import { useMutation } from '@tanstack/react-query';
import { useRef, type ChangeEvent } from 'react';
import { callIpc, errorMessage } from '../../bridge/call-api';

// Matches the limit main enforces on signIn.zuliprc.
const MAX_ZULIPRC_BYTES = 64 * 1024;

interface OtherSignInOptionsProps {
  demoAvailable: boolean;
  onError(message: string | null): void;
  onSignedIn(): void;
}

/** Sign in from a zuliprc file, or into the built-in demo organization. */
export function OtherSignInOptions({ demoAvailable, onError, onSignedIn }: OtherSignInOptionsProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const handlers = { onSuccess: onSignedIn, onError: (error: Error) => onError(errorMessage(error)) };
  const zuliprc = useMutation({
    mutationFn: (text: string) => callIpc('signIn.zuliprc', { text }),
    ...handlers,
  });
  const demo = useMutation({ mutationFn: () => callIpc('signIn.demo', {}), ...handlers });

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire another change
    if (file === undefined) return;
    if (file.size > MAX_ZULIPRC_BYTES) return onError('That file is too large to be a zuliprc file.');
    const text = await file.text();
    if (text.trim() === '') return onError('That zuliprc file is empty.');
    onError(null);
    zuliprc.mutate(text);
  }

  return (
    <div className="sign-in-alternatives">
      <p className="divider">
        <span>or</span>
      </p>
      <button
        type="button"
        className="button"
        disabled={zuliprc.isPending}
        onClick={() => fileInput.current?.click()}
      >
        Import zuliprc
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
          Try the demo
        </button>
      )}
    </div>
  );
}
