// Downloading a file of the realm through main (bridge/download-file.ts), with its outcome said
// plainly: Electron names where the file was saved and can show it in the folder; browser mode
// hands it to the browser's downloads. Used by the lightbox and by file links in messages.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { downloadFile, showDownloadInFolder } from '../../bridge/download-file';
import { errorMessage } from '../../bridge/call-api';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages({
  downloading: { id: 'links.download.downloading', defaultMessage: 'Downloading…' },
  download: { id: 'links.download.button', defaultMessage: 'Download' },
});
const failed = defineMessages<{ failed: { reason: string } }>({
  failed: { id: 'links.download.failed', defaultMessage: 'Could not download: {reason}' },
}).failed;

export function useFileDownload() {
  const { accountId } = useAccount();
  return useMutation({ mutationFn: (url: string) => downloadFile(url, accountId) });
}

type FileDownload = ReturnType<typeof useFileDownload>;

export function DownloadStatus({ download }: { download: FileDownload }) {
  const intl = useIntl();
  const saved = download.data?.kind === 'saved' ? download.data.path : null;
  if (!download.isPending && !download.isError && saved === null) return null;
  return (
    <span className="download-status" role="status">
      {download.isPending && intl.formatMessage(messages.downloading)}
      {download.isError && intl.formatMessage(failed, { reason: errorMessage(download.error, intl) })}
      {saved !== null && (
        <FormattedMessage
          id="links.download.saved"
          defaultMessage="Saved to {path} <button>Show in folder</button>"
          values={{
            path: saved,
            button: (chunks) => (
              <button type="button" className="link-button" onClick={() => void showDownloadInFolder(saved)}>
                {chunks}
              </button>
            ),
          }}
        />
      )}
    </span>
  );
}

export function DownloadButton({ url }: { url: string }) {
  const intl = useIntl();
  const download = useFileDownload();
  return (
    <>
      <button
        type="button"
        className="button button-small"
        disabled={download.isPending}
        onClick={() => download.mutate(url)}
      >
        {intl.formatMessage(messages.download)}
      </button>
      <DownloadStatus download={download} />
    </>
  );
}

/** Downloads `url` once, when mounted, and says how it went (mount it with a new key for each click). */
export function StartedDownload({ url }: { url: string }) {
  const download = useFileDownload();
  const started = useRef(false);
  const { mutate } = download;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(url);
  }, [mutate, url]);
  return <DownloadStatus download={download} />;
}
