// A message view: the narrow's header, its message list, who is typing, and the compose box.
import '../../styles/messages.css';
import { defineMessages, useIntl } from 'react-intl';
import { conversationKeyForNarrow } from './conversation-of-narrow';
import { useDataReady, useAppStore } from '../../state/selectors';
import { errorMessage } from '../../bridge/call-api';
import { ComposeSlot } from '../compose/compose-slot';
import { EditNoticeSlot } from '../message-edit/message-edit-layer';
import { TypingIndicator } from '../typing/typing-indicator';
import { MessageEmojiPicker } from '../emoji/message-emoji-picker';
import { MessageList } from './message-list';
import { NarrowHeader } from './narrow-header';
import { MessageActionsLayer } from '../message-actions/message-actions-layer';
import { narrowKey, type Narrow } from './narrow';
import { usePendingMessages } from '../compose/pending-messages';
import { useNarrowMessages } from './use-narrow-messages';
import { SearchFallback } from '../search/search-fallback';
import { OFFLINE_VIEW_MESSAGE, useOffline } from '../connection/use-offline';

const messages = defineMessages({
  loading: { id: 'messages.view.loading', defaultMessage: 'Loading messages…' },
  retry: { id: 'messages.view.retry', defaultMessage: 'Try again' },
});
const failures = defineMessages<{ loadFailed: { reason: string }; moreFailed: { reason: string } }>({
  loadFailed: { id: 'messages.view.load_failed', defaultMessage: 'Could not load messages: {reason}' },
  moreFailed: { id: 'messages.view.more_failed', defaultMessage: 'Could not load more messages: {reason}' },
});

/** `anchorId`: a message to open at and highlight (a link to it), loaded around if need be. */
export function MessageView({ narrow, anchorId }: { narrow: Narrow; anchorId?: number }) {
  const intl = useIntl();
  const ready = useDataReady();
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const data = useNarrowMessages(narrow, anchorId);
  const pending = usePendingMessages(narrowKey(narrow));
  const offline = useOffline(data.initialError);
  const conversationKey = ownUserId === null ? null : conversationKeyForNarrow(narrow, ownUserId);
  return (
    <div className="message-view">
      <div className="message-view-header">
        <NarrowHeader narrow={narrow} />
      </div>
      {narrow.kind === 'search' && ready && data.range === undefined ? (
        <SearchFallback terms={narrow.terms} data={data} />
      ) : !ready || (data.range === undefined && data.initialError === null) ? (
        <p className="message-view-note">{intl.formatMessage(messages.loading)}</p>
      ) : data.range === undefined ? (
        <div className="message-view-note" role="alert">
          <p>
            {offline
              ? intl.formatMessage(OFFLINE_VIEW_MESSAGE)
              : intl.formatMessage(failures.loadFailed, { reason: errorMessage(data.initialError, intl) })}
          </p>
          <button type="button" className="button button-small" onClick={data.retryInitial}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      ) : (
        <MessageList narrow={narrow} data={data} pending={pending} anchorId={anchorId} />
      )}
      {data.pagingError !== null && (
        <div className="message-view-note is-error" role="alert">
          <span>
            {intl.formatMessage(failures.moreFailed, { reason: errorMessage(data.pagingError, intl) })}
          </span>
          <button type="button" className="button button-small" onClick={data.retryPaging}>
            {intl.formatMessage(messages.retry)}
          </button>
        </div>
      )}
      <div className="message-view-footer">
        <EditNoticeSlot />
        {conversationKey !== null && <TypingIndicator conversationKey={conversationKey} />}
        <ComposeSlot narrow={narrow} />
      </div>
      <MessageEmojiPicker />
      <MessageActionsLayer />
    </div>
  );
}
