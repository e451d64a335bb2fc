// Reads a response body without ever holding more than `maxBytes` of it: a hostile or broken server
// must not be able to make main buffer an unbounded answer.
import { ApiError } from './errors';

/** The body's bytes as they came (the client decodes them). */
export async function readBodyBytesCapped(
  res: Response,
  maxBytes: number,
  operation: string,
): Promise<Uint8Array> {
  const tooLarge = () =>
    new ApiError(
      // eslint-disable-next-line no-restricted-syntax -- a technical detail, said in brackets after translated words
      { kind: 'malformed', description: `response larger than ${maxBytes} bytes`, status: res.status },
      operation,
    );
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!res.body) return new Uint8Array(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return concat(chunks, total);
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
