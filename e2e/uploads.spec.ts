// Issue 16, item 3: files attached by the button, by paste and by drop go to the server through
// main; the link lands in the message as Markdown and the server serves the file. A file over the
// server's limit is refused before it is sent, with the limit named; a server error and a cancel
// leave everything typed in place, and sending waits while an upload runs.
import type { Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import type { RunningServer } from '../server/app';
import type { SeedAccount } from '../server/seed/seed-types';
import { openRoute, otherMember, sharedChannel, signInReady, topicRoute } from './support/compose';
import { control, expect, test } from './support/fixtures';

/** A 2×2 PNG: signature, IHDR, one IDAT (zlib of four RGBA rows), IEND, each chunk with its CRC. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const LINK = /\[([^\]]+)\]\((\/user_uploads\/[^)]+)\)/;

async function openTopic(page: Page, server: RunningServer, me: SeedAccount, name: string) {
  const streamId = await sharedChannel(server, name, me.user_id, otherMember(server, me).user_id);
  await openRoute(page, topicRoute(streamId, 'Files'));
  await expect(page.getByText('Loading messages…')).toHaveCount(0);
  return page.getByRole('textbox', { name: 'Message' });
}

async function attach(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles(file);
}

async function served(server: RunningServer, me: { email: string; api_key: string }, url: string) {
  const authorization = `Basic ${Buffer.from(`${me.email}:${me.api_key}`).toString('base64')}`;
  const response = await fetch(server.url + url, { headers: { authorization } });
  return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A DataTransfer in the page holding one PNG file built from `bytes`, as a paste or drop carries it. */
function fileTransfer(page: Page, name: string, bytes: Buffer) {
  return page.evaluateHandle(
    ({ name, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name, { type: 'image/png' }));
      return transfer;
    },
    { name, data: [...bytes] },
  );
}

test('a PNG attached with the button is linked in the sent message and served by the server', async ({
  page,
  app,
  server,
  me,
}) => {
  await signInReady(page, app, server, me);
  const message = await openTopic(page, server, me, 'uploads-button');
  await message.fill('Here is the diagram: ');
  const png = tinyPng();
  await attach(page, { name: 'diagram.png', mimeType: 'image/png', buffer: png });
  await expect(message).toHaveValue(
    /^Here is the diagram: \[diagram\.png\]\(\/user_uploads\/2\/[0-9a-f]{2}\/[^/]+\/diagram\.png\)$/,
  );
  await expect(page.getByTestId('upload-row')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(message).toHaveValue('');

  await expect
    .poll(() => [...server.realm.messages.values()].some((m) => m.content.includes('diagram.png')))
    .toBe(true);
  const sent = [...server.realm.messages.values()].find((m) => m.content.includes('diagram.png'));
  const url = LINK.exec(sent?.content ?? '')?.[2] as string;
  expect(await served(server, me, url)).toEqual({ type: 'image/png', bytes: png });
  // How the link renders is the Markdown renderer's business; the message shows it.
  await expect(page.getByRole('article').filter({ hasText: 'Here is the diagram' })).toContainText(
    'diagram.png',
  );
});

test('a pasted image and a dropped one are uploaded and linked where the cursor was', async ({
  page,
  app,
  server,
  me,
}) => {
  await signInReady(page, app, server, me);
  const message = await openTopic(page, server, me, 'uploads-paste');
  await message.fill('Pasted: ');
  const png = tinyPng();
  const pasted = await fileTransfer(page, 'image.png', png);
  await message.evaluate(
    (element, clipboardData) =>
      element.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData })),
    pasted,
  );
  await expect(message).toHaveValue(/^Pasted: \[image\.png\]\(\/user_uploads\/[^)]+\/image\.png\)$/);

  await message.press('End');
  await message.pressSequentially(' Dropped: ');
  const compose = page.getByRole('form', { name: 'Compose' });
  const dropped = await fileTransfer(page, 'dropped.png', png);
  await compose.dispatchEvent('dragenter', { dataTransfer: dropped });
  await compose.dispatchEvent('dragover', { dataTransfer: dropped });
  await expect(page.getByTestId('compose-drop-target')).toHaveText('Drop files to upload them');
  await compose.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(message).toHaveValue(/Dropped: \[dropped\.png\]\(\/user_uploads\/[^)]+\/dropped\.png\)$/);
  await expect(page.getByTestId('compose-drop-target')).toHaveCount(0);
  const droppedUrl = LINK.exec((await message.inputValue()).split('Dropped: ')[1] ?? '')?.[2] as string;
  expect((await served(server, me, droppedUrl)).bytes).toEqual(png);
});

