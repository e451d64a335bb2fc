// The control API (loopback only, enabled with --control): lets tests act as any user, inject
// faults, expire queues, simulate a restart, set the upload limit, add custom emoji, seed files and
// messages (seed-content.ts) and read the server's truth for one user.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { encodeValue } from '../../shared/api/wire';
import { runOperation, type ApiDeps } from '../http/dispatch';
import { faultSchema } from '../http/faults';
import { readBody } from '../http/request';
import { sendJson } from '../http/respond';
import { FEATURE_LEVEL, ZULIP_VERSION } from '../realm/realm';
import { addRealmEmoji, deactivateRealmEmoji } from '../realm/realm-emoji';
import { seedContent } from './seed-content';
import { buildTruth } from './truth';

const actSchema = z.object({
  user_id: z.number().int(),
  method: z.enum(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']),
  path: z.string().startsWith('/'),
  params: z.record(z.string(), z.unknown()).default({}),
});

const realmEmojiSchema = z.object({
  name: z.string(),
  author_id: z.number().int().nullable().default(null),
  deactivate: z.boolean().default(false),
});

const uploadLimitSchema = z.object({ max_file_upload_size_mib: z.number().int().min(0).max(100_000) });
const expireSchema = z.object({ user_id: z.number().int().optional() });
const rateLimitSchema = z
  .object({ requests: z.number().int().min(1), window_seconds: z.number().positive() })
  .nullable();

export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: ApiDeps,
): Promise<void> {
  const action = `${req.method} ${url.pathname.slice('/__control'.length)}`;
  try {
    switch (action) {
      case 'POST /act':
        return await act(res, deps, actSchema.parse(await readJson(req)));
      case 'POST /realm-emoji': {
        // Custom emoji: added (or deactivated) as an administrator would, with the same event.
        const request = realmEmojiSchema.parse(await readJson(req));
        if (request.deactivate) {
          deactivateRealmEmoji(deps.realm, request.name);
          return sendJson(res, 200, { result: 'success', msg: '' });
        }
        const emoji = addRealmEmoji(deps.realm, request.name, request.author_id);
        return sendJson(res, 200, { result: 'success', msg: '', emoji });
      }
      case 'POST /faults':
        deps.faults.add(faultSchema.parse(await readJson(req)));
        return sendJson(res, 200, { result: 'success', msg: '' });
      case 'DELETE /faults':
        deps.faults.clear();
        return sendJson(res, 200, { result: 'success', msg: '' });
      case 'POST /expire-queues': {
        const { user_id } = expireSchema.parse((await readJson(req)) ?? {});
        return sendJson(res, 200, { result: 'success', msg: '', expired: deps.queues.expire(user_id) });
      }
      case 'POST /restart':
        deps.realm.generation += 1;
        deps.queues.restart({
          type: 'restart',
          zulip_version: ZULIP_VERSION,
          zulip_merge_base: ZULIP_VERSION,
          zulip_feature_level: FEATURE_LEVEL,
          server_generation: deps.realm.generation,
        });
        return sendJson(res, 200, { result: 'success', msg: '' });
      case 'POST /rate-limit': {
        const limit = rateLimitSchema.parse(await readJson(req));
        deps.rateLimiter.configure(
          limit && { requests: limit.requests, windowSeconds: limit.window_seconds },
        );
        return sendJson(res, 200, { result: 'success', msg: '' });
      }
      case 'POST /upload-limit':
        // Reported by the next register, as when a real server's setting changes.
        deps.realm.settings.max_file_upload_size_mib = uploadLimitSchema.parse(
          await readJson(req),
        ).max_file_upload_size_mib;
        return sendJson(res, 200, { result: 'success', msg: '' });
      case 'GET /truth': {
        const userId = Number(url.searchParams.get('user_id'));
        const user = deps.realm.user(userId);
        if (!user)
          return sendJson(res, 400, { result: 'error', code: 'BAD_REQUEST', msg: 'Unknown user_id' });
        return sendJson(res, 200, { result: 'success', msg: '', ...buildTruth(deps.realm, user) });
      }
      default: {
        const seeded = seedContent(
          deps.realm,
          action,
          action.startsWith('POST ') ? await readJson(req) : undefined,
        );
        if (seeded) return sendJson(res, 200, { result: 'success', msg: '', ...seeded });
        return sendJson(res, 404, {
          result: 'error',
          code: 'BAD_REQUEST',
          msg: `Unknown control action ${action}`,
        });
      }
    }
  } catch (error) {
    const msg =
      error instanceof z.ZodError ? `Invalid control request: ${error.issues[0]?.message}` : String(error);
    sendJson(res, 400, { result: 'error', code: 'BAD_REQUEST', msg });
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}

/** Performs an API operation as another user, answering exactly as the API would have. */
async function act(res: ServerResponse, deps: ApiDeps, request: z.infer<typeof actSchema>): Promise<void> {
  const user = deps.realm.user(request.user_id);
  if (!user) return sendJson(res, 400, { result: 'error', code: 'BAD_REQUEST', msg: 'Unknown user_id' });
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.params)) {
    if (value !== undefined) fields[name] = encodeValue(value);
  }
  const outcome = await runOperation(deps, {
    method: request.method,
    path: request.path.replace(/^\/api\/v1/, ''),
    fields,
    user,
    signal: new AbortController().signal,
    cut: () => undefined,
  });
  if (outcome.ok) {
    const body: Record<string, unknown> = { result: 'success', msg: '', ...outcome.body };
    if (outcome.ignored.length) body.ignored_parameters_unsupported = outcome.ignored;
    return sendJson(res, 200, body);
  }
  const { failure } = outcome;
  sendJson(res, failure.status, {
    result: 'error',
    msg: failure.message,
    code: failure.code,
    ...failure.extra,
  });
}
