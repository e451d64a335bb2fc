// GET /messages with `search`: words and phrases over the rendered text and the topic, case and word
// forms, match_content / match_subject on every result of a search narrow (and never otherwise), and
// results that follow edits and moves.
import { beforeAll, describe, expect, it } from 'vitest';
import { getMessages, sendMessage, updateMessage, type NarrowTerm } from '../../../shared/api/messages';
import { addChannel, subscribeUser } from '../../../server/realm/factory';
import type { ChannelRecord } from '../../../server/realm/types';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
let channel: ChannelRecord;
const id: Record<string, number> = {};

beforeAll(async () => {
  const member = get().account('member');
  const realm = get().server.realm;
  channel = addChannel(realm, { name: 'axolotl words' });
  subscribeUser(realm, member.user_id, channel.stream_id);
  const post = async (key: string, topic: string, content: string) => {
    id[key] = (
      await get().ok(sendMessage, { type: 'channel', to: channel.stream_id, topic, content }, member)
    ).id;
  };
  await post('plain', 'axolotl care', 'Feeding the Axolotls at noon');
  await post('phrase', 'tank', 'axolotl **water quality** check');
  await post('reversed', 'tank', 'quality of the water for each axolotl');
  await post('link', 'tank', 'axolotl [guide](https://salamander.test/salamander)');
  await post('entity', 'R&D <lab>', 'axolotl R&D "lab" notes');
});

const H = (s: string) => `<span class="highlight">${s}</span>`;

async function search(narrow: NarrowTerm[]) {
  const page = await get().ok(
    getMessages,
    {
      anchor: 'newest',
      num_before: 100,
      num_after: 0,
      narrow: [{ operator: 'channel', operand: channel.stream_id }, ...narrow],
    },
    get().account('member'),
  );
  const byId = new Map(Object.entries(id).map(([key, value]) => [value, key]));
  return { keys: page.messages.flatMap((m) => byId.get(m.id) ?? []), messages: page.messages };
}
const keys = async (operand: string) => (await search([{ operator: 'search', operand }])).keys;

describe('matching', () => {
  it('matches whole words in any case and word form, in the text or the topic', async () => {
    expect(await keys('AXOLOTL')).toEqual(['plain', 'phrase', 'reversed', 'link', 'entity']);
    expect(await keys('feed axolotl')).toEqual(['plain']);
    expect(await keys('care noon')).toEqual(['plain']);
    expect(await keys('axolot')).toEqual([]);
  });

  it('needs a quoted phrase as consecutive words, free words in any order', async () => {
    expect(await keys('"water quality"')).toEqual(['phrase']);
    expect(await keys('water quality')).toEqual(['phrase', 'reversed']);
    expect(await keys('"quality water"')).toEqual([]);
  });

  it('looks at text, not at tags or attribute values', async () => {
    expect(await keys('salamander')).toEqual([]);
    expect(await keys('guide')).toEqual(['link']);
    expect(await keys('strong')).toEqual([]);
    expect(await keys('amp')).toEqual([]);
    expect(await keys('r d lab')).toEqual(['entity']);
  });

  it('ANDs several search terms', async () => {
    const both = await search([
      { operator: 'search', operand: 'axolotl' },
      { operator: 'search', operand: 'noon' },
    ]);
    expect(both.keys).toEqual(['plain']);
  });
});

describe('match_content and match_subject', () => {
  it('come with every result of a search narrow, highlighted', async () => {
    const { messages } = await search([{ operator: 'search', operand: 'axolotl lab' }]);
    for (const m of messages) expect(m).toHaveProperty('match_content');
    const entity = messages.find((m) => m.id === id.entity);
    expect(entity?.match_content).toBe(`<p>${H('axolotl')} R&amp;D &quot;${H('lab')}&quot; notes</p>`);
    expect(entity?.match_subject).toBe(`R&amp;D &lt;${H('lab')}&gt;`);
    const link = (await search([{ operator: 'search', operand: 'axolotl' }])).messages.find(
      (m) => m.id === id.link,
    );
    expect(link?.match_content).toContain('href="https://salamander.test/salamander"');
    expect(link?.match_content?.startsWith(`<p>${H('axolotl')} <a`)).toBe(true);
  });

  it('wrap a phrase, and are absent without a search term', async () => {
    const phrase = await search([{ operator: 'search', operand: '"water quality"' }]);
    expect(phrase.messages[0]?.match_content).toBe(
      `<p>axolotl <strong>${H('water quality')}</strong> check</p>`,
    );
    const plain = await search([{ operator: 'topic', operand: 'tank' }]);
    for (const m of plain.messages) {
      expect(m).not.toHaveProperty('match_content');
      expect(m).not.toHaveProperty('match_subject');
    }
  });
});

describe('after edits and moves', () => {
  it('finds the new words and forgets the old ones', async () => {
    const member = get().account('member');
    expect(await keys('turtle')).toEqual([]);
    await get().ok(
      updateMessage,
      { message_id: id.plain as number, content: 'Feeding the turtles instead' },
      member,
    );
    expect(await keys('turtle')).toEqual(['plain']);
    expect(await keys('noon')).toEqual([]);
    await get().ok(updateMessage, { message_id: id.reversed as number, topic: 'pond' }, member);
    // The move's notice (posted in the new topic by the notification bot) is not one of ours.
    expect(await keys('pond')).toEqual(['reversed']);
    expect(await keys('tank')).toEqual(['phrase', 'link']);
  });
});
