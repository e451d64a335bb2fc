// Request bodies as real Zulip takes them: multipart/form-data (what the official JavaScript bindings
// send for every POST) as well as urlencoded, for POST, PATCH and DELETE, and parameters of PATCH
// and DELETE in the query string. A body the server cannot parse is a 400 with the error envelope.
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../shared/api/envelope';
import { addAlertWords } from '../../../shared/api/user-status';
import { addChannel, subscribeUser } from '../../../server/realm/factory';
import type { SeedAccount } from '../../../server/seed/seed-types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

function auth(who: SeedAccount): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${who.email}:${who.api_key}`).toString('base64')}` };
}

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

async function call(method: string, path: string, who: SeedAccount, init: RequestInit = {}) {
  const headers = { ...auth(who), ...(init.headers as Record<string, string> | undefined) };
  const response = await fetch(`${get().url}/api/v1${path}`, { ...init, method, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A message by `who` in a fresh channel, sent as multipart/form-data, with a file part beside the fields. */
async function sendMultipart(who: SeedAccount, content: string): Promise<number> {
  const realm = get().server.realm;
  const channel = addChannel(realm, { name: `multipart ${realm.messageIds.length}` });
  subscribeUser(realm, who.user_id, channel.stream_id);
  const body = form({ type: 'stream', to: String(channel.stream_id), topic: 'forms', content });
  body.append('attachment', new Blob(['not a parameter']), 'notes.txt');
  const { status, body: answer } = await call('POST', '/messages', who, { body });
  expect(answer).toMatchObject({ result: 'success' });
  expect(status).toBe(200);
  return answer.id as number;
}

const contentOf = (id: number) => get().server.realm.messages.get(id)?.content;

describe('multipart/form-data bodies', () => {
  it('sends a message from a multipart POST, keeping non-ASCII text and leaving file parts out', async () => {
    const me = get().account('member');
    const id = await sendMultipart(me, 'Grüße, 世界 & more');
    expect(contentOf(id)).toBe('Grüße, 世界 & more');
  });

  it('edits a message from a multipart PATCH', async () => {
    const me = get().account('member');
    const id = await sendMultipart(me, 'before');
    const { body } = await call('PATCH', `/messages/${id}`, me, { body: form({ content: 'after' }) });
    expect(body).toMatchObject({ result: 'success' });
    expect(contentOf(id)).toBe('after');
  });

  it('removes alert words from a multipart DELETE', async () => {
    const me = get().account('member2');
    await get().ok(addAlertWords, { alert_words: ['alpha', 'beta'] }, me);
    const { body } = await call('DELETE', '/users/me/alert_words', me, {
      body: form({ alert_words: '["alpha"]' }),
    });
    expect(body).toMatchObject({ result: 'success', alert_words: ['beta'] });
  });

  it('answers a malformed multipart body with 400 BAD_REQUEST and changes nothing', async () => {
    const me = get().account('member');
    const id = await sendMultipart(me, 'kept');
    for (const contentType of ['multipart/form-data; boundary=XYZ', 'multipart/form-data']) {
      const { status, body } = await call('PATCH', `/messages/${id}`, me, {
        headers: { 'content-type': contentType },
        body: '--XYZ\r\nno headers here\r\n',
      });
      expect(status).toBe(400);
      expect(errorEnvelope.parse(body)).toMatchObject({
        code: 'BAD_REQUEST',
        msg: 'Malformed multipart/form-data body',
      });
    }
    expect(contentOf(id)).toBe('kept');
  });

  it('refuses a multipart body over 8 MiB with 413 before parsing it', async () => {
    const me = get().account('member');
    const id = await sendMultipart(me, 'kept');
    const body = form({ content: 'x'.repeat(8 * 1024 * 1024) });
    const { status, body: answer } = await call('PATCH', `/messages/${id}`, me, { body });
    expect(status).toBe(413);
    expect(answer).toMatchObject({ result: 'error', code: 'BAD_REQUEST', msg: 'Request body too large' });
    expect(contentOf(id)).toBe('kept');
  });
});

describe('parameters in the query string', () => {
  it('edits a message from a PATCH with its parameters in the query string', async () => {
    const me = get().account('member');
    const id = await sendMultipart(me, 'before');
    const { body } = await call('PATCH', `/messages/${id}?content=${encodeURIComponent('via query ✓')}`, me);
    expect(body).toMatchObject({ result: 'success' });
    expect(contentOf(id)).toBe('via query ✓');
  });

  it('removes alert words from a DELETE with its parameters in the query string', async () => {
    const me = get().account('owner');
    await get().ok(addAlertWords, { alert_words: ['gamma', 'delta'] }, me);
    const query = new URLSearchParams({ alert_words: '["GAMMA"]' });
    const { body } = await call('DELETE', `/users/me/alert_words?${query}`, me);
    expect(body).toMatchObject({ result: 'success', alert_words: ['delta'] });
  });

  it('lets a body field win over the same field in the query string', async () => {
    const me = get().account('member');
    const id = await sendMultipart(me, 'before');
    await call('PATCH', `/messages/${id}?content=query`, me, { body: form({ content: 'body' }) });
    expect(contentOf(id)).toBe('body');
  });
});
