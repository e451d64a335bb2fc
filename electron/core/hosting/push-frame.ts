// Browser mode's frame for one push (shared/ipc.ts WsServerMessage). Pushes go as JSON text frames,
// except register snapshots (megabytes of JSON on a big realm): those go as binary frames, which a
// browser hands to the page as bytes, where a text frame is first decoded on the page's own thread
// (and, with DevTools attached, copied as text into the protocol). A binary frame is the push without
// its snapshot as one line of JSON, then the snapshot's JSON: main's serialization of the snapshot it
// checked and redacted, never the server's bytes.
import { Buffer } from 'node:buffer';
import type { IpcPush, WsServerMessage } from '../../../shared/ipc';

export interface PushFrame {
  data: string | Uint8Array;
  binary: boolean;
}

export function encodePushFrame(push: IpcPush): PushFrame {
  if (push.type !== 'snapshot') {
    return { data: JSON.stringify({ t: 'push', message: push } satisfies WsServerMessage), binary: false };
  }
  const { snapshot, ...head } = push;
  // JSON.stringify escapes every newline inside strings, so the first newline ends the head. One
  // string, encoded once: the snapshot's JSON is not copied again to be joined to the head.
  const text = `${JSON.stringify({ t: 'push', message: head })}\n${JSON.stringify(snapshot)}`;
  return { data: Buffer.from(text, 'utf8'), binary: true };
}
