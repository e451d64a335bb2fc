// "View message source": the message's raw Markdown (GET /messages/{id}, apply_markdown=false),
// read-only, with a Copy button. Opened through the dialogs store; focus returns where it was.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../bridge/call-api';
import { ModalDialog } from '../common/modal-dialog';
import { useMessageDialogs } from './message-dialogs-store';
import { useAccount } from '../../state/account-scope';

export function SourceDialog() {
  const dialog = useMessageDialogs((s) => (s.dialog?.kind === 'source' ? s.dialog : null));
  if (dialog === null) return null;
  const close = () => {
    useMessageDialogs.getState().closeDialog();
    // The page stays inert until the modal dialog has closed, on the next render.
    requestAnimationFrame(() => dialog.returnFocus?.focus());
  };
  return <SourceBody messageId={dialog.messageId} onClose={close} />;
}

function SourceBody({ messageId, onClose }: { messageId: number; onClose(): void }) {
  const { api } = useAccount();
  const source = useQuery({
    queryKey: ['message-source', messageId],
    queryFn: () => api('getMessage', { message_id: messageId, apply_markdown: false }),
    // The source changes with every edit: always ask again.
    gcTime: 0,
  });
  return (
    <ModalDialog title="Message source" onClose={onClose} className="is-wide">
      {source.isPending ? (
        <p>Loading the source…</p>
      ) : source.isError ? (
        <p role="alert">Could not load the source: {errorMessage(source.error)}</p>
      ) : (
        <>
          <pre className="message-source" data-testid="message-source" tabIndex={0}>
            {source.data.message.content}
          </pre>
          <SourceCopy text={source.data.message.content} />
        </>
      )}
    </ModalDialog>
  );
}

function SourceCopy({ text }: { text: string }) {
  const [status, setStatus] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('Copied to the clipboard.');
    } catch {
      setStatus('Copying is not allowed here; select the text and press Ctrl+C (⌘C).');
    }
  }
  return (
    <div className="message-source-actions">
      <button type="button" className="button" onClick={() => void copy()}>
        Copy source
      </button>
      <span role="status">{status}</span>
    </div>
  );
}
