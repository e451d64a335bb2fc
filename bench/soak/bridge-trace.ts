// `--trace FILE`: a line per push the page received over its bridge (kind, generation, event ids,
// kinds and message ids) with the page's arrival time, for finding out where a soak lost an event.
import { appendFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

interface PushFrame {
  t?: string;
  message?: {
    type?: string;
    generation?: number;
    events?: {
      id?: number;
      kind?: string;
      message_id?: number;
      messages?: number[];
      message_ids?: number[];
      message?: { id?: number };
    }[];
    state?: { status?: string };
  };
}

function summarize(text: string): string | undefined {
  let frame: PushFrame;
  try {
    frame = JSON.parse(text) as PushFrame;
  } catch {
    return undefined;
  }
  const push = frame.message;
  if (frame.t !== 'push' || !push) return undefined;
  const events = (push.events ?? []).map((e) =>
    [e.id, e.kind, e.message_id ?? e.message?.id ?? (e.messages ?? e.message_ids)?.join('+')]
      .filter((x) => x !== undefined)
      .join(':'),
  );
  return JSON.stringify({
    at: Date.now(),
    type: push.type,
    generation: push.generation,
    status: push.state?.status,
    events,
  });
}

export function traceBridge(page: Page, file: string): void {
  writeFileSync(file, '');
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      // Snapshot pushes arrive as binary frames whose first line is the push without its snapshot.
      const text =
        typeof payload === 'string' ? payload : payload.subarray(0, payload.indexOf(0x0a)).toString('utf8');
      const line = summarize(text);
      if (line) appendFileSync(file, `${line}\n`);
    });
  });
}

/** The server side of the trace: every event pushed to the member's queues. */
export function traceServer(file: string): (event: Record<string, unknown>, at: number) => void {
  writeFileSync(file, '');
  return (event) => {
    const message = event.message as { id?: number } | undefined;
    const list = (event.messages ?? event.message_ids) as number[] | undefined;
    const ids = event.message_id ?? message?.id ?? list?.join('+');
    appendFileSync(
      file,
      `${JSON.stringify({ at: Date.now(), id: event.id, type: event.type, op: event.op, ids })}\n`,
    );
  };
}
