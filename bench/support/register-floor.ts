// The floor for signing in: the same POST /register the app's event loop makes (same parameters),
// fetched over HTTP and parsed with JSON.parse in Node, with nothing rendered. Its queue is deleted.
import type { SeedAccount } from '../../server/seed/seed-types';
import { REGISTER_PARAMS } from '../../electron/core/session/register-params';
import { encodeValue } from '../../shared/api/wire';
import { epochNow } from './clock';

export interface RegisterFetch {
  text: string;
  snapshot: Record<string, unknown>;
  fetchMs: number;
  parseMs: number;
}

function authorization(account: SeedAccount): string {
  return `Basic ${Buffer.from(`${account.email}:${account.api_key}`).toString('base64')}`;
}

export async function fetchRegister(serverUrl: string, account: SeedAccount): Promise<RegisterFetch> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(REGISTER_PARAMS)) body.set(name, encodeValue(value));
  const started = epochNow();
  const response = await fetch(`${serverUrl}/api/v1/register`, {
    method: 'POST',
    body,
    headers: { authorization: authorization(account) },
  });
  const text = await response.text();
  const fetched = epochNow();
  const snapshot = JSON.parse(text) as Record<string, unknown>;
  const parsed = epochNow();
  if (!response.ok) throw new Error(`register failed: ${response.status} ${text.slice(0, 200)}`);
  const queueId = snapshot.queue_id;
  if (typeof queueId === 'string') {
    await fetch(`${serverUrl}/api/v1/events?queue_id=${encodeURIComponent(queueId)}`, {
      method: 'DELETE',
      headers: { authorization: authorization(account) },
    });
  }
  return { text, snapshot, fetchMs: fetched - started, parseMs: parsed - fetched };
}
