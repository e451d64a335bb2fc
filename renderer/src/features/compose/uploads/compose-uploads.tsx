// What compose shows of its uploads: the Attach files button (with its hidden file picker), a row
// per upload with its name, progress and Cancel (or, after a failure, why and Dismiss), and the
// drop target over the box while files are dragged onto it.
import { useRef } from 'react';
import type { UploadRow } from './upload-controller';
import type { ComposeUploads } from './use-compose-uploads';
import '../../../styles/uploads.css';

export function AttachButton({ uploads }: { uploads: ComposeUploads }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="button compose-attach"
        aria-label="Attach files"
        title="Attach files"
        onClick={() => input.current?.click()}
      >
        Attach
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
  if (uploads.rows.length === 0) return null;
  return (
    <ul className="compose-uploads" aria-label="Uploads">
      {uploads.rows.map((row) => (
        <li key={row.id} className={`compose-upload is-${row.status}`} data-testid="upload-row">
          <span className="compose-upload-name">{row.name}</span>
          {row.status === 'failed' ? (
            <>
              <span className="compose-upload-error" role="alert">
                {row.error}
              </span>
              <button type="button" className="button" onClick={() => uploads.dismiss(row.id)}>
                Dismiss
              </button>
            </>
          ) : (
            <>
              <progress max={100} value={percent(row)} aria-label={`Uploading ${row.name}`} />
              <span className="compose-upload-percent">
                {row.status === 'cancelling' ? 'Cancelling…' : `${percent(row)}%`}
              </span>
              <button
                type="button"
                className="button"
                aria-label={`Cancel uploading ${row.name}`}
                disabled={row.status === 'cancelling'}
                onClick={() => uploads.cancel(row.id)}
              >
                Cancel
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export function DropTarget({ uploads }: { uploads: ComposeUploads }) {
  if (!uploads.dragging) return null;
  return (
    <div className="compose-drop-target" data-testid="compose-drop-target" aria-hidden="true">
      Drop files to upload them
    </div>
  );
}
