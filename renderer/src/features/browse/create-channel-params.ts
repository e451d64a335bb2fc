// The create-channel form as plain data, and its translation into POST /users/me/subscriptions
// parameters. Free of React and of words (problems are catalogue messages): unit-tested as it is.
import type { Operations, ParamsOf } from '../../../../shared/api';
import type { ChannelGroupSetting, GroupSettingValue } from '../../../../shared/objects';
import { problems, type FormProblem } from './create-channel-problems';

export type SubscribeParams = ParamsOf<Operations['subscribe']>;

export type Privacy = 'public' | 'private' | 'web-public';
export type RetentionChoice = 'realm_default' | 'unlimited' | 'days';
export type TopicsPolicyChoice = 'inherit' | 'allow_empty_topic' | 'disable_empty_topic' | 'empty_topic_only';

/** Who holds one channel permission: the server's default, one named group, or chosen people and groups. */
export type GroupChoice =
  | { kind: 'default' }
  | { kind: 'group'; groupId: number }
  | { kind: 'custom'; userIds: number[]; groupIds: number[] };

export interface CreateChannelForm {
  name: string;
  description: string;
  privacy: Privacy;
  announce: boolean;
  isDefault: boolean;
  /** Private channels only: whether new subscribers see earlier messages. */
  historyPublic: boolean;
  retention: RetentionChoice;
  /** The number typed when `retention` is 'days'. */
  retentionDays: string;
  topicsPolicy: TopicsPolicyChoice;
  groups: Partial<Record<ChannelGroupSetting, GroupChoice>>;
  subscribeMe: boolean;
  otherSubscribers: number[];
  /** Sends authorization_errors_fatal=false: refused channels are listed instead of failing the request. */
  continuePastErrors: boolean;
}

export const EMPTY_FORM: CreateChannelForm = {
  name: '',
  description: '',
  privacy: 'public',
  announce: false,
  isDefault: false,
  historyPublic: false,
  retention: 'realm_default',
  retentionDays: '',
  topicsPolicy: 'inherit',
  groups: {},
  subscribeMe: true,
  otherSubscribers: [],
  continuePastErrors: false,
};

export interface ParamsContext {
  featureLevel: number;
  ownUserId: number | null;
  maxNameLength: number;
  maxDescriptionLength: number;
  /** API email of a user, for servers that only take principals as emails. */
  emailOf(userId: number): string | undefined;
}

/** Feature levels the mapping depends on (spec "Versioning"). */
export const FEATURE = {
  principalIds: 9,
  topicsPolicy: 392,
  emptyTopicOnly: 404,
} as const;

export type BuildResult = { ok: true; params: SubscribeParams } | { ok: false; error: FormProblem };

/** Lengths are counted in code points, as the server counts them. */
const length = (text: string) => [...text].length;

export function groupSettingOf(choice: GroupChoice | undefined): GroupSettingValue | undefined {
  if (choice === undefined || choice.kind === 'default') return undefined;
  if (choice.kind === 'group') return choice.groupId;
  return { direct_members: [...choice.userIds], direct_subgroups: [...choice.groupIds] };
}

type Checked<T> = { value: T } | { error: FormProblem };

function retentionOf(form: CreateChannelForm): Checked<SubscribeParams['message_retention_days']> {
  if (form.retention === 'realm_default') return { value: undefined };
  if (form.retention === 'unlimited') return { value: 'unlimited' };
  const text = form.retentionDays.trim();
  const days = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(days) || days < 1) {
    return { error: { message: problems.retentionDays } };
  }
  return { value: days };
}

function principalsOf(form: CreateChannelForm, ctx: ParamsContext): Checked<SubscribeParams['principals']> {
  const me = form.subscribeMe && ctx.ownUserId !== null ? [ctx.ownUserId] : [];
  const ids = [...new Set([...me, ...form.otherSubscribers])];
  if (ids.length === 0) return { error: { message: problems.noSubscriber } };
  // Only yourself is what the server does without principals.
  if (ids.length === 1 && ids[0] === ctx.ownUserId) return { value: undefined };
  if (ctx.featureLevel >= FEATURE.principalIds) return { value: ids };
  const emails: string[] = [];
  for (const id of ids) {
    const email = ctx.emailOf(id);
    if (email === undefined) return { error: { message: problems.unknownPerson } };
    emails.push(email);
  }
  return { value: emails };
}

/** Checks the form and builds the request, or says what to fix. */
export function buildSubscribeParams(form: CreateChannelForm, ctx: ParamsContext): BuildResult {
  const name = form.name.trim();
  if (name === '') return { ok: false, error: { message: problems.noName } };
  if (length(name) > ctx.maxNameLength) {
    return { ok: false, error: { message: problems.nameTooLong, values: { most: ctx.maxNameLength } } };
  }
  const description = form.description.trim();
  if (length(description) > ctx.maxDescriptionLength) {
    return {
      ok: false,
      error: { message: problems.descriptionTooLong, values: { most: ctx.maxDescriptionLength } },
    };
  }
  const retention = retentionOf(form);
  if ('error' in retention) return { ok: false, error: retention.error };
  const principals = principalsOf(form, ctx);
  if ('error' in principals) return { ok: false, error: principals.error };

  const params: SubscribeParams = {
    subscriptions: [description === '' ? { name } : { name, description }],
  };
  if (principals.value !== undefined) params.principals = principals.value;
  if (form.continuePastErrors) params.authorization_errors_fatal = false;
  if (form.announce) params.announce = true;
  if (form.privacy === 'private') {
    params.invite_only = true;
    params.history_public_to_subscribers = form.historyPublic;
  }
  if (form.privacy === 'web-public') params.is_web_public = true;
  if (form.isDefault) params.is_default_stream = true;
  if (retention.value !== undefined) params.message_retention_days = retention.value;
  if (form.topicsPolicy !== 'inherit' && ctx.featureLevel >= topicsPolicyLevel(form.topicsPolicy)) {
    params.topics_policy = form.topicsPolicy;
  }
  for (const [setting, choice] of Object.entries(form.groups) as [ChannelGroupSetting, GroupChoice][]) {
    const value = groupSettingOf(choice);
    if (value !== undefined) params[setting] = value;
  }
  return { ok: true, params };
}

/** The feature level from which a topics_policy value is accepted. */
export function topicsPolicyLevel(policy: TopicsPolicyChoice): number {
  return policy === 'empty_topic_only' ? FEATURE.emptyTopicOnly : FEATURE.topicsPolicy;
}
