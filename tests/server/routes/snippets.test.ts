// Saved snippets over real HTTP: create, list, edit, delete, their events, and every refusal.
import { describe, expect, it } from 'vitest';
import {
  createSavedSnippet,
  deleteSavedSnippet,
  editSavedSnippet,
  getSavedSnippets,
} from '../../../shared/api/snippets';
import { parseEvent } from '../../../shared/events/parse';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

async function snippetsOf(kind: 'member' | 'member2' = 'member') {
  return (await get().ok(getSavedSnippets, {}, get().account(kind))).saved_snippets;
}

async function newSnippet(title: string, content: string): Promise<number> {
  const data = await get().ok(createSavedSnippet, { title, content }, get().account('member'));
  return data.saved_snippet_id;
}

describe('creating and listing', () => {
  it('stores a snippet, lists it and sends saved_snippets/add to the owner only', async () => {
    const member = get().account('member');
    const mine = await get().queue(member);
    const theirs = await get().queue(get().account('member2'));
    get().server.realm.now = () => 1_750_000_000;
    const { saved_snippet_id: id } = await get().ok(
      createSavedSnippet,
      { title: '  Greeting  ', content: 'Hello **there**' },
      member,
    );
    const expected = { id, title: 'Greeting', content: 'Hello **there**', date_created: 1_750_000_000 };
    expect((await snippetsOf()).find((s) => s.id === id)).toEqual(expected);
    expect((await snippetsOf('member2')).some((s) => s.id === id)).toBe(false);
    const events = await mine.ofType('saved_snippets', 'add');
    expect(events.map((e) => e.saved_snippet)).toEqual([expected]);
    expect(parseEvent(events[0]).kind).not.toBe('unknown');
    expect(await theirs.ofType('saved_snippets')).toEqual([]);
  });

  it('refuses blank titles or contents and over-long titles, storing nothing', async () => {
    const member = get().account('member');
    const before = await snippetsOf();
    const queue = await get().queue(member);
    const cases: Array<[{ title: string; content: string }, string]> = [
      [{ title: '   ', content: 'x' }, 'Title cannot be empty.'],
      [{ title: 'ok', content: ' \n ' }, 'Content cannot be empty.'],
    ];
    for (const [params, msg] of cases) {
      const body = await get().fails(createSavedSnippet, params, member, 400, 'BAD_REQUEST');
      expect(body.msg).toBe(msg);
    }
    await get().fails(
      createSavedSnippet,
      { title: 't'.repeat(61), content: 'x' },
      member,
      400,
      'REQUEST_VARIABLE_INVALID',
    );
    await get().fails(
      createSavedSnippet,
      { title: 'only a title' } as never,
      member,
      400,
      'REQUEST_VARIABLE_MISSING',
    );
    expect(await snippetsOf()).toEqual(before);
    expect(await queue.ofType('saved_snippets')).toEqual([]);
  });

  it('accepts a title of exactly 60 characters', async () => {
    const id = await newSnippet('t'.repeat(60), 'x');
    expect((await snippetsOf()).find((s) => s.id === id)?.title).toBe('t'.repeat(60));
  });
});

describe('editing', () => {
  it('changes only what is given and sends saved_snippets/update', async () => {
    const member = get().account('member');
    const id = await newSnippet('Old title', 'Old content');
    const queue = await get().queue(member);
    await get().ok(editSavedSnippet, { saved_snippet_id: id, title: 'New title' }, member);
    await get().ok(editSavedSnippet, { saved_snippet_id: id, content: 'New content' }, member);
    const stored = (await snippetsOf()).find((s) => s.id === id);
    expect(stored).toMatchObject({ title: 'New title', content: 'New content' });
    const events = await queue.ofType('saved_snippets', 'update');
    expect(events.map((e) => e.saved_snippet)).toEqual([{ ...stored, content: 'Old content' }, stored]);
    expect(parseEvent(events[1]).kind).not.toBe('unknown');
  });

  it('refuses an edit that changes nothing or blanks a field, leaving the snippet alone', async () => {
    const member = get().account('member');
    const id = await newSnippet('Stable', 'Stable content');
    const queue = await get().queue(member);
    const none = await get().fails(editSavedSnippet, { saved_snippet_id: id }, member, 400, 'BAD_REQUEST');
    expect(none.msg).toBe('Either title or content must be provided.');
    const blank = await get().fails(
      editSavedSnippet,
      { saved_snippet_id: id, title: 'ok', content: '' },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(blank.msg).toBe('Content cannot be empty.');
    expect((await snippetsOf()).find((s) => s.id === id)).toMatchObject({
      title: 'Stable',
      content: 'Stable content',
    });
    expect(await queue.ofType('saved_snippets')).toEqual([]);
  });

  it("answers BAD_REQUEST for unknown snippets and other users' snippets", async () => {
    const id = await newSnippet('Mine', 'Mine');
    const attempts = [
      [987654, get().account('member')],
      [id, get().account('member2')],
    ] as const;
    for (const [snippetId, who] of attempts) {
      const body = await get().fails(
        editSavedSnippet,
        { saved_snippet_id: snippetId, title: 'x' },
        who,
        400,
        'BAD_REQUEST',
      );
      expect(body.msg).toBe('Saved snippet does not exist.');
    }
    expect((await snippetsOf()).find((s) => s.id === id)?.title).toBe('Mine');
  });
});

describe('deleting', () => {
  it('removes the snippet and sends saved_snippets/remove', async () => {
    const member = get().account('member');
    const id = await newSnippet('Temporary', 'gone soon');
    const queue = await get().queue(member);
    await get().ok(deleteSavedSnippet, { saved_snippet_id: id }, member);
    expect((await snippetsOf()).some((s) => s.id === id)).toBe(false);
    const events = await queue.ofType('saved_snippets', 'remove');
    expect(events.map((e) => e.saved_snippet_id)).toEqual([id]);
    expect(parseEvent(events[0]).kind).not.toBe('unknown');
    const again = await get().fails(deleteSavedSnippet, { saved_snippet_id: id }, member, 400, 'BAD_REQUEST');
    expect(again.msg).toBe('Saved snippet does not exist.');
  });

  it("cannot delete another user's snippet", async () => {
    const id = await newSnippet('Protected', 'stays');
    const body = await get().fails(
      deleteSavedSnippet,
      { saved_snippet_id: id },
      get().account('member2'),
      400,
      'BAD_REQUEST',
    );
    expect(body.msg).toBe('Saved snippet does not exist.');
    expect((await snippetsOf()).some((s) => s.id === id)).toBe(true);
  });
});
