// Reading what a request carries: its form/query fields and its Basic credentials.
import type { IncomingMessage } from 'node:http';
import { ApiFailure } from './failure';

const MAX_BODY_BYTES = 8 * 1024 * 1024;

async function readBodyBytes(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new ApiFailure(413, 'BAD_REQUEST', 'Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export async function readBody(req: IncomingMessage): Promise<string> {
  return (await readBodyBytes(req)).toString('utf8');
}

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

/**
 * Form fields of a urlencoded or multipart body, parsed by the WHATWG Fetch body reader built into
 * Node. As in real Zulip, file parts are uploads rather than parameters, so they are left out.
 */
async function readForm(body: Buffer, contentType: string, type: string): Promise<[string, string][]> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ApiFailure(400, 'BAD_REQUEST', `Malformed ${type} body`);
  }
  const fields: [string, string][] = [];
  for (const [name, value] of form) if (typeof value === 'string') fields.push([name, value]);
  return fields;
}

/**
 * Query-string fields, then (for non-GET requests) body fields, which win on a clash. Like real
 * Zulip, POST, PATCH, PUT and DELETE all take either a urlencoded or a multipart/form-data body.
 */
export async function readFields(req: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of url.searchParams) fields[name] = value;
  if (req.method === 'GET' || req.method === 'HEAD') return fields;
  const body = await readBodyBytes(req);
  if (body.length === 0) return fields;
  const contentType = req.headers['content-type'] ?? FORM;
  const type = contentType.split(';')[0]?.trim().toLowerCase() || FORM;
  if (type !== FORM && type !== MULTIPART) {
    throw new ApiFailure(400, 'BAD_REQUEST', `Unsupported content type: ${type}`);
  }
  for (const [name, value] of await readForm(body, type === FORM ? FORM : contentType, type)) {
    fields[name] = value;
  }
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
