// The line under the message box: Attach, the key hint (what Enter does), why the text was not kept
// or cannot be sent yet, the length counter near the limit, and Send.
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { AttachButton } from './uploads/compose-uploads';
import type { ComposeUploads } from './uploads/use-compose-uploads';
import { type ShownText, formatPhrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages<{
  readonly enterSends: NoMessageValues;
  readonly ctrlEnterSends: NoMessageValues;
  readonly notKept: { readonly reason: MessageValue };
  readonly send: NoMessageValues;
}>({
  enterSends: {
    id: 'compose.hint.enter_sends',
    defaultMessage: 'Enter to send · Shift+Enter for a new line',
  },
  ctrlEnterSends: { id: 'compose.hint.ctrl_enter_sends', defaultMessage: 'Ctrl+Enter to send' },
  notKept: { id: 'compose.save_error', defaultMessage: 'Unsent text not kept: {reason}' },
  send: { id: 'compose.send_button', defaultMessage: 'Send' },
});

interface Props {
  uploads: ComposeUploads;
  enterSends: boolean;
  /** Why main could not keep the unsent text (its words, or the bridge's catalogue text), if it could not. */
  saveError: ShownText | undefined;
  /** Why Send is held back or the text is not saved, in sentences; '' for nothing to say. */
  problem: string;
  counter: string | null;
  over: boolean;
  sendDisabled: boolean;
}

export function ComposeFooter({
  uploads,
  enterSends,
  saveError,
  problem,
  counter,
  over,
  sendDisabled,
}: Props) {
  const intl = useIntl();
  return (
    <div className="compose-footer">
      <AttachButton uploads={uploads} />
      <span className="compose-hint">
        {intl.formatMessage(enterSends ? messages.enterSends : messages.ctrlEnterSends)}
      </span>
      {saveError !== undefined && (
        <span className="compose-problem" role="alert">
          {intl.formatMessage(messages.notKept, { reason: formatPhrase(intl, saveError) })}
        </span>
      )}
      {problem !== '' && (
        <span className="compose-problem" role="status">
          {problem}
        </span>
      )}
      {counter !== null && <span className={`compose-counter${over ? ' is-over' : ''}`}>{counter}</span>}
      <button type="submit" className="button button-primary compose-send" disabled={sendDisabled}>
        {intl.formatMessage(messages.send)}
      </button>
    </div>
  );
}
