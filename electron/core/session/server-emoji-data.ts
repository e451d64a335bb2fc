// The server's own Unicode emoji names: register's `server_emoji_data_url` (Zulip feature level 140+)
// names a public static JSON file, `{"code_to_names": {"1f600": ["grinning", …]}}`, canonical name
// first. Real servers refuse a reaction whose name they do not know, so the picker and the `:`
// typeahead use these names when the server publishes them. Main fetches the file only from the
// active realm's origin, without credentials, capped in size and time, checks it, and keeps one
// answer per URL (the URL carries a content hash on real servers) for the session's lifetime.
import { z } from 'zod';
import type { IpcError, ServerEmojiData } from '../../../shared/ipc';
import { IpcFailure } from './ipc-failure';

/** Zulip's file is about 100 kB; anything past this is not that file. */
export const SERVER_EMOJI_DATA_MAX_BYTES = 1024 * 1024;
export const SERVER_EMOJI_DATA_TIMEOUT_MS = 15_000;

const emojiDataSchema = z.object({
  code_to_names: z.record(
    z.string().regex(/^[0-9a-f]{1,6}(-[0-9a-f]{1,6})*$/, 'an emoji code is lower-case hex code points'),
    z.array(z.string().min(1).max(100)).min(1),
  ),
});

export interface ServerEmojiDataDeps {
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface ServerEmojiDataSource {
  /** Null when the server publishes no URL; rejects with an IpcFailure saying what went wrong. */
  load(realmUrl: string, dataUrl: string | undefined): Promise<ServerEmojiData | null>;
}

const failed = (kind: IpcError['kind'], message: string) =>
  new IpcFailure({ kind, message: `The server's emoji names could not be used: ${message}` });

export function createServerEmojiData(deps: ServerEmojiDataDeps = {}): ServerEmojiDataSource {
  const doFetch = deps.fetch ?? fetch;
  const maxBytes = deps.maxBytes ?? SERVER_EMOJI_DATA_MAX_BYTES;
  const cache = new Map<string, Promise<ServerEmojiData>>();

  async function download(url: URL): Promise<ServerEmojiData> {
    let response: Response;
    try {
      response = await doFetch(url, {
        credentials: 'omit',
        redirect: 'error',
        signal: AbortSignal.timeout(deps.timeoutMs ?? SERVER_EMOJI_DATA_TIMEOUT_MS),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw timedOut
        ? failed('timeout', 'the server took too long')
        : failed('network', 'the server could not be reached');
    }
    if (!response.ok) throw failed('http', `the server answered HTTP ${response.status}`);
    const text = await readCapped(response, maxBytes);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw failed('malformed', 'the file is not JSON');
    }
    const parsed = emojiDataSchema.safeParse(json);
    if (!parsed.success)
      throw failed('malformed', `the file is not an emoji list (${parsed.error.issues[0]?.message})`);
    return { codeToNames: parsed.data.code_to_names };
  }

  return {
    load(realmUrl, dataUrl) {
      if (dataUrl === undefined || dataUrl === '') return Promise.resolve(null);
      let url: URL;
      try {
        // Real servers give an absolute URL; a relative one is read against the realm.
        url = new URL(dataUrl, realmUrl);
      } catch {
        return Promise.reject(failed('invalid-request', 'its address is not a URL'));
      }
      if (url.origin !== new URL(realmUrl).origin)
        return Promise.reject(
          failed('invalid-request', `it is not on the organization's own server (${url.origin})`),
        );
      const key = url.href;
      let pending = cache.get(key);
      if (pending === undefined) {
        pending = download(url);
        cache.set(key, pending);
        // A failure is not kept: the next call tries again.
        pending.catch(() => cache.delete(key));
      }
      return pending;
    },
  };
}

/** The body as text, refusing it as soon as it passes `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw failed('malformed', 'the file is too large');
  }
  if (response.body === null) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw failed('malformed', 'the file is too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
