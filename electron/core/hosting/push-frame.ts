// Browser mode's frame for one push (shared/ipc.ts WsServerMessage). Pushes go as JSON text frames,
// except register snapshots (megabytes of JSON on a big realm): those go as binary frames, which a
// browser hands to the page as bytes, where a text frame is first decoded on the page's own thread
// (and, with DevTools attached, copied as text into the protocol). A binary frame is the push without
// its snapshot as one line of JSON, then the snapshot's JSON: main's own bytes when it holds them
// (session/forwardable-json.ts), which are never spliced into another document.
import { Buffer } from 'node:buffer';
import type { IpcPush, WsServerMessage } from '../../../shared/ipc';
import type { SnapshotAhead } from '../session';

export interface PushFrame {
  data: string | Uint8Array;
  binary: boolean;
}

const NEWLINE = Buffer.from('\n', 'utf8');

export function encodePushFrame(push: IpcPush, snapshotJson?: Uint8Array): PushFrame {
  if (push.type !== 'snapshot') {
    return { data: JSON.stringify({ t: 'push', message: push } satisfies WsServerMessage), binary: false };
  }
  const { snapshot, ...rest } = push;
  return snapshotFrame(rest, snapshotJson ?? Buffer.from(JSON.stringify(snapshot), 'utf8'));
}

/**
 * The start of the frame for a snapshot sent ahead of main's checks: to the page, a snapshot push
 * like any other once the snapshot's bytes follow.
 */
export function aheadFrameHead(ahead: SnapshotAhead): Buffer {
  return headLine({ type: 'snapshot', accountId: ahead.accountId, generation: ahead.generation });
}

/** Ends a frame cut short: no JSON document has a NUL byte in it, so the page's parse fails. */
export const BROKEN_FRAME_END: Uint8Array = Buffer.from([0]);

function snapshotFrame(
  head: Omit<Extract<IpcPush, { type: 'snapshot' }>, 'snapshot'>,
  json: Uint8Array,
): PushFrame {
  return { data: Buffer.concat([headLine(head), json]), binary: true };
}

/** JSON.stringify escapes every newline inside strings, so the first newline ends the head. */
function headLine(head: Omit<Extract<IpcPush, { type: 'snapshot' }>, 'snapshot'>): Buffer {
  return Buffer.concat([Buffer.from(JSON.stringify({ t: 'push', message: head }), 'utf8'), NEWLINE]);
}
