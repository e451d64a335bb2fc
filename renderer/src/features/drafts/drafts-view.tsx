// Drafts kept on the server (GET /drafts), most recently edited first. Opening one goes to its
// conversation and hands the draft to compose; deleting asks the server. When the user has turned
// draft synchronization off, the server keeps none, and the view says so.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { findChannel, type ChannelsState } from '../../state/channels';
import { useAppStore } from '../../state/selectors';
import { findUser, type UsersState } from '../../state/users';
import '../../styles/drafts.css';
import { emptyTopicMessages } from '../channels/topic-list-model';
import { queryKeys } from '../live-queries/query-keys';
import { DraftRowItem } from './draft-row';
import { draftRows, type DraftNames } from './drafts-model';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages({
  title: { id: 'drafts.title', defaultMessage: 'Drafts' },
  loading: { id: 'drafts.loading', defaultMessage: 'Loading drafts…' },
  empty: { id: 'drafts.empty', defaultMessage: 'No drafts.' },
  list: { id: 'drafts.list_label', defaultMessage: 'Drafts' },
});

function draftNames(channels: ChannelsState, users: UsersState, emptyTopicLabel: string): DraftNames {
  return {
    channelName: (streamId) => findChannel(channels, streamId)?.name,
    userName: (userId) => findUser(users, userId)?.full_name,
    emptyTopicLabel,
  };
}

export function DraftsView() {
  const intl = useIntl();
  const { api } = useAccount();
  const syncSetting = useAppStore((s) => s.userSettings.values.enable_drafts_synchronization);
  const emptyName =
    useAppStore((s) => s.realm.emptyTopicDisplayName) || intl.formatMessage(emptyTopicMessages.fallback);
  // Renames of channels and people change the rows without any refetch.
  const channels = useAppStore((s) => s.channels);
  const users = useAppStore((s) => s.users);
  const drafts = useQuery({
    queryKey: queryKeys.drafts,
    queryFn: () => api('getDrafts', {}),
    retry: false,
  });
  const rows = useMemo(
    () => draftRows(drafts.data?.drafts ?? [], draftNames(channels, users, emptyName), intl),
    [drafts.data, emptyName, channels, users, intl],
  );

  return (
    <section className="drafts-view" aria-labelledby="drafts-title">
      <header className="view-header">
        <h1 id="drafts-title">{intl.formatMessage(messages.title)}</h1>
      </header>
      {syncSetting === false && (
        <p className="notice notice-warning" role="note">
          <FormattedMessage
            id="drafts.sync_off"
            defaultMessage="Draft synchronization is off in your settings, so the server keeps no drafts for you. Drafts written in this app are not saved to the server until you turn it on again."
          />
        </p>
      )}
      {drafts.isPending && <p className="pane-note">{intl.formatMessage(messages.loading)}</p>}
      {drafts.isError && (
        <p role="alert" className="notice notice-error">
          {errorMessage(drafts.error, intl)}
        </p>
      )}
      {drafts.isSuccess && rows.length === 0 && (
        <p className="pane-note">{intl.formatMessage(messages.empty)}</p>
      )}
      {rows.length > 0 && (
        <ul className="drafts-list" aria-label={intl.formatMessage(messages.list)}>
          {rows.map((row) => (
            <DraftRowItem key={row.draft.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}
