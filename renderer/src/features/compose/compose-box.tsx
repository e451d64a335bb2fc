// The compose box of one message view: recipient line, message, Send. It feeds the typing notifier,
// keeps unsent text through main, and sends through the outbox.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { useAccount } from '../../state/account-scope';
import { findChannel } from '../../state/channels';
import { useAppStore } from '../../state/selectors';
import { narrowKey, type Narrow } from '../messages/narrow';
import { useUserSetting } from '../settings/use-user-setting';
import { fitsAsDraft, flushComposeDrafts, saveComposeDraft, useComposeDrafts } from './compose-drafts';
import { ComposeEditor } from './compose-editor';
import { ComposeFooter } from './compose-footer';
import { useComposePlaceholder } from './compose-placeholder';
import { ComposeRecipientRow } from './compose-recipient-row';
import {
  composeKeyAction,
  lengthCounter,
  sendBlocker,
  topicRule,
  type ComposeRecipient,
} from './compose-rules';
import {
  composeSetup,
  outboxTargetOf,
  recipientOfDraft,
  sameRecipient,
  typingTargetOf,
} from './compose-target';
import { sendDeps, sendMessage } from './send-message';
import { messageLength } from './text-limits';
import { useComposeInsert } from './use-compose-insert';
import { useTypingNotifier } from './use-typing-notifier';
import { DropTarget, UploadList } from './uploads/compose-uploads';
import { useComposeUploads } from './uploads/use-compose-uploads';
import { useFocusRequest } from '../keyboard/focus-requests';

const messages = defineMessages({
  label: { id: 'compose.label', defaultMessage: 'Compose' },
  message: { id: 'compose.message_label', defaultMessage: 'Message' },
  uploadPending: {
    id: 'compose.upload_pending',
    defaultMessage: 'Wait for the upload to finish, or cancel it.',
  },
  notSaved: {
    id: 'compose.too_long_for_draft',
    defaultMessage: 'It stays here but is not saved as a draft until it is shorter.',
  },
});

