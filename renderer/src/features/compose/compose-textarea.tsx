// The message field of the compose box and its keys: Escape leaves the field, and Enter sends or
// starts a new line as the user's `enter_sends` setting says (compose-rules.ts decides which).
import type { ClipboardEvent, KeyboardEvent, RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { composeKeyAction } from './compose-rules';

const messages = defineMessages({
  message: { id: 'compose.message_label', defaultMessage: 'Message' },
});

interface Props {
  textarea: RefObject<HTMLTextAreaElement | null>;
  text: string;
  placeholder: string;
  enterSends: boolean;
  onChange(text: string): void;
  onSend(): void;
  onNewline(): void;
  /** Escape or leaving the field: the user stopped typing here. */
  onLeave(): void;
  onPaste(event: ClipboardEvent<HTMLTextAreaElement>): void;
  onBlur(): void;
}

export function ComposeTextarea(props: Props) {
  const intl = useIntl();

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === 'Escape') {
      props.onLeave();
      event.currentTarget.blur();
      return;
    }
    const { key, shiftKey, ctrlKey, metaKey, altKey } = event;
    const isComposing = event.nativeEvent.isComposing;
    const action = composeKeyAction(
      { key, shiftKey, ctrlKey, metaKey, altKey, isComposing },
      props.enterSends,
    );
    if (action === null) return;
    event.preventDefault();
    if (action === 'send') props.onSend();
    else props.onNewline();
  }

  return (
    <textarea
      ref={props.textarea}
      className="compose-message"
      dir="auto"
      aria-label={intl.formatMessage(messages.message)}
      rows={3}
      value={props.text}
      placeholder={props.placeholder}
      onChange={(event) => props.onChange(event.target.value)}
      onKeyDown={onKeyDown}
      onPaste={props.onPaste}
      onBlur={props.onBlur}
    />
  );
}
