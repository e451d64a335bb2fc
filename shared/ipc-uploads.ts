// Files across the IPC boundary: an upload the renderer hands main, what the server answered, and
// where a download was saved. Part of the IPC contract (ipc.ts re-exports it).

/** Where file.download put the file (its name may differ from the server's, never clobbering one). */
export interface SavedDownload {
  path: string;
  name: string;
}

/**
 * A file for main to upload as an account (POST /user_uploads). It does not travel as an
 * `invoke` call: Electron's IPC carries the ArrayBuffer as it is, browser mode posts it to
 * UPLOAD_PATH (the bridge's frames are capped at MAX_BRIDGE_FRAME_BYTES).
 */
export interface UploadRequest {
  /** Chosen by the renderer; progress pushes and `upload.cancel` name it. */
  id: string;
  /** The account whose compose box attached it. */
  accountId: string;
  name: string;
  /** The file's MIME type, or '' when unknown. */
  type: string;
  bytes: ArrayBuffer;
}

/** Limits main applies to an UploadRequest before looking at its bytes. */
export const UPLOAD_LIMITS = { name: 1_000, type: 200 } as const;

/** What the server answered: the link to put in the message, `[filename](url)`. */
export interface UploadResult {
  /** As the server gave it: usually relative to the realm (`/user_uploads/…`). */
  url: string;
  filename: string;
}

/**
 * Browser mode: `POST /upload?secret=…&account=…&id=…&name=…&type=…` with the file's bytes as the body, from a
 * page of the host's own origin (Origin and Host checked as for the bridge), refused with 413 when
 * larger than the account's upload limit. The answer is JSON: an IpcResult<UploadResult>.
 */
export const UPLOAD_PATH = '/upload';
