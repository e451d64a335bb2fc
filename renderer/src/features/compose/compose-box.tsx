// The compose box of one message view: recipient line, message, Send. It feeds the typing notifier,
// keeps unsent text through main (use-compose-text.ts), checks what it may send
// (use-compose-checks.ts), and sends through the outbox.
import { useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAccount } from '../../state/account-scope';
import { narrowKey, type Narrow } from '../messages/narrow';
import { useUserSetting } from '../settings/use-user-setting';
import { flushComposeDrafts } from './compose-drafts';
import { ComposeEditor } from './compose-editor';
import { ComposeFooter } from './compose-footer';
import { useComposePlaceholder } from './compose-placeholder';
import { ComposeRecipientRow } from './compose-recipient-row';
import type { ComposeRecipient } from './compose-rules';
import {
  composeSetup,
  outboxTargetOf,
  recipientOfDraft,
  sameRecipient,
  typingTargetOf,
} from './compose-target';
import { ComposeTextarea } from './compose-textarea';
import { sendDeps, sendMessage } from './send-message';
import { useComposeChecks } from './use-compose-checks';
import { useComposeInsert } from './use-compose-insert';
import { useComposeText } from './use-compose-text';
import { useTypingNotifier } from './use-typing-notifier';
import { DropTarget, UploadList } from './uploads/compose-uploads';
import { useComposeUploads } from './uploads/use-compose-uploads';
import { useFocusRequest } from '../keyboard/focus-requests';

const messages = defineMessages({
  label: { id: 'compose.label', defaultMessage: 'Compose' },
  uploadPending: {
    id: 'compose.upload_pending',
    defaultMessage: 'Wait for the upload to finish, or cancel it.',
  },
});

export function ComposeBox({ narrow }: { narrow: Narrow }) {
  const intl = useIntl();
  const account = useAccount();
  const [setup] = useState(() => composeSetup(narrow));
  const [recipient, setRecipientState] = useState<ComposeRecipient>(setup.recipient);
  const [lock, setLock] = useState(setup.lock);
  const [attempted, setAttempted] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useFocusRequest('compose', textarea);
  const notifier = useTypingNotifier();
  const enterSends = useUserSetting('enter_sends');
  const placeholder = useComposePlaceholder(recipient);
  const draft = useComposeText(narrowKey(narrow), textarea);
  const { text } = draft;
  const { rule, blocker, maxTopicLength, counter, over, unsaved } = useComposeChecks(recipient, text);

  function changeText(value: string): void {
    draft.replace(value);
    // Clearing the box cancels; anything else is activity for the current recipient.
    if (value.trim() === '') notifier.stop();
    else notifier.activity(typingTargetOf(recipient, rule));
  }

  function setRecipient(next: ComposeRecipient): void {
    setRecipientState(next);
    notifier.recipientChanged(outboxTargetOf(next));
  }

  const uploads = useComposeUploads({ insertText: draft.insertAtCursor, editText: draft.edit });
  const held = uploads.busy ? intl.formatMessage(messages.uploadPending) : null;

  function submit(): void {
    const target = outboxTargetOf(recipient);
    if (blocker !== null || target === null || held !== null) {
      setAttempted(true);
      return;
    }
    notifier.stop();
    sendMessage(target, text, sendDeps(account));
    draft.replace('');
    setAttempted(false);
    textarea.current?.focus();
  }

  useComposeInsert({
    insertText: draft.insertAtCursor,
    openDraft(saved) {
      const fromDraft = recipientOfDraft(saved);
      if (fromDraft !== null && !sameRecipient(fromDraft, recipient)) {
        setRecipient(fromDraft);
        setLock('none');
      }
      draft.replace(saved.content);
      textarea.current?.focus();
    },
  });

  const shown = blocker !== null && (attempted || text.trim() !== '') ? blocker : null;
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
        maxTopicLength={maxTopicLength}
        onChange={setRecipient}
      />
      <ComposeEditor textarea={textarea} text={text} recipient={recipient}>
        <ComposeTextarea
          textarea={textarea}
          text={text}
          placeholder={placeholder}
          enterSends={enterSends}
          onChange={changeText}
          onSend={submit}
          onNewline={() => draft.insertAtCursor('\n')}
          onLeave={() => notifier.stop()}
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
        saveError={draft.saveError}
        problem={problem}
        counter={counter}
        over={over}
        sendDisabled={blocker !== null || held !== null}
      />
    </form>
  );
}
