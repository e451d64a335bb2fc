// Browser mode's frame for one push (shared/ipc.ts WsServerMessage). Pushes go as JSON text frames,
// except register snapshots (megabytes of JSON on a big realm): those go as binary frames of the same
// JSON in UTF-8, which a browser hands to the page as bytes, where a text frame is first decoded on
// the page's own thread (and, with DevTools attached, copied as text into the protocol). A snapshot
// whose JSON main already holds (session/forwardable-json.ts) is spliced in, not serialized again.
import { Buffer } from 'node:buffer';
import type { IpcPush, WsServerMessage } from '../../../shared/ipc';
import type { PushWire } from '../session';

export interface PushFrame {
  data: string | Uint8Array;
  binary: boolean;
}

export function encodePushFrame(push: IpcPush, wire?: PushWire): PushFrame {
  if (push.type !== 'snapshot') {
    return { data: JSON.stringify({ t: 'push', message: push } satisfies WsServerMessage), binary: false };
  }
  if (!wire) {
    const text = JSON.stringify({ t: 'push', message: push } satisfies WsServerMessage);
    return { data: Buffer.from(text, 'utf8'), binary: true };
  }
  // The same members, in the same order, as JSON.stringify would write for this push. The JSON is
  // one whole value (main parsed it), so nothing in it can reach outside the `snapshot` member.
  const head =
    `{"t":"push","message":{"type":"snapshot","accountId":${JSON.stringify(push.accountId)},` +
    `"generation":${JSON.stringify(push.generation)},"snapshot":`;
  const data = Buffer.concat([Buffer.from(head, 'utf8'), wire.snapshotJson, Buffer.from('}}', 'utf8')]);
  return { data, binary: true };
}
