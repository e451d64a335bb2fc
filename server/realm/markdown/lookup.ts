// What the Markdown renderer needs to know about the organization, injected by the caller: people,
// groups, channels and custom emoji by the names a message uses. Everything is optional so that a
// description or a profile field renders without a realm: an unknown name stays plain text, as on a
// real server. The per-render state (what the message mentions) travels in the render environment.

export interface MentionedUser {
  user_id: number;
  full_name: string;
}

export interface MentionedGroup {
  id: number;
  name: string;
  /** Everyone a non-silent mention of the group notifies. */
  members: readonly number[];
}

export interface LinkedChannel {
  stream_id: number;
  name: string;
}

export interface CustomEmoji {
  name: string;
  source_url: string;
}

export interface MentionLookup {
  /** `Name`, `Name|id` or `|id`: the id, when given, decides. */
  userByName(name: string): MentionedUser | undefined;
  groupByName?(name: string): MentionedGroup | undefined;
  channelByName?(name: string): LinkedChannel | undefined;
  customEmoji?(name: string): CustomEmoji | undefined;
}

/** Who a message notifies: mentioned users (group members included) and wildcard mentions. */
export interface MentionFinds {
  userIds: Set<number>;
  groupIds: Set<number>;
  channelWildcard: boolean;
  topicWildcard: boolean;
}

/** One render's state, carried by markdown-it's `env` through every rule. */
// A type alias, not an interface: markdown-it's Env is an index-signature record.
export type RenderEnv = {
  lookup: MentionLookup | undefined;
  found: MentionFinds;
};

export function newRenderEnv(lookup: MentionLookup | undefined): RenderEnv {
  return {
    lookup,
    found: { userIds: new Set(), groupIds: new Set(), channelWildcard: false, topicWildcard: false },
  };
}

/** markdown-it types `env` loosely; every render here starts from newRenderEnv. */
export function renderEnv(env: unknown): RenderEnv {
  if (typeof env === 'object' && env !== null && 'found' in env && 'lookup' in env) return env as RenderEnv;
  throw new Error('Markdown rendered without a render environment');
}