export function ComposeBox({ narrow }: { narrow: Narrow }) {
  const intl = useIntl();
  const account = useAccount();
  const draftKey = narrowKey(narrow);
  const [setup] = useState(() => composeSetup(narrow));
  const [recipient, setRecipientState] = useState<ComposeRecipient>(setup.recipient);
  const [lock, setLock] = useState(setup.lock);
  const [text, setText] = useState(() => useComposeDrafts.getState().texts[draftKey] ?? '');
  const [attempted, setAttempted] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useFocusRequest('compose', textarea);
  const latestText = useRef(text);
  latestText.current = text;
  const notifier = useTypingNotifier();
  const enterSends = useUserSetting('enter_sends');
  const realm = useAppStore(
    useShallow((s) => ({
      maxMessageLength: s.realm.maxMessageLength,
      maxTopicLength: s.realm.maxTopicLength,
      topicsPolicy: s.realm.topicsPolicy,
      emptyTopicName: s.realm.emptyTopicDisplayName,
    })),
  );
  const streamId = recipient.type === 'channel' ? recipient.streamId : null;
  const channelPolicy = useAppStore((s) =>
    streamId === null ? undefined : findChannel(s.channels, streamId)?.topics_policy,
  );
  const placeholder = useComposePlaceholder(recipient);
  const rule = streamId === null ? null : topicRule(channelPolicy, realm.topicsPolicy, realm.emptyTopicName);
  const blocker = sendBlocker(intl, {
    content: text,
    recipient,
    topic: rule,
    maxMessageLength: realm.maxMessageLength,
    maxTopicLength: realm.maxTopicLength,
  });

  // Stored text may arrive from main after the box mounted; it fills the box only if still empty.
  const draftsLoaded = useComposeDrafts((s) => s.loaded);
  const saveError = useComposeDrafts((s) => s.saveErrors[draftKey]);
  useEffect(() => {
    const stored = useComposeDrafts.getState().texts[draftKey];
    if (draftsLoaded && stored !== undefined) setText((current) => (current === '' ? stored : current));
  }, [draftsLoaded, draftKey]);

  function changeText(value: string): void {
    setText(value);
    saveComposeDraft(draftKey, value, realm.maxMessageLength);
    // Clearing the box cancels; anything else is activity for the current recipient.
    if (value.trim() === '') notifier.stop();
    else notifier.activity(typingTargetOf(recipient, rule));
  }

  function setRecipient(next: ComposeRecipient): void {
    setRecipientState(next);
    notifier.recipientChanged(outboxTargetOf(next));
  }

  const uploads = useComposeUploads({
    insertText: insertAtCursor,
    editText(edit) {
      const next = edit(latestText.current);
      latestText.current = next;
      setText(next);
      saveComposeDraft(draftKey, next, realm.maxMessageLength);
    },
  });
  const held = uploads.busy ? intl.formatMessage(messages.uploadPending) : null;

  function submit(): void {
    const target = outboxTargetOf(recipient);
    if (blocker !== null || target === null || held !== null) {
      setAttempted(true);
      return;
    }
    notifier.stop();
    sendMessage(target, text, sendDeps(account));
    setText('');
    saveComposeDraft(draftKey, '', realm.maxMessageLength);
    setAttempted(false);
    textarea.current?.focus();
  }

  function insertAtCursor(insert: string): void {
    const box = textarea.current;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + insert + text.slice(end);
    setText(next);
    saveComposeDraft(draftKey, next, realm.maxMessageLength);
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + insert.length, start + insert.length);
    });
  }

  useComposeInsert({
    insertText: insertAtCursor,
    openDraft(draft) {
      const fromDraft = recipientOfDraft(draft);
      if (fromDraft !== null && !sameRecipient(fromDraft, recipient)) {
        setRecipient(fromDraft);
        setLock('none');
      }
      setText(draft.content);
      saveComposeDraft(draftKey, draft.content, realm.maxMessageLength);
      textarea.current?.focus();
    },
  });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === 'Escape') {
      notifier.stop();
      event.currentTarget.blur();
      return;
    }
    const { key, shiftKey, ctrlKey, metaKey, altKey } = event;
    const isComposing = event.nativeEvent.isComposing;
    const action = composeKeyAction({ key, shiftKey, ctrlKey, metaKey, altKey, isComposing }, enterSends);
    if (action === null) return;
    event.preventDefault();
    if (action === 'send') submit();
    else insertAtCursor('\n');
  }

  const length = messageLength(text);
  const counter = lengthCounter(intl, length, realm.maxMessageLength);
  const shown = blocker !== null && (attempted || text.trim() !== '') ? blocker : null;
  // Too long to keep on disk: the box still holds every character until the user shortens it.
  const unsaved = fitsAsDraft(text, realm.maxMessageLength) ? null : intl.formatMessage(messages.notSaved);
  const problem = [shown, attempted ? held : null, unsaved].filter((part) => part !== null).join(' ');
  return (
    <form
      className="compose"
      aria-label={intl.formatMessage(messages.label)}
      {...uploads.dropTarget}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ComposeRecipientRow
        recipient={recipient}
        lock={lock}
        topicRule={rule}
        maxTopicLength={realm.maxTopicLength}
        onChange={setRecipient}
      />
      <ComposeEditor textarea={textarea} text={text} recipient={recipient}>
        <textarea
          ref={textarea}
          className="compose-message"
          dir="auto"
          aria-label={intl.formatMessage(messages.message)}
          rows={3}
          value={text}
          placeholder={placeholder}
          onChange={(event) => changeText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={uploads.onPaste}
          onBlur={() => {
            notifier.stop();
            flushComposeDrafts();
          }}
        />
      </ComposeEditor>
      <UploadList uploads={uploads} />
      <DropTarget uploads={uploads} />
      <ComposeFooter
        uploads={uploads}
        enterSends={enterSends}
        saveError={saveError}
        problem={problem}
        counter={counter}
        over={length > realm.maxMessageLength}
        sendDisabled={blocker !== null || held !== null}
      />
    </form>
  );
}
