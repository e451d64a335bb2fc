// What the typeahead lists for a trigger, and what each pick inserts. Pure: the hook hands it the
// sources (people index, groups, allowed wildcards, channels, topics, emoji search) already narrowed
// to what the user may see and use. A detail the app writes (not a person's email or a group's own
// description) is a message descriptor, formatted in the user's language where the list is drawn.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Trigger } from './typeahead-trigger';
import { searchPeopleIndex, type PeopleIndex } from './people-index';
import {
  channelLink,
  emojiMarkup,
  groupMention,
  topicLink,
  userMention,
  wildcardMention,
} from './mention-syntax';

export const TYPEAHEAD_LIMIT = 8;

export interface Suggestion {
  /** Unique within one list (for React keys and option ids). */
  key: string;
  kind: 'person' | 'group' | 'wildcard' | 'channel' | 'topic' | 'emoji';
  label: string;
  /** '' for none. */
  detail: string | MessageDescriptor;
  /** The Markdown that replaces the trigger text. */
  insert: string;
  /** Emoji picks: what the list draws. */
  emoji?: { name: string; code: string; kind: string };
}

export interface SuggestionSources {
  people(): PeopleIndex;
  preferredPeople: ReadonlySet<number>;
  ownUserId: number | undefined;
  groups: readonly { id: number; name: string; description: string; mentionable: boolean }[];
  wildcards: readonly string[];
  channels: readonly { id: number; name: string }[];
  topics: readonly string[];
  emoji(query: string, limit: number): { name: string; code: string; kind: string }[];
}

const messages = defineMessages({
  everyone: { id: 'compose.typeahead.notify_everyone', defaultMessage: 'Notify everyone here' },
  channel: { id: 'compose.typeahead.notify_channel', defaultMessage: 'Notify the channel' },
  topic: { id: 'compose.typeahead.notify_topic', defaultMessage: 'Notify the topic' },
  userGroup: { id: 'compose.typeahead.user_group', defaultMessage: 'User group' },
  channelDetail: { id: 'compose.typeahead.channel', defaultMessage: 'Channel' },
});

const WILDCARD_DETAIL: Record<string, MessageDescriptor> = {
  all: messages.everyone,
  everyone: messages.everyone,
  channel: messages.channel,
  stream: messages.channel,
  topic: messages.topic,
};

const matches = (name: string, q: string) =>
  q === '' || name.toLowerCase().startsWith(q) || name.toLowerCase().includes(` ${q}`);

function mentionSuggestions(trigger: Extract<Trigger, { kind: 'mention' }>, src: SuggestionSources) {
  const q = trigger.query.trim().toLowerCase();
  const silent = trigger.silent;
  const wildcards: Suggestion[] = silent
    ? []
    : src.wildcards
        .filter((name) => name.startsWith(q))
        .map((name) => ({
          key: `wildcard-${name}`,
          kind: 'wildcard',
          label: name,
          detail: WILDCARD_DETAIL[name] ?? '',
          insert: wildcardMention(name, false),
        }));
  const index = src.people();
  const people: Suggestion[] = searchPeopleIndex(
    index,
    q,
    src.preferredPeople,
    TYPEAHEAD_LIMIT,
    src.ownUserId,
  ).map((person) => ({
    key: `person-${person.user_id}`,
    kind: 'person',
    label: person.full_name,
    detail: person.email,
    insert: userMention(person.full_name, person.user_id, silent, index.duplicateNames),
  }));
  const groups: Suggestion[] = src.groups
    .filter((group) => (silent || group.mentionable) && matches(group.name, q))
    .slice(0, TYPEAHEAD_LIMIT)
    .map((group) => ({
      key: `group-${group.id}`,
      kind: 'group',
      label: group.name,
      detail: group.description || messages.userGroup,
      insert: groupMention(group.name, silent),
    }));
  return [...wildcards, ...people, ...groups].slice(0, TYPEAHEAD_LIMIT);
}

export function suggestionsFor(trigger: Trigger, src: SuggestionSources): Suggestion[] {
  const q = trigger.query.trim().toLowerCase();
  switch (trigger.kind) {
    case 'mention':
      return mentionSuggestions(trigger, src);
    case 'channel':
      return src.channels
        .filter((channel) => matches(channel.name, q))
        .slice(0, TYPEAHEAD_LIMIT)
        .map((channel) => ({
          key: `channel-${channel.id}`,
          kind: 'channel',
          label: `#${channel.name}`,
          detail: messages.channelDetail,
          insert: channelLink(channel.name),
        }));
    case 'topic':
      return src.topics
        .filter((topic) => topic !== '' && matches(topic, q))
        .slice(0, TYPEAHEAD_LIMIT)
        .map((topic) => ({
          key: `topic-${topic}`,
          kind: 'topic',
          label: topic,
          detail: `#${trigger.channel}`,
          insert: topicLink(trigger.channel, topic),
        }));
    case 'emoji':
      return src.emoji(trigger.query, TYPEAHEAD_LIMIT).map((emoji) => ({
        key: `emoji-${emoji.kind}-${emoji.code}-${emoji.name}`,
        kind: 'emoji',
        label: `:${emoji.name}:`,
        detail: '',
        insert: emojiMarkup(emoji.name),
        emoji,
      }));
  }
}
