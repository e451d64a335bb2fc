// GET/POST/DELETE /users/me/alert_words over real HTTP: trimming, case-insensitive duplicates and
// removal, the alert_words event to the user only, and bad input changing nothing.
import { describe, expect, it } from 'vitest';
import { addAlertWords, getAlertWords, removeAlertWords } from '../../../shared/api/user-status';
import { parseEvent } from '../../../shared/events/parse';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
const realm = () => get().server.realm;
const stored = (userId: number) => realm().user(userId)?.alert_words;

describe('alert words', () => {
  it('adds trimmed words once each, case-insensitively, and tells only the user', async () => {
    const member = get().account('member');
    const start = (await get().ok(getAlertWords, {}, member)).alert_words;
    const mine = await get().queue(member);
    const theirs = await get().queue(get().account('member2'));
    expect(start.map((w) => w.toLowerCase())).not.toContain('zebra launch');
    const added = await get().ok(
      addAlertWords,
      { alert_words: ['Zebra launch', ' quokka  ', 'zebra LAUNCH', start[0] ?? 'quokka'] },
      member,
    );
    expect(added.alert_words).toEqual([...start, 'Zebra launch', 'quokka']);
    expect((await get().ok(getAlertWords, {}, member)).alert_words).toEqual(added.alert_words);
    const events = await mine.ofType('alert_words');
    expect(events.map((e) => e.alert_words)).toEqual([added.alert_words]);
    expect(parseEvent(events[0]).kind).toBe('alert_words');
    expect(await theirs.drain()).toEqual([]);

    // Adding words already there changes nothing and sends nothing.
    const again = await get().ok(addAlertWords, { alert_words: ['QUOKKA'] }, member);
    expect(again.alert_words).toEqual(added.alert_words);
    expect(await mine.drain()).toEqual([]);
  });

  it('removes words case-insensitively and ignores words it does not have', async () => {
    const member2 = get().account('member2');
    await get().ok(addAlertWords, { alert_words: ['outage', 'Pager'] }, member2);
    const queue = await get().queue(member2);
    const left = await get().ok(removeAlertWords, { alert_words: ['PAGER', 'never-added'] }, member2);
    expect(left.alert_words).toContain('outage');
    expect(left.alert_words).not.toContain('Pager');
    expect((await queue.ofType('alert_words')).map((e) => e.alert_words)).toEqual([left.alert_words]);
    await get().ok(removeAlertWords, { alert_words: ['never-added'] }, member2);
    expect(await queue.drain()).toEqual([]);
  });

  it('rejects empty, too long, missing and malformed words without changing the list', async () => {
    const member = get().account('member');
    const before = [...(stored(member.user_id) ?? [])];
    const long = await get().fails(
      addAlertWords,
      { alert_words: ['fine', 'y'.repeat(101)] },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(long.msg).toContain('100');
    await get().fails(addAlertWords, { alert_words: ['fine', '   '] }, member, 400, 'BAD_REQUEST');
    await get().fails(addAlertWords, {} as never, member, 400, 'REQUEST_VARIABLE_MISSING');
    const response = await fetch(`${get().url}/api/v1/users/me/alert_words`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${member.email}:${member.api_key}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'alert_words=not-json',
    });
    expect(response.status).toBe(400);
    expect(stored(member.user_id)).toEqual(before);
    const exactly100 = await get().ok(addAlertWords, { alert_words: ['z'.repeat(100)] }, member);
    expect(exactly100.alert_words).toContain('z'.repeat(100));
  });
});
