// The multipart/form-data body of POST /user_uploads, encoded by the platform's own FormData
// encoder (boundary, quoting of the file name), then sent in chunks so progress can be counted.
export interface EncodedBody {
  contentType: string;
  bytes: Uint8Array;
}

export async function encodeUploadBody(file: {
  name: string;
  type: string;
  bytes: Uint8Array;
}): Promise<EncodedBody> {
  const form = new FormData();
  form.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (contentType === null) throw new Error('FormData encoded without a content type');
  return { contentType, bytes: new Uint8Array(await encoded.arrayBuffer()) };
}

/**
 * A stream over `bytes` that yields `chunkSize` at a time, only when the reader asks (no read-ahead),
 * and reports how many bytes it has handed over after each chunk.
 */
export function chunkedStream(
  bytes: Uint8Array,
  onChunk: (sent: number) => void,
  chunkSize = 256 * 1024,
): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= bytes.length) {
          controller.close();
          return;
        }
        const chunk = bytes.subarray(sent, Math.min(bytes.length, sent + chunkSize));
        sent += chunk.length;
        controller.enqueue(chunk);
        onChunk(sent);
      },
    },
    { highWaterMark: 0 },
  );
}
