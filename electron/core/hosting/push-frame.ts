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

/** The frame for bytes sent ahead of main's checks: to the page, a snapshot push like any other. */
export function encodeAheadFrame(ahead: SnapshotAhead): PushFrame {
  return snapshotFrame(
    { type: 'snapshot', accountId: ahead.accountId, generation: ahead.generation },
    ahead.snapshotJson,
  );
}

function snapshotFrame(
  head: Omit<Extract<IpcPush, { type: 'snapshot' }>, 'snapshot'>,
  json: Uint8Array,
): PushFrame {
  // JSON.stringify escapes every newline inside strings, so the first newline ends the head.
  const line = Buffer.from(JSON.stringify({ t: 'push', message: head }), 'utf8');
  return { data: Buffer.concat([line, NEWLINE, json]), binary: true };
}
