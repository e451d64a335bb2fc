// The Inbox as Zulip's web app arranges it: every conversation with unread messages, direct
// messages first (newest first, muted users' left out), then the channels, pinned ones in their own
// group, the rest under their channel folder when web_inbox_show_channel_folders asks (in folder
// order, "Other channels" last) or in one group; inside a group muted channels sink, then the
// sidebar's order. Channels one is not subscribed to are left out, as web does. Group titles are
// phrases of the catalogue, except a folder's, which is its name.
import { defineMessages } from 'react-intl';
import type { ChannelFolder, Subscription } from '../../../../shared/objects';
import type { ById } from '../../state/by-id-map';
import type { UnreadConversation, UnreadState } from '../../state/unread';
import {
  compareChannels,
  compareFolders,
  compareFoldersById,
  FOLDER_ORDER_LEVEL,
} from '../channels/sidebar-model';
import {
  hasMention,
  latestIdOf,
  matchesWords,
  type ChannelBuilder,
  type InboxChannel,
} from './inbox-channel';
import { type ShownText, phrase } from '../../../../shared/i18n/phrase';

export interface InboxDm {
  key: string;
  userIds: readonly number[];
  names: string;
  count: number;
  mention: boolean;
  latestId: number;
}

export interface InboxGroup {
  /** 'dm', 'pinned', 'folder-<id>' or 'other': also its collapse key. */
  key: string;
  title: ShownText;
  count: number;
  mention: boolean;
  dms: InboxDm[];
  channels: InboxChannel[];
}

export interface InboxSource {
  conversations: UnreadState['conversations'];
  mentions: ReadonlySet<number>;
  subscriptions: ById<Subscription>;
  folders: ById<ChannelFolder>;
  policies: ReadonlyMap<string, number>;
  mutedUsers: Readonly<Record<number, number>>;
  ownUserId: number;
  featureLevel: number;
}

export interface InboxOptions {
  showFolders: boolean;
  /** Lower-cased filter words (one array per filter text, so the channel cache can hold). */
  words: readonly string[];
  /** A participant's display name. */
  nameOf(userId: number): string;
  /** Orders participants' names, as the window's language sorts (an Intl.Collator's compare). */
  compareNames(a: string, b: string): number;
}

const titles = defineMessages({
  dms: { id: 'inbox.group.direct_messages', defaultMessage: 'Direct messages' },
  pinned: { id: 'inbox.group.pinned', defaultMessage: 'Pinned channels' },
  otherChannels: { id: 'inbox.group.other_channels', defaultMessage: 'Other channels' },
  channels: { id: 'inbox.group.channels', defaultMessage: 'Channels' },
});

const DM_GROUP = 'dm';
const PINNED_GROUP = 'pinned';
const OTHER_GROUP = 'other';

/** A direct conversation is left out when everyone else in it is muted. */
function dmShown(conversation: UnreadConversation, source: InboxSource): boolean {
  const others = conversation.userIds.filter((id) => id !== source.ownUserId);
  return others.length === 0 || others.some((id) => !(id in source.mutedUsers));
}

function directMessages(source: InboxSource, options: InboxOptions, dms: UnreadConversation[]): InboxDm[] {
  const rows: InboxDm[] = [];
  for (const conversation of dms) {
    if (conversation.ids.length === 0 || !dmShown(conversation, source)) continue;
    const names = conversation.userIds.map(options.nameOf).sort(options.compareNames).join(', ');
    if (!matchesWords(names, options.words)) continue;
    const { key, userIds, ids } = conversation;
    const mention = hasMention(ids, source.mentions);
    rows.push({ key, userIds, names, count: ids.length, mention, latestId: latestIdOf(ids) });
  }
  return rows.sort((a, b) => b.latestId - a.latestId);
}

function group(key: string, title: ShownText, dms: InboxDm[], channels: InboxChannel[]): InboxGroup {
  const rows: { count: number; mention: boolean }[] = [...dms, ...channels];
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  return { key, title, count, mention: rows.some((row) => row.mention), dms, channels };
}

const byMutedThenSidebar = (a: InboxChannel, b: InboxChannel, compareNames: InboxOptions['compareNames']) =>
  a.muted !== b.muted ? (a.muted ? 1 : -1) : compareChannels(a, b, compareNames);

export function buildInbox(
  source: InboxSource,
  options: InboxOptions,
  channel: ChannelBuilder,
): InboxGroup[] {
  const dmConversations: UnreadConversation[] = [];
  const byChannel = new Map<number, UnreadConversation[]>();
  for (const conversation of source.conversations.values()) {
    if (conversation.streamId === null) dmConversations.push(conversation);
    else {
      const list = byChannel.get(conversation.streamId);
      if (list === undefined) byChannel.set(conversation.streamId, [conversation]);
      else list.push(conversation);
    }
  }
  const { policies, mentions } = source;
  const channels: InboxChannel[] = [];
  for (const [streamId, conversations] of byChannel) {
    const sub = source.subscriptions.get(streamId);
    if (sub === undefined) continue;
    const entry = channel({ sub, conversations, policies, mentions, words: options.words });
    if (entry !== null) channels.push(entry);
  }
  channels.sort((a, b) => byMutedThenSidebar(a, b, options.compareNames));

  const groups: InboxGroup[] = [];
  const dms = directMessages(source, options, dmConversations);
  if (dms.length > 0) groups.push(group(DM_GROUP, phrase(titles.dms), dms, []));
  const pinned = channels.filter((c) => c.pinned);
  if (pinned.length > 0) groups.push(group(PINNED_GROUP, phrase(titles.pinned), [], pinned));
  const rest = channels.filter((c) => !c.pinned);
  const folders = options.showFolders
    ? [...source.folders.values()].filter((f) => f.is_archived !== true)
    : [];
  folders.sort(source.featureLevel >= FOLDER_ORDER_LEVEL ? compareFolders : compareFoldersById);
  const foldered = new Set<InboxChannel>();
  for (const folder of folders) {
    const inFolder = rest.filter((c) => c.folderId === folder.id);
    for (const c of inFolder) foldered.add(c);
    if (inFolder.length > 0) groups.push(group(`folder-${folder.id}`, folder.name, [], inFolder));
  }
  const other = rest.filter((c) => !foldered.has(c));
  if (other.length > 0) {
    const alone = groups.every((g) => g.key === DM_GROUP);
    groups.push(group(OTHER_GROUP, phrase(alone ? titles.channels : titles.otherChannels), [], other));
  }
  return groups;
}

/** The filter box's text as the words every shown row must contain. */
export function filterWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);
}
