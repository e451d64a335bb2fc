// Reading what a request carries: its form/query fields, its file parts and its Basic credentials.
import type { IncomingMessage } from 'node:http';
import { ApiFailure } from './failure';

const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** How much body a request may have, and the failure for one that has more. */
export interface BodyCap {
  bytes: number;
  tooLarge(): ApiFailure;
}

const DEFAULT_CAP: BodyCap = {
  bytes: MAX_BODY_BYTES,
  tooLarge: () => new ApiFailure(413, 'BAD_REQUEST', 'Request body too large'),
};

async function readBodyBytes(req: IncomingMessage, cap: BodyCap = DEFAULT_CAP): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > cap.bytes) throw cap.tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > cap.bytes) throw cap.tooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export async function readBody(req: IncomingMessage): Promise<string> {
  return (await readBodyBytes(req)).toString('utf8');
}

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

/** A file part of a multipart body, byte for byte. */
export interface FilePart {
  field: string;
  filename: string;
  /** The part's Content-Type, or '' when it named none. */
  type: string;
  bytes: Buffer;
}

export interface RequestContent {
  fields: Record<string, string>;
  /** As in real Zulip, file parts are uploads rather than parameters (only POST /user_uploads reads them). */
  files: FilePart[];
}

/** A urlencoded or multipart body, parsed by the WHATWG Fetch body reader built into Node (binary-safe). */
async function readForm(
  body: Buffer,
  contentType: string,
  type: string,
  into: RequestContent,
): Promise<void> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ApiFailure(400, 'BAD_REQUEST', `Malformed ${type} body`);
  }
  for (const [name, value] of form) {
    if (typeof value === 'string') into.fields[name] = value;
    else {
      const bytes = Buffer.from(await value.arrayBuffer());
      into.files.push({ field: name, filename: value.name, type: value.type, bytes });
    }
  }
}

/**
 * Query-string fields, then (for non-GET requests) body fields, which win on a clash, and file parts.
 * Like real Zulip, POST, PATCH, PUT and DELETE all take either a urlencoded or a multipart body.
 */
export async function readRequest(req: IncomingMessage, url: URL, cap?: BodyCap): Promise<RequestContent> {
  const content: RequestContent = { fields: {}, files: [] };
  for (const [name, value] of url.searchParams) content.fields[name] = value;
  if (req.method === 'GET' || req.method === 'HEAD') return content;
  const body = await readBodyBytes(req, cap);
  if (body.length === 0) return content;
  const contentType = req.headers['content-type'] ?? FORM;
  const type = contentType.split(';')[0]?.trim().toLowerCase() || FORM;
  if (type !== FORM && type !== MULTIPART) {
    throw new ApiFailure(400, 'BAD_REQUEST', `Unsupported content type: ${type}`);
  }
  await readForm(body, type === FORM ? FORM : contentType, type, content);
  return content;
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