test.describe('with a 1 MiB upload limit', () => {
  test.use({ serverOptions: { maxFileUploadMib: 1 } });

  test('a file over the limit is refused before sending, the limit named and the text kept', async ({
    page,
    app,
    server,
    me,
  }) => {
    // The demo seed holds uploads of its own; none may be added here.
    const seededUploads = server.realm.uploads.size;
    await signInReady(page, app, server, me);
    const message = await openTopic(page, server, me, 'uploads-limit');
    await message.fill('Words I typed');
    await attach(page, {
      name: 'huge.bin',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(1.5 * 1024 * 1024, 7),
    });
    const row = page.getByTestId('upload-row');
    await expect(row.getByRole('alert')).toHaveText(
      'huge.bin is 1.5 MB; this server accepts files up to 1 MB.',
    );
    await expect(message).toHaveValue('Words I typed');
    expect(server.realm.uploads.size).toBe(seededUploads);
    await row.getByRole('button', { name: 'Dismiss' }).click();
    await expect(row).toHaveCount(0);
  });
});

test('a server error or a dropped connection says why and keeps the text; a cancel removes only the placeholder; sending waits meanwhile', async ({
  page,
  app,
  server,
  me,
}) => {
  // The demo seed holds uploads of its own; none may be added here.
  const seededUploads = server.realm.uploads.size;
  await signInReady(page, app, server, me);
  const message = await openTopic(page, server, me, 'uploads-errors');
  await message.fill('Keep me');
  await control(server, '/faults', { path_prefix: '/user_uploads', kind: 'status', status: 500, count: 1 });
  await attach(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(page.getByTestId('upload-row').getByRole('alert')).toContainText(
    'Could not upload notes.txt. The server is having trouble (HTTP 500',
  );
  await expect(message).toHaveValue('Keep me');
  await page.getByRole('button', { name: 'Dismiss' }).click();

  await control(server, '/faults', { path_prefix: '/user_uploads', kind: 'drop', count: 1 });
  await attach(page, { name: 'lost.txt', mimeType: 'text/plain', buffer: Buffer.from('lost') });
  await expect(page.getByTestId('upload-row').getByRole('alert')).toContainText(
    'Could not upload lost.txt: the connection to the server was lost',
  );
  await expect(message).toHaveValue('Keep me');
  await page.getByRole('button', { name: 'Dismiss' }).click();

  await control(server, '/faults', {
    path_prefix: '/user_uploads',
    kind: 'delay',
    delay_ms: 20_000,
    count: 1,
  });
  await attach(page, { name: 'slow.txt', mimeType: 'text/plain', buffer: Buffer.from('slow') });
  await expect(message).toHaveValue('Keep me[Uploading slow.txt…]()');
  await expect(page.getByRole('progressbar', { name: 'Uploading slow.txt' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await message.press('ControlOrMeta+Enter');
  await expect(page.locator('.compose-problem')).toContainText(
    'Wait for the upload to finish, or cancel it.',
  );
  await page.getByRole('button', { name: 'Cancel uploading slow.txt' }).click();
  await expect(page.getByTestId('upload-row')).toHaveCount(0);
  await expect(message).toHaveValue('Keep me');
  await expect(send).toBeEnabled();
  expect(server.realm.uploads.size).toBe(seededUploads);
});
