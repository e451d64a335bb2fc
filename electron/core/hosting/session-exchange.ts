// POST /session: the page trades the launch URL's single-use token (JSON `{"token": …}`) for a
// session secret (`{"secret": …}`), which it keeps in sessionStorage (renderer/src/bridge/bridge-token.ts).
// A token used once, or never issued, is refused with a message the page shows as it is (in the
// host's language: the page has not said its own yet). The caller
// has already checked Host and Origin (request-guard.ts).
import { defineMessages, type IntlShape } from '@formatjs/intl';
import type { IncomingMessage } from 'node:http';
import type { LaunchAccess } from './launch-access';
import type { MediaAnswer } from './media-route';

/** A token is 43 characters; the JSON around it is a few more. */
const MAX_BODY_BYTES = 1024;

const messages = defineMessages({
  usedLaunchLink: {
    id: 'main.launch.link_used',
    defaultMessage:
      'This launch link was already used, or is not from this run of Threadline. Open Threadline again (press Enter in the terminal running it for a new link).',
  },
});

export async function answerSessionExchange(
  req: IncomingMessage,
  access: LaunchAccess,
  log: (line: string) => void,
  intl: IntlShape,
): Promise<MediaAnswer> {
  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === undefined) return json(413, { error: 'The request is too large.' });
  const secret = access.exchange(tokenIn(body));
  if (secret === undefined) {
    log('refused a launch token that was used before or never issued');
    return json(403, { error: intl.formatMessage(messages.usedLaunchLink) });
  }
  return json(200, { secret });
}

function tokenIn(body: Buffer): unknown {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>).token : undefined;
  } catch {
    return undefined;
  }
}

/** The body, or undefined once it passes `limit` bytes (the rest is not read). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(undefined);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function json(status: number, value: Record<string, string>): MediaAnswer {
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    body: Buffer.from(JSON.stringify(value)),
  };
}
