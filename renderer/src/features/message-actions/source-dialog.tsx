// "View message source": the message's raw Markdown (GET /messages/{id}, apply_markdown=false),
// read-only, with a Copy button. Opened through the dialogs store; focus returns where it was.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { ModalDialog } from '../common/modal-dialog';
import { useMessageDialogs } from './message-dialogs-store';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages({
  title: { id: 'actions.source.title', defaultMessage: 'Message source' },
  loading: { id: 'actions.source.loading', defaultMessage: 'Loading the source…' },
  copy: { id: 'actions.source.copy', defaultMessage: 'Copy source' },
  copied: { id: 'actions.source.copied', defaultMessage: 'Copied to the clipboard.' },
  copyRefused: {
    id: 'actions.source.copy_refused',
    defaultMessage: 'Copying is not allowed here; select the text and press Ctrl+C (⌘C).',
  },
});
const failed = defineMessages<{ failed: { reason: string } }>({
  failed: { id: 'actions.source.failed', defaultMessage: 'Could not load the source: {reason}' },
}).failed;

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
  const intl = useIntl();
  const { api } = useAccount();
  const source = useQuery({
    queryKey: ['message-source', messageId],
    queryFn: () => api('getMessage', { message_id: messageId, apply_markdown: false }),
    // The source changes with every edit: always ask again.
    gcTime: 0,
  });
  return (
    <ModalDialog title={intl.formatMessage(messages.title)} onClose={onClose} className="is-wide">
      {source.isPending ? (
        <p>{intl.formatMessage(messages.loading)}</p>
      ) : source.isError ? (
        <p role="alert">{intl.formatMessage(failed, { reason: errorMessage(source.error, intl) })}</p>
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
  const intl = useIntl();
  const [status, setStatus] = useState<'copied' | 'copyRefused' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('copyRefused');
    }
  }
  return (
    <div className="message-source-actions">
      <button type="button" className="button" onClick={() => void copy()}>
        {intl.formatMessage(messages.copy)}
      </button>
      <span role="status">{status === null ? '' : intl.formatMessage(messages[status])}</span>
    </div>
  );
}
