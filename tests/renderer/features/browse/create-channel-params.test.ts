import { describe, expect, it } from 'vitest';
import {
  buildSubscribeParams,
  EMPTY_FORM,
  type CreateChannelForm,
  type ParamsContext,
} from '../../../../renderer/src/features/browse/create-channel-params';
import { testIntl } from '../../../support/intl';

const context = (overrides: Partial<ParamsContext> = {}): ParamsContext => ({
  featureLevel: 470,
  ownUserId: 10,
  maxNameLength: 60,
  maxDescriptionLength: 1024,
  emailOf: (id) => ({ 10: 'ada@example.org', 11: 'alan@example.org' })[id],
  ...overrides,
});
const form = (overrides: Partial<CreateChannelForm>): CreateChannelForm => ({
  ...EMPTY_FORM,
  name: 'design',
  ...overrides,
});
const params = (f: CreateChannelForm, ctx = context()) => {
  const built = buildSubscribeParams(f, ctx);
  if (!built.ok) throw new Error(`expected params, got "${built.error.message.id}"`);
  return built.params;
};
/** What the form says is wrong, as it shows it in `locale` (English unless asked). */
const problem = (f: CreateChannelForm, ctx = context(), locale: 'en' | 'de' | 'es' = 'en') => {
  const built = buildSubscribeParams(f, ctx);
  return built.ok ? null : testIntl(locale).formatMessage(built.error.message, built.error.values);
};

describe('buildSubscribeParams', () => {
  it('sends only the name (trimmed) for a plain public channel of your own', () => {
    expect(params(form({ name: '  design  ' }))).toEqual({ subscriptions: [{ name: 'design' }] });
  });

  it('maps every option of a private channel', () => {
    expect(
      params(
        form({
          description: ' Where we draw ',
          privacy: 'private',
          historyPublic: true,
          announce: true,
          isDefault: true,
          retention: 'days',
          retentionDays: '30',
          topicsPolicy: 'disable_empty_topic',
          continuePastErrors: true,
          groups: {
            can_send_message_group: { kind: 'group', groupId: 7 },
            can_subscribe_group: { kind: 'custom', userIds: [11], groupIds: [8] },
            can_add_subscribers_group: { kind: 'default' },
          },
        }),
      ),
    ).toEqual({
      subscriptions: [{ name: 'design', description: 'Where we draw' }],
      invite_only: true,
      history_public_to_subscribers: true,
      announce: true,
      is_default_stream: true,
      message_retention_days: 30,
      topics_policy: 'disable_empty_topic',
      authorization_errors_fatal: false,
      can_send_message_group: 7,
      can_subscribe_group: { direct_members: [11], direct_subgroups: [8] },
    });
  });

  it('never sends history visibility for public channels, and marks web-public ones', () => {
    const web = params(form({ privacy: 'web-public', historyPublic: false }));
    expect(web).toEqual({ subscriptions: [{ name: 'design' }], is_web_public: true });
    expect(params(form({ privacy: 'public', historyPublic: false }))).not.toHaveProperty(
      'history_public_to_subscribers',
    );
  });

  it('sends retention words for forever and leaves the organization default out', () => {
    expect(params(form({ retention: 'unlimited' })).message_retention_days).toBe('unlimited');
    expect(params(form({ retention: 'realm_default', retentionDays: '5' }))).not.toHaveProperty(
      'message_retention_days',
    );
  });

  it.each(['', '0', '-3', '2.5', 'ten'])('refuses %j as a number of days', (days) => {
    expect(problem(form({ retention: 'days', retentionDays: days }))).toMatch(/number of days/);
  });

  it('subscribes others by user ID, with yourself unless unticked', () => {
    expect(params(form({ otherSubscribers: [11, 12] })).principals).toEqual([10, 11, 12]);
    expect(params(form({ subscribeMe: false, otherSubscribers: [11] })).principals).toEqual([11]);
    expect(problem(form({ subscribeMe: false, otherSubscribers: [] }))).toMatch(/at least one subscriber/);
  });

  it('uses API emails as principals below feature level 9', () => {
    expect(params(form({ otherSubscribers: [11] }), context({ featureLevel: 8 })).principals).toEqual([
      'ada@example.org',
      'alan@example.org',
    ]);
    expect(problem(form({ otherSubscribers: [99] }), context({ featureLevel: 8 }))).toMatch(/unknown/);
  });

  it('leaves topics_policy out where the server does not know it', () => {
    expect(
      params(form({ topicsPolicy: 'allow_empty_topic' }), context({ featureLevel: 391 })),
    ).not.toHaveProperty('topics_policy');
    expect(
      params(form({ topicsPolicy: 'empty_topic_only' }), context({ featureLevel: 403 })),
    ).not.toHaveProperty('topics_policy');
    expect(
      params(form({ topicsPolicy: 'empty_topic_only' }), context({ featureLevel: 404 })).topics_policy,
    ).toBe('empty_topic_only');
    expect(params(form({ topicsPolicy: 'inherit' }))).not.toHaveProperty('topics_policy');
  });

  it('checks the name and description against the server limits, counting code points', () => {
    expect(problem(form({ name: '   ' }))).toMatch(/Enter a channel name/);
    expect(problem(form({ name: 'x'.repeat(61) }))).toMatch(/at most 60/);
    expect(problem(form({ name: '😀'.repeat(60) }))).toBeNull();
    expect(problem(form({ name: 'x'.repeat(1001) }), context({ maxNameLength: 1000 }), 'de')).toBe(
      'Kanalnamen dürfen höchstens 1.000 Zeichen lang sein.',
    );
    expect(problem(form({ name: '' }), context(), 'es')).toBe('Escribe un nombre para el canal.');
    expect(problem(form({ description: 'd'.repeat(11) }), context({ maxDescriptionLength: 10 }))).toMatch(
      /at most 10/,
    );
  });
});
