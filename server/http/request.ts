// Reading what a request carries: its form/query fields and its Basic credentials.
import type { IncomingMessage } from 'node:http';
import { ApiFailure } from './failure';

const MAX_BODY_BYTES = 8 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new ApiFailure(413, 'BAD_REQUEST', 'Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Query-string fields, then (for non-GET requests) form fields, which win on a clash. */
export async function readFields(req: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of url.searchParams) fields[name] = value;
  if (req.method === 'GET' || req.method === 'HEAD') return fields;
  const body = await readBody(req);
  if (body === '') return fields;
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type && type !== 'application/x-www-form-urlencoded') {
    throw new ApiFailure(400, 'BAD_REQUEST', `Unsupported content type: ${type}`);
  }
  for (const [name, value] of new URLSearchParams(body)) fields[name] = value;
  return fields;
}

export interface BasicCredentials {
  email: string;
  apiKey: string;
}

/** undefined when no Authorization header; throws when one is present but not Basic or malformed. */
export function basicCredentials(req: IncomingMessage): BasicCredentials | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) throw new ApiFailure(401, 'INVALID_API_KEY', 'Malformed API key');
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new ApiFailure(401, 'INVALID_API_KEY', 'Malformed API key');
  return { email: decoded.slice(0, colon), apiKey: decoded.slice(colon + 1) };
}
