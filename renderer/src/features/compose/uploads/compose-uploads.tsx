// What compose shows of its uploads: the Attach files button (with its hidden file picker), a row
// per upload with its name, progress and Cancel (or, after a failure, why and Dismiss), and the
// drop target over the box while files are dragged onto it.
import { useRef } from 'react';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import type { UploadRow } from './upload-controller';
import { describeUploadProblem } from './upload-problem';
import type { ComposeUploads } from './use-compose-uploads';
import '../../../styles/uploads.css';

const messages = defineMessages<{
  readonly attachLabel: NoMessageValues;
  readonly attach: NoMessageValues;
  readonly list: NoMessageValues;
  readonly dismiss: NoMessageValues;
  readonly progress: { readonly name: MessageValue };
  readonly cancelling: NoMessageValues;
  readonly cancelLabel: { readonly name: MessageValue };
  readonly cancel: NoMessageValues;
  readonly drop: NoMessageValues;
}>({
  attachLabel: { id: 'compose.upload.attach_label', defaultMessage: 'Attach files' },
  attach: { id: 'compose.upload.attach', defaultMessage: 'Attach' },
  list: { id: 'compose.upload.list_label', defaultMessage: 'Uploads' },
  dismiss: { id: 'compose.upload.dismiss', defaultMessage: 'Dismiss' },
  progress: { id: 'compose.upload.progress_label', defaultMessage: 'Uploading {name}' },
  cancelling: { id: 'compose.upload.cancelling', defaultMessage: 'Cancelling…' },
  cancelLabel: { id: 'compose.upload.cancel_label', defaultMessage: 'Cancel uploading {name}' },
  cancel: { id: 'compose.upload.cancel', defaultMessage: 'Cancel' },
  drop: { id: 'compose.upload.drop', defaultMessage: 'Drop files to upload them' },
});

export function AttachButton({ uploads }: { uploads: ComposeUploads }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="button compose-attach"
        aria-label={intl.formatMessage(messages.attachLabel)}
        title={intl.formatMessage(messages.attachLabel)}
        onClick={() => input.current?.click()}
      >
        {intl.formatMessage(messages.attach)}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="compose-file-input"
        onChange={(event) => {
          uploads.start([...(event.target.files ?? [])]);
          // The same file can be chosen again.
          event.target.value = '';
        }}
      />
    </>
  );
}

function percent(row: UploadRow): number {
  return row.total > 0 ? Math.min(100, Math.round((row.sent / row.total) * 100)) : 0;
}

export function UploadList({ uploads }: { uploads: ComposeUploads }) {
  const intl = useIntl();
  if (uploads.rows.length === 0) return null;
  return (
    <ul className="compose-uploads" aria-label={intl.formatMessage(messages.list)}>
      {uploads.rows.map((row) => (
        <li key={row.id} className={`compose-upload is-${row.status}`} data-testid="upload-row">
          <span className="compose-upload-name">{row.name}</span>
          {row.status === 'failed' ? (
            <>
              <span className="compose-upload-error" role="alert">
                {row.error === undefined ? '' : describeUploadProblem(intl, row.error)}
              </span>
              <button type="button" className="button" onClick={() => uploads.dismiss(row.id)}>
                {intl.formatMessage(messages.dismiss)}
              </button>
            </>
          ) : (
            <>
              <progress
                max={100}
                value={percent(row)}
                aria-label={intl.formatMessage(messages.progress, { name: row.name })}
              />
              <span className="compose-upload-percent">
                {row.status === 'cancelling'
                  ? intl.formatMessage(messages.cancelling)
                  : intl.formatNumber(percent(row) / 100, { style: 'percent' })}
              </span>
              <button
                type="button"
                className="button"
                aria-label={intl.formatMessage(messages.cancelLabel, { name: row.name })}
                disabled={row.status === 'cancelling'}
                onClick={() => uploads.cancel(row.id)}
              >
                {intl.formatMessage(messages.cancel)}
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export function DropTarget({ uploads }: { uploads: ComposeUploads }) {
  const intl = useIntl();
  if (!uploads.dragging) return null;
  return (
    <div className="compose-drop-target" data-testid="compose-drop-target" aria-hidden="true">
      {intl.formatMessage(messages.drop)}
    </div>
  );
}
