// The Inbox's rows from the store, derived and memoised: each input is a slice the events keep, so
// a new message, a read, a mute or a setting change shows at once, and the channel builder reuses
// every channel the change did not touch.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { useCompareNames } from '../../i18n/name-order';
import { useAppStore } from '../../state/selectors';
import { topicPolicies } from '../../state/user-topics';
import { userName } from '../messages/names';
import { createChannelBuilder } from './inbox-channel';
import { buildInbox, filterWords, type InboxGroup } from './inbox-model';
import { inboxRows, type InboxRow } from './inbox-rows';
import { useInboxUi } from './inbox-ui-store';

export interface InboxData {
  groups: InboxGroup[];
  rows: InboxRow[];
  /** Unread in every shown conversation. */
  total: number;
}

export function useInbox(): InboxData {
  const intl = useIntl();
  const [channelBuilder] = useState(createChannelBuilder);
  const s = useAppStore(
    useShallow((state) => ({
      unread: state.unread,
      subscriptions: state.channels.subscriptions,
      folders: state.channelFolders.byId,
      userTopics: state.userTopics,
      mutedUsers: state.mutedUsers.byId,
      users: state.users,
      ownUserId: state.realm.ownUserId,
      featureLevel: state.realm.featureLevel,
      showFolders: state.userSettings.values.web_inbox_show_channel_folders !== false,
    })),
  );
  const filter = useInboxUi((state) => state.filter);
  const collapsed = useInboxUi((state) => state.collapsed);
  const words = useMemo(() => filterWords(filter), [filter]);
  const mentions = useMemo(() => new Set(s.unread.mentions), [s.unread.mentions]);
  const policies = useMemo(() => topicPolicies(s.userTopics), [s.userTopics]);
  const { users, ownUserId } = s;
  const nameOf = useMemo(() => (id: number) => userName(intl, users, id), [users, intl]);
  const compareNames = useCompareNames();
  const groups = useMemo(
    () =>
      buildInbox(
        {
          conversations: s.unread.conversations,
          mentions,
          subscriptions: s.subscriptions,
          folders: s.folders,
          policies,
          mutedUsers: s.mutedUsers,
          ownUserId: ownUserId ?? -1,
          featureLevel: s.featureLevel,
        },
        { showFolders: s.showFolders, words, nameOf, compareNames },
        channelBuilder,
      ),
    [
      s.unread.conversations,
      mentions,
      s.subscriptions,
      s.folders,
      policies,
      s.mutedUsers,
      ownUserId,
      s.featureLevel,
      s.showFolders,
      words,
      nameOf,
      compareNames,
      channelBuilder,
    ],
  );
  const rows = useMemo(() => inboxRows(groups, collapsed), [groups, collapsed]);
  const total = useMemo(() => groups.reduce((sum, group) => sum + group.count, 0), [groups]);
  return { groups, rows, total };
}
