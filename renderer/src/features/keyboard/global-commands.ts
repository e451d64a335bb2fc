// What the window's keys do that need no selected message: go to a view, focus search or a
// filter, cycle channels, jump to the next unread topic or direct conversation, walk the history,
// start composing, open the help sheet. The store, the router and the focus requests come in
// `deps`, so the commands are plain functions of them; what they say is a phrase of the catalogue.
import { defineMessages } from 'react-intl';
import type { Route } from '../../routing/route';
import { dmKey } from '../../state/conversation-key';
import { topicPolicies } from '../../state/user-topics';
import type { AppStore } from '../../state/store';
import type { CompareNames } from '../../i18n/name-order';
import { buildSidebar } from '../channels/sidebar-model';
import type { Narrow } from '../messages/narrow';
import type { FocusTarget } from './focus-requests';
import type { GlobalCommand } from './key-commands';
import { nextUnreadDm, nextUnreadTopic, type SidebarChannelOrder } from './next-unread';
import { type ShownText, phrase } from '../../../../shared/i18n/phrase';

export interface GlobalDeps {
  state(): AppStore;
  /** The narrow of the open message view, if one is open. */
  narrow(): Narrow | null;
  /** The route shown now. */
  route(): Route;
  navigate(route: Route): void;
  requestFocus(target: FocusTarget): void;
  history: Pick<History, 'back' | 'forward'>;
  /**
   * Opens `route` (if given), runs `prepare` on the page once it shows, then focuses the element
   * matching `selector` as soon as it is there.
   */
  focusIn(route: Route | null, selector: string, prepare?: (root: Document) => void): void;
  toggleHelp(): void;
  notify(text: ShownText): void;
  /** Names in the window language's order, so channel cycling follows the sidebar's order. */
  compareNames: CompareNames;
}

const notices = defineMessages({
  noFollowed: {
    id: 'keyboard.notice.no_unread_followed',
    defaultMessage: 'You have no unread followed topics.',
  },
  noTopics: { id: 'keyboard.notice.no_unread_topics', defaultMessage: 'You have no more unread topics.' },
  noDms: { id: 'keyboard.notice.no_unread_dms', defaultMessage: 'You have no more unread direct messages.' },
});

/** Subscribed channels in the sidebar's order (names sorted as the window's language sorts them). */
export function sidebarOrder(state: AppStore, compareNames: CompareNames): SidebarChannelOrder[] {
  const sections = buildSidebar(state.channels.subscriptions, state.channelFolders.byId, compareNames, {
    featureLevel: state.realm.featureLevel,
  });
  return sections.flatMap((s) => s.channels.map((c) => ({ streamId: c.streamId, muted: c.muted })));
}

function channelOf(narrow: Narrow | null): number | null {
  return narrow?.kind === 'channel' || narrow?.kind === 'topic' ? narrow.streamId : null;
}

function cycleChannel(deps: GlobalDeps, step: 1 | -1): void {
  const current = channelOf(deps.narrow());
  if (current === null) return;
  const order = sidebarOrder(deps.state(), deps.compareNames);
  const at = order.findIndex((c) => c.streamId === current);
  const next = order[(at + step + order.length) % order.length];
  if (at >= 0 && next !== undefined) deps.navigate({ name: 'channel', streamId: next.streamId });
}

/** Where `n` (or Shift+N with `onlyFollowed`) goes from `narrow`, or null with nothing unread. */
export function nextTopicTarget(
  state: AppStore,
  narrow: Narrow | null,
  onlyFollowed: boolean,
  compareNames: CompareNames,
): { streamId: number; topic: string } | null {
  const streamId = channelOf(narrow);
  // Conversations are keyed by topicKey, as policies are: one native map lookup each.
  const policies = topicPolicies(state.userTopics);
  return nextUnreadTopic({
    channels: sidebarOrder(state, compareNames),
    conversations: state.unread.conversations.values(),
    policyOf: (conversation) => policies.get(conversation.key) ?? 0,
    current: streamId === null ? null : { streamId, topic: narrow?.kind === 'topic' ? narrow.topic : null },
    onlyFollowed,
  });
}

function nextTopic(deps: GlobalDeps, onlyFollowed: boolean): void {
  const next = nextTopicTarget(deps.state(), deps.narrow(), onlyFollowed, deps.compareNames);
  if (next !== null) deps.navigate({ name: 'topic', ...next });
  else deps.notify(phrase(onlyFollowed ? notices.noFollowed : notices.noTopics));
}

function nextDm(deps: GlobalDeps): void {
  const state = deps.state();
  const narrow = deps.narrow();
  const ownUserId = state.realm.ownUserId ?? -1;
  const next = nextUnreadDm({
    conversations: state.unread.conversations.values(),
    recentMaxId: (key) => state.recentDms.byKey.get(key)?.maxMessageId,
    isMutedUser: (id) => state.mutedUsers.byId[id] !== undefined,
    currentKey: narrow?.kind === 'dm' ? dmKey(narrow.userIds, ownUserId) : null,
  });
  if (next !== null) deps.navigate({ name: 'dm', userIds: [...next.userIds] });
  else deps.notify(phrase(notices.noDms));
}

const FEED: Route = { name: 'feed' };
/** The compose box's "Channel" / "Direct message" switch, in views that fix neither. */
const kindSwitch = (which: 'first' | 'last') => (root: Document) =>
  root.querySelector<HTMLButtonElement>(`.compose-kind-option[aria-pressed="false"]:${which}-child`)?.click();

function compose(deps: GlobalDeps, kind: 'channel' | 'dm'): void {
  const narrow = deps.narrow();
  const inChannel = channelOf(narrow) !== null;
  if (kind === 'channel') {
    if (inChannel) return deps.focusIn(null, '.compose-topic');
    return deps.focusIn(narrow === null ? FEED : null, '.compose-channel-select', kindSwitch('first'));
  }
  if (narrow?.kind === 'dm') return deps.focusIn(null, '.compose-message');
  // A channel's own compose box writes only to it: a new direct message starts from the feed.
  deps.focusIn(narrow === null || inChannel ? FEED : null, '.recipient-input', kindSwitch('last'));
}

export function runGlobalCommand(command: GlobalCommand, deps: GlobalDeps): void {
  switch (command) {
    case 'search':
      return deps.requestFocus('search');
    case 'filter-channels':
      return deps.requestFocus('channel-filter');
    case 'filter-people':
      deps.navigate({ name: 'people' });
      return deps.requestFocus('people-filter');
    case 'home':
      return deps.navigate({ name: 'home' });
    case 'inbox':
    case 'recent':
    case 'feed':
    case 'starred':
      return deps.navigate({ name: command });
    case 'drafts':
      // A second `d` closes the drafts again, as in the web app.
      return deps.route().name === 'drafts' ? deps.history.back() : deps.navigate({ name: 'drafts' });
    case 'dm-feed':
      return deps.navigate({ name: 'search', terms: [{ operator: 'is', operand: 'dm', negated: false }] });
    case 'channel-previous':
      return cycleChannel(deps, -1);
    case 'channel-next':
      return cycleChannel(deps, 1);
    case 'next-unread-topic':
      return nextTopic(deps, false);
    case 'next-unread-followed-topic':
      return nextTopic(deps, true);
    case 'next-unread-dm':
      return nextDm(deps);
    case 'history-back':
      return deps.history.back();
    case 'history-forward':
      return deps.history.forward();
    case 'compose-channel':
      return compose(deps, 'channel');
    case 'compose-dm':
      return compose(deps, 'dm');
    case 'help':
      return deps.toggleHelp();
  }
}
