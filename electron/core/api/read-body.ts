// Reads a response body as text without ever holding more than `maxBytes` of it: a hostile or broken
// server must not be able to make main buffer an unbounded answer.
import { ApiError } from './errors';

export async function readBodyCapped(res: Response, maxBytes: number, operation: string): Promise<string> {
  const tooLarge = () =>
    new ApiError(
      { kind: 'malformed', description: `response larger than ${maxBytes} bytes`, status: res.status },
      operation,
    );
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!res.body) return '';
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
  return new TextDecoder().decode(concat(chunks, total));
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
