// PATCH /settings over real HTTP for the caller's own settings: a round trip for each kind of value,
// unchanged values reported as ignored, invalid requests changing nothing, and the drafts switch.
import { describe, expect, it } from 'vitest';
import { createDrafts } from '../../../shared/api/drafts';
import { updateSettings } from '../../../shared/api/settings';
import { parseEvent } from '../../../shared/events/parse';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
const realm = () => get().server.realm;

function record(userId: number) {
  const user = realm().user(userId);
  if (!user) throw new Error(`no user ${userId}`);
  return user;
}

describe('updateSettings: own settings', () => {
  it('stores each kind of value and echoes every change to the user only', async () => {
    const member = get().account('member');
    const mine = await get().queue(member);
    const theirs = await get().queue(get().account('member2'));
    await get().ok(
      updateSettings,
      {
        twenty_four_hour_time: !record(member.user_id).settings.twenty_four_hour_time,
        color_scheme: 2,
        web_home_view: 'recent',
        emojiset: 'text',
        web_font_size_px: 18,
        default_language: 'de',
      },
      member,
    );
    const events = await mine.ofType('user_settings', 'update');
    const byProperty = Object.fromEntries(events.map((e) => [e.property, e]));
    expect(Object.keys(byProperty).sort()).toEqual([
      'color_scheme',
      'default_language',
      'emojiset',
      'twenty_four_hour_time',
      'web_font_size_px',
      'web_home_view',
    ]);
    expect(byProperty.color_scheme?.value).toBe(2);
    expect(byProperty.web_home_view?.value).toBe('recent_topics');
    expect(byProperty.default_language).toMatchObject({ value: 'de', language_name: 'Deutsch' });
    expect(byProperty.emojiset?.language_name).toBeUndefined();
    expect(events.every((e) => parseEvent(e).kind === 'user_settings/update')).toBe(true);
    expect(await theirs.ofType('user_settings')).toEqual([]);

    const snapshot = (await get().queue(member)).snapshot.user_settings as Record<string, unknown>;
    expect(snapshot).toMatchObject({
      color_scheme: 2,
      web_home_view: 'recent_topics',
      emojiset: 'text',
      default_language: 'de',
    });
    expect(record(member.user_id).settings_edited).toBe(true);
  });

  it('changes the time zone on the profile too, telling everyone', async () => {
    const member = get().account('member');
    const other = await get().queue(get().account('guest'));
    await get().ok(updateSettings, { timezone: 'Pacific/Auckland' }, member);
    expect(record(member.user_id).timezone).toBe('Pacific/Auckland');
    const person = (await other.ofType('realm_user', 'update'))[0]?.person;
    expect(person).toEqual({ user_id: member.user_id, email: member.email, timezone: 'Pacific/Auckland' });
    await get().fails(updateSettings, { timezone: 'Mars/Olympus_Mons' }, member, 400, 'BAD_REQUEST');
    expect(record(member.user_id).timezone).toBe('Pacific/Auckland');
  });

  it('reports unchanged and unknown parameters as ignored and sends nothing for them', async () => {
    const member = get().account('member');
    const current = record(member.user_id).settings;
    const queue = await get().queue(member);
    const params = {
      color_scheme: current.color_scheme as number,
      enable_sounds: current.enable_sounds as boolean,
      full_name: record(member.user_id).full_name,
      no_such_setting: 'x',
    };
    const result = await get().call(updateSettings, params as never, member);
    expect(result.status).toBe(200);
    expect([...((result.body.ignored_parameters_unsupported as string[]) ?? [])].sort()).toEqual([
      'color_scheme',
      'enable_sounds',
      'full_name',
      'no_such_setting',
    ]);
    expect(await queue.drain()).toEqual([]);
  });

  it('rejects a request with any invalid value and stores none of it', async () => {
    const member = get().account('member');
    const before = { ...record(member.user_id).settings };
    const queue = await get().queue(member);
    const bad = [
      { high_contrast_mode: !before.high_contrast_mode, color_scheme: 9 },
      { high_contrast_mode: !before.high_contrast_mode, default_language: 'xx' },
      { high_contrast_mode: !before.high_contrast_mode, web_font_size_px: 500 },
      { high_contrast_mode: !before.high_contrast_mode, notification_sound: 'kazoo' },
      { high_contrast_mode: !before.high_contrast_mode, full_name: '  ' },
    ];
    for (const params of bad) {
      const error = await get().fails(updateSettings, params, member, 400, 'BAD_REQUEST');
      expect(error.msg.length).toBeGreaterThan(0);
    }
    const raw = await fetch(`${get().url}/api/v1/settings`, {
      method: 'PATCH',
      headers: {
        authorization: `Basic ${Buffer.from(`${member.email}:${member.api_key}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'high_contrast_mode=maybe',
    });
    expect(raw.status).toBe(400);
    expect(record(member.user_id).settings).toEqual(before);
    expect(await queue.drain()).toEqual([]);
  });

  it('renames the caller with a realm_user update', async () => {
    const member2 = get().account('member2');
    const watcher = await get().queue(get().account('owner'));
    await get().ok(updateSettings, { full_name: ' Second Member ' }, member2);
    expect(record(member2.user_id).full_name).toBe('Second Member');
    const events = await watcher.ofType('realm_user', 'update');
    expect(events.map((e) => e.person)).toEqual([{ user_id: member2.user_id, full_name: 'Second Member' }]);
  });

  it('deletes the server drafts when synchronization is turned off, without drafts events', async () => {
    const member2 = get().account('member2');
    await get().ok(
      createDrafts,
      { drafts: [{ type: '', to: [], topic: '', content: 'kept locally' }] },
      member2,
    );
    expect(record(member2.user_id).drafts.size).toBeGreaterThan(0);
    const queue = await get().queue(member2);
    await get().ok(updateSettings, { enable_drafts_synchronization: false }, member2);
    expect(record(member2.user_id).drafts.size).toBe(0);
    const events = await queue.drain();
    expect(events.map((e) => `${e.type}/${String(e.op)}`)).toEqual(['user_settings/update']);
    await get().ok(updateSettings, { enable_drafts_synchronization: true }, member2);
  });
});
