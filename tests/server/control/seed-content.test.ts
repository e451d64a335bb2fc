// The control API's seeding calls: generated PNGs that decode, uploads served like any other,
// pre-rendered messages fetched as stored, and image topics in real Zulip's HTML shape.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makePng } from '../../../server/control/png';
import type { SeedAccount } from '../../../server/seed/seed-types';
import { useTestServer } from '../support/test-server';

const get = useTestServer({});
const auth = (who: SeedAccount) => `Basic ${Buffer.from(`${who.email}:${who.api_key}`).toString('base64')}`;

async function control(path: string, body: unknown) {
  const response = await fetch(`${get().url}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('makePng', () => {
  it('writes a valid 8-bit RGB image of the size asked, differing by seed', () => {
    const png = makePng(30, 20, 3);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([30, 20, 8, 2]);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe((30 * 3 + 1) * 20);
    expect(makePng(30, 20, 4).equals(png)).toBe(false);
    expect(() => makePng(0, 10)).toThrow(RangeError);
  });
});

describe('control: seeding content', () => {
  it('stores a file that the realm serves to its users', async () => {
    const member = get().account('member');
    const { status, body } = await control('/seed-file', {
      owner_id: member.user_id,
      filename: 'pic.png',
      width: 8,
      height: 8,
    });
    expect(status).toBe(200);
    const served = await fetch(`${get().url}${body.url as string}`, {
      headers: { authorization: auth(member) },
    });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(makePng(8, 8, 0))).toBe(true);
    expect((await fetch(`${get().url}${body.url as string}`)).status).toBe(401);
  });

  it('seeds an image topic whose messages carry their captions and previews', async () => {
    const member = get().account('member');
    const realm = get().server.realm;
    const channel = [...realm.channels.values()].find((c) => c.subscribers.has(member.user_id))!;
    const { body } = await control('/seed-images', {
      sender_id: member.user_id,
      stream_id: channel.stream_id,
      topic: 'pictures',
      messages: 2,
      images_per_message: 3,
      label: 'Shot ',
    });
    const ids = body.ids as number[];
    expect(ids).toHaveLength(2);
    const html = realm.messages.get(ids[1]!)!.rendered_content;
    expect(html.startsWith('<p>Shot 1<br>')).toBe(true);
    expect(
      html.match(
        /<div class="message_inline_image"><a href="\/user_uploads\/[^"]+" title="image-2-\d\.png"><img src="\/user_uploads\/[^"]+"><\/a><\/div>/g,
      ),
    ).toHaveLength(3);
    expect(
      (
        await control('/seed-images', {
          sender_id: member.user_id,
          stream_id: 999_999,
          topic: 't',
          messages: 1,
          images_per_message: 1,
        })
      ).status,
    ).toBe(400);
  });

  it('stores a pre-rendered message as given, and refuses bad input', async () => {
    const member = get().account('member');
    const channel = [...get().server.realm.channels.values()].find((c) => c.subscribers.has(member.user_id))!;
    const rendered = '<p><a href="/#narrow/channel/1-x">#x</a></p>';
    const { body } = await control('/rendered-message', {
      sender_id: member.user_id,
      stream_id: channel.stream_id,
      topic: 'seeded',
      content: '#**x**',
      rendered_content: rendered,
    });
    expect(get().server.realm.messages.get(body.id as number)?.rendered_content).toBe(rendered);
    expect((await control('/rendered-message', { sender_id: member.user_id })).status).toBe(400);
  });
});
