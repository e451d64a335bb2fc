// The inline editor shown in place of a message's content: its Markdown source (fetched with
// apply_markdown=false, since the store keeps only HTML), a topic field for channel messages whose
// topic the user may edit, Save and Cancel. Ctrl+Enter (⌘+Enter) saves, Escape cancels. The
// content has compose's writing aids (typeahead, formatting, preview) for the message's conversation.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import type { StoredMessage } from '../../state/messages';
import { useAppStore } from '../../state/selectors';
import { ComposeEditor } from '../compose/compose-editor';
import type { ComposeRecipient } from '../compose/compose-rules';
import { contentLimitProblem, topicLimitProblem } from '../compose/text-limits';
import { useEditSession } from './edit-session-store';
import { endEdit, useEditSave, type EditBaseline } from './use-edit-save';
import { useMovePermissions } from './use-move-permissions';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages<{
  readonly label: NoMessageValues;
  readonly loadFailed: { readonly reason: MessageValue };
  readonly loading: NoMessageValues;
  readonly topic: NoMessageValues;
  readonly content: NoMessageValues;
  readonly saving: NoMessageValues;
  readonly save: NoMessageValues;
  readonly cancel: NoMessageValues;
  readonly hint: NoMessageValues;
}>({
  label: { id: 'edit.editor.label', defaultMessage: 'Edit message' },
  loadFailed: {
    id: 'edit.editor.load_failed',
    defaultMessage: 'Could not load the message to edit: {reason}',
  },
  loading: { id: 'edit.editor.loading', defaultMessage: 'Loading the message…' },
  topic: { id: 'edit.editor.topic', defaultMessage: 'Topic' },
  content: { id: 'edit.editor.content', defaultMessage: 'Message content' },
  saving: { id: 'edit.editor.saving', defaultMessage: 'Saving…' },
  save: { id: 'edit.editor.save', defaultMessage: 'Save' },
  cancel: { id: 'edit.editor.cancel', defaultMessage: 'Cancel' },
  hint: { id: 'edit.editor.hint', defaultMessage: 'Ctrl+Enter saves · Esc cancels' },
});

export function MessageEditor({ message }: { message: StoredMessage }) {
  const intl = useIntl();
  const { api } = useAccount();
  const topicEditable = useMovePermissions(
    message.type === 'stream' && message.stream_id !== undefined
      ? { streamId: message.stream_id, timestamp: message.timestamp }
      : null,
  ).topic.ok;
  const draft = useEditSession((s) => (s.draft?.messageId === message.id ? s.draft : null));
  const setDraft = useEditSession((s) => s.setDraft);
  const maxMessageLength = useAppStore((s) => s.realm.maxMessageLength);
  const maxTopicLength = useAppStore((s) => s.realm.maxTopicLength);
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const source = useQuery({
    queryKey: ['messageSource', message.id],
    queryFn: () => api('getMessage', { message_id: message.id, apply_markdown: false }),
    gcTime: 0,
    staleTime: Infinity,
  });
  const save = useEditSave(message);
  const raw = source.data ? (source.data.raw_content ?? source.data.message.content) : null;
  const baseline: EditBaseline | null = raw === null ? null : { content: raw, topic: message.subject };
  const withTopic = message.type === 'stream' && topicEditable;

  // A draft kept from a refused save ("Edit again") wins over the source from the server.
  useEffect(() => {
    if (draft === null && raw !== null) {
      setDraft({ messageId: message.id, content: raw, topic: withTopic ? message.subject : null });
    }
  }, [draft, raw, message.id, message.subject, withTopic, setDraft]);

  const ready = draft !== null;
  useEffect(() => {
    const area = textarea.current;
    if (!ready || area === null) return;
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
  }, [ready]);

  const problem =
    draft === null
      ? null
      : (contentLimitProblem(intl, draft.content, maxMessageLength) ??
        (draft.topic === null ? null : topicLimitProblem(intl, draft.topic, maxTopicLength)));

  function submit() {
    if (draft === null || baseline === null || problem !== null || save.isPending) return;
    save.mutate({ draft, baseline });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      endEdit(message.id);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      className="message-editor"
      aria-label={intl.formatMessage(messages.label)}
      data-testid="message-editor"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {source.isError && (
        <p className="message-editor-problem" role="alert">
          {intl.formatMessage(messages.loadFailed, { reason: errorMessage(source.error, intl) })}
        </p>
      )}
      {!ready && !source.isError && (
        <p className="message-editor-note">{intl.formatMessage(messages.loading)}</p>
      )}
      {draft !== null && draft.topic !== null && (
        <input
          className="message-editor-topic"
          aria-label={intl.formatMessage(messages.topic)}
          value={draft.topic}
          onChange={(event) => setDraft({ ...draft, topic: event.target.value })}
        />
      )}
      {draft !== null && (
        <ComposeEditor textarea={textarea} text={draft.content} recipient={recipientOf(message, ownUserId)}>
          <textarea
            ref={textarea}
            className="message-editor-content"
            dir="auto"
            aria-label={intl.formatMessage(messages.content)}
            rows={Math.min(12, Math.max(3, draft.content.split('\n').length + 1))}
            value={draft.content}
            onChange={(event) => setDraft({ ...draft, content: event.target.value })}
          />
        </ComposeEditor>
      )}
      {problem !== null && (
        <p className="message-editor-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="message-editor-actions">
        <button
          type="submit"
          className="button button-primary button-small"
          disabled={!ready || problem !== null || save.isPending}
        >
          {intl.formatMessage(save.isPending ? messages.saving : messages.save)}
        </button>
        <button type="button" className="button button-small" onClick={() => endEdit(message.id)}>
          {intl.formatMessage(messages.cancel)}
        </button>
        <span className="message-editor-hint">{intl.formatMessage(messages.hint)}</span>
      </div>
    </form>
  );
}

/** The conversation the edited message is in, for the typeahead's mention and topic rules. */
function recipientOf(message: StoredMessage, ownUserId: number | null): ComposeRecipient {
  if (message.type === 'stream')
    return { type: 'channel', streamId: message.stream_id ?? null, topic: message.subject };
  const others = Array.isArray(message.display_recipient)
    ? message.display_recipient.map((user) => user.id).filter((id) => id !== ownUserId)
    : [];
  return { type: 'direct', userIds: others };
}
