// The move dialog's choices besides the destination: which messages move (propagate_mode) and the
// two notifications the API offers (to the old topic, off by default; to the new one, on).
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { PROPAGATE_MODES, type MoveChoice } from './move-request';

const messages = defineMessages({
  which: { id: 'edit.move.which_messages', defaultMessage: 'Which messages' },
  notifyOld: { id: 'edit.move.notify_old', defaultMessage: 'Send a notification to the old topic' },
  notifyNew: { id: 'edit.move.notify_new', defaultMessage: 'Send a notification to the new topic' },
});

interface MoveOptionsProps {
  choice: MoveChoice;
  update(patch: Partial<MoveChoice>): void;
}

export function MoveOptions({ choice, update }: MoveOptionsProps) {
  const intl = useIntl();
  const group = useId();
  return (
    <>
      <fieldset className="message-move-modes">
        <legend>{intl.formatMessage(messages.which)}</legend>
        {PROPAGATE_MODES.map(({ mode, label }) => (
          <label key={mode}>
            <input
              type="radio"
              name={group}
              checked={choice.mode === mode}
              onChange={() => update({ mode })}
            />
            {intl.formatMessage(label)}
          </label>
        ))}
      </fieldset>
      <label>
        <input
          type="checkbox"
          checked={choice.notifyOld}
          onChange={(event) => update({ notifyOld: event.target.checked })}
        />
        {intl.formatMessage(messages.notifyOld)}
      </label>
      <label>
        <input
          type="checkbox"
          checked={choice.notifyNew}
          onChange={(event) => update({ notifyNew: event.target.checked })}
        />
        {intl.formatMessage(messages.notifyNew)}
      </label>
    </>
  );
}
