// The wire encoding of the spec's conventions 1–2: GET parameters in the query string, the rest as
// form fields; strings travel raw, every other value (booleans, numbers, lists, objects) JSON-encoded.
import type { z } from 'zod';
import { ErrorCode } from './envelope';
import { pathParamNames, type AnyOperation } from './operation';

export const API_PREFIX = '/api/v1';

export function encodeValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface EncodedRequest {
  method: AnyOperation['method'];
  /** Path below the realm URL, with `/api/v1`, path parameters filled in and, for GET, the query string. */
  path: string;
  /** Form body for POST/PATCH/PUT/DELETE; undefined for GET. */
  body: string | undefined;
}

/** Encodes a call of `op`. Values that are undefined are left out. */
export function encodeRequest(op: AnyOperation, params: Record<string, unknown>): EncodedRequest {
  const fields = new URLSearchParams();
  const pathNames = new Set(pathParamNames(op.path));
  let path = op.path;
  for (const name of pathNames) {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.name}: missing path parameter ${name}`);
    path = path.replace(`{${name}}`, encodeURIComponent(encodeValue(value)));
  }
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || pathNames.has(name)) continue;
    fields.append(name, encodeValue(value));
  }
  const encoded = fields.toString();
  if (op.method === 'GET') {
    return { method: op.method, path: API_PREFIX + path + (encoded ? `?${encoded}` : ''), body: undefined };
  }
  return { method: op.method, path: API_PREFIX + path, body: encoded };
}

/** Matches a concrete path (below /api/v1) against an operation's template; returns the raw path values. */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  const names = pathParamNames(template);
  const pattern = new RegExp(
    '^' + template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '([^/]+)') + '$',
  );
  const match = pattern.exec(path);
  if (!match) return undefined;
  const values: Record<string, string> = {};
  names.forEach((name, i) => {
    values[name] = decodeURIComponent(match[i + 1] as string);
  });
  return values;
}

export interface WireError {
  code: string;
  msg: string;
  var_name?: string;
}

export type DecodeResult<T> = { ok: true; params: T; ignored: string[] } | { ok: false; error: WireError };

/**
 * Decodes raw form/query/path strings into an operation's parameters, the way the server does:
 * a field whose schema takes only strings is used raw; any other is JSON-decoded, falling back to the
 * raw string where the schema also accepts one (e.g. `anchor=newest`, `message_retention_days=unlimited`).
 * Names the operation does not declare are reported in `ignored`.
 */
export function decodeParams<O extends AnyOperation>(
  op: O,
  raw: Record<string, string>,
): DecodeResult<z.output<O['params']>> {
  const shape = op.params.shape as Record<string, z.ZodType>;
  const values: Record<string, unknown> = {};
  const ignored: string[] = [];
  for (const [name, text] of Object.entries(raw)) {
    const schema = shape[name];
    if (!schema) {
      ignored.push(name);
      continue;
    }
    const decoded = decodeField(name, text, schema);
    if ('error' in decoded) return { ok: false, error: decoded.error };
    values[name] = decoded.value;
  }
  const parsed = op.params.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? '');
    if (name && values[name] === undefined) {
      return {
        ok: false,
        error: { code: ErrorCode.VariableMissing, msg: `Missing '${name}' argument`, var_name: name },
      };
    }
    return {
      ok: false,
      error: {
        code: ErrorCode.VariableInvalid,
        msg: `Invalid ${name || 'parameters'}: ${issue?.message ?? ''}`.trim(),
        var_name: name,
      },
    };
  }
  return { ok: true, params: parsed.data as z.output<O['params']>, ignored };
}

function decodeField(
  name: string,
  text: string,
  schema: z.ZodType,
): { value: unknown } | { error: WireError } {
  if (acceptsOnlyStrings(schema)) return { value: text };
  try {
    const json: unknown = JSON.parse(text);
    if (schema.safeParse(json).success || !schema.safeParse(text).success) return { value: json };
  } catch {
    if (schema.safeParse(text).success) return { value: text };
    return {
      error: { code: ErrorCode.BadRequest, msg: `Argument "${name}" is not valid JSON.`, var_name: name },
    };
  }
  return { value: text };
}

interface ZodDefLike {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
}

function defOf(schema: z.ZodType): ZodDefLike {
  return (schema as unknown as { _zod: { def: ZodDefLike } })._zod.def;
}

/** True when the schema accepts strings and nothing else, so the wire value is never JSON. */
export function acceptsOnlyStrings(schema: z.ZodType): boolean {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {}).every((v) => typeof v === 'string');
    case 'literal':
      return (def.values ?? []).every((v) => typeof v === 'string');
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return def.innerType ? acceptsOnlyStrings(def.innerType) : false;
    case 'pipe':
      return def.in ? acceptsOnlyStrings(def.in) : false;
    case 'union':
      return (def.options ?? []).every(acceptsOnlyStrings);
    default:
      return false;
  }
}
