// POST /user_uploads and GET /user_uploads/…: binary-safe storage, the size limit with the real
// server's error, files served only to signed-in users with their type, and the attachment events.
import { describe, expect, it } from 'vitest';
import { sendMessage } from '../../../shared/api/messages';
import { uploadFile } from '../../../shared/api/uploads';
import { parseEvent } from '../../../shared/events';
import type { SeedAccount } from '../../../server/seed/seed-types';
import { useTestServer } from '../support/test-server';

const get = useTestServer({ maxFileUploadMib: 1 });
const auth = (who: SeedAccount) => `Basic ${Buffer.from(`${who.email}:${who.api_key}`).toString('base64')}`;
/** Every byte value, so a parser that treats the body as text would be caught. */
const BINARY = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));

async function upload(who: SeedAccount | null, parts: { name: string; type: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const part of parts)
    form.append('file', new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
  const response = await fetch(`${get().url}/api/v1/user_uploads`, {
    method: 'POST',
    headers: who ? { authorization: auth(who) } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /user_uploads', () => {
  it('stores the bytes exactly, answers url, uri and filename, and serves them to a signed-in user', async () => {
    const member = get().account('member');
    const { status, body } = await upload(member, [
      { name: 'data file (1).bin', type: 'application/x-thing', bytes: BINARY },
    ]);
    expect(status).toBe(200);
    const parsed = uploadFile.response.parse(body);
    expect(parsed.filename).toBe('data file (1).bin');
    expect(parsed.uri).toBe(parsed.url);
    expect(parsed.url).toMatch(/^\/user_uploads\/2\/[0-9a-f]{2}\/[A-Za-z0-9_-]+\/data-file-1\.bin$/);

    const served = await fetch(get().url + (parsed.url as string), {
      headers: { authorization: auth(get().account('member2')) },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/x-thing');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await served.arrayBuffer()).equals(BINARY)).toBe(true);
  });

  it('serves images inline with their type', async () => {
    const member = get().account('member');
    const { body } = await upload(member, [
      { name: 'dot.png', type: 'image/png', bytes: BINARY.subarray(0, 100) },
    ]);
    const served = await fetch(get().url + (body.url as string), {
      headers: { authorization: auth(member) },
    });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
  });

  it('serves nothing without a valid key', async () => {
    const member = get().account('member');
    const { body } = await upload(member, [
      { name: 'secret.txt', type: 'text/plain', bytes: Buffer.from('hush') },
    ]);
    const anonymous = await fetch(get().url + (body.url as string));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('hush');
    const wrongKey = await fetch(get().url + (body.url as string), {
      headers: { authorization: auth({ ...member, api_key: 'not-the-key' }) },
    });
    expect(wrongKey.status).toBe(401);
    const missing = await fetch(`${get().url}/user_uploads/2/00/nothing/here.txt`, {
      headers: { authorization: auth(member) },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses an upload without credentials, without a file, or with two files', async () => {
    const member = get().account('member');
    const file = { name: 'a.txt', type: 'text/plain', bytes: Buffer.from('a') };
    expect((await upload(null, [file])).status).toBe(401);
    expect(await upload(member, [])).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(await upload(member, [file, file])).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  });

  it("refuses a file over max_file_upload_size_mib with the real server's error, which register reports", async () => {
    const member = get().account('member');
    const queue = await get().queue(member);
    expect(queue.snapshot.max_file_upload_size_mib).toBe(1);
    const justOver = Buffer.alloc(1024 * 1024 + 1);
    const msg = "File is larger than this server's configured maximum upload size (1 MiB).";
    expect(await upload(member, [{ name: 'big.bin', type: '', bytes: justOver }])).toMatchObject({
      status: 400,
      body: { result: 'error', code: 'BAD_REQUEST', msg },
    });
    // Far over: refused from its Content-Length, before the body is read.
    expect(
      await upload(member, [{ name: 'huge.bin', type: '', bytes: Buffer.alloc(3 * 1024 * 1024) }]),
    ).toMatchObject({
      status: 413,
      body: { msg },
    });
    expect(
      (await upload(member, [{ name: 'fits.bin', type: '', bytes: Buffer.alloc(1024 * 1024) }])).status,
    ).toBe(200);
    expect(await queue.ofType('attachment', 'add')).toHaveLength(1);
  });

  it('tells the owner of the new attachment, lists it at register, and links it to the message that uses it', async () => {
    const member = get().account('member');
    const queue = await get().queue(member);
    const { body } = await upload(member, [
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('notes') },
    ]);
    const [added] = await queue.ofType('attachment', 'add');
    expect(parseEvent(added).kind).toBe('attachment/add');
    expect(added).toMatchObject({ attachment: { name: 'notes.txt', size: 5, messages: [] } });
    const pathId = (added?.attachment as { path_id: string }).path_id;
    expect(body.url).toBe(`/user_uploads/${pathId}`);
    expect(added?.upload_space_used).toBeGreaterThanOrEqual(5);

    const { id } = await get().ok(
      sendMessage,
      {
        type: 'direct',
        to: [get().account('member2').user_id],
        content: `see [notes.txt](${body.url as string})`,
      },
      member,
    );
    const [updated] = await queue.ofType('attachment', 'update');
    expect(updated).toMatchObject({ attachment: { path_id: pathId, messages: [{ id }] } });
    const later = await get().queue(member);
    const listed = (later.snapshot.attachments as { path_id: string; messages: { id: number }[] }[]).find(
      (a) => a.path_id === pathId,
    );
    expect(listed?.messages).toEqual([expect.objectContaining({ id })]);
  });
});
