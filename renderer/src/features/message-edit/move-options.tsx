// The move dialog's choices besides the destination: which messages move (propagate_mode) and the
// two notifications the API offers (to the old topic, off by default; to the new one, on).
import { useId } from 'react';
import { PROPAGATE_MODES, type MoveChoice } from './move-request';

interface MoveOptionsProps {
  choice: MoveChoice;
  update(patch: Partial<MoveChoice>): void;
}

export function MoveOptions({ choice, update }: MoveOptionsProps) {
  const group = useId();
  return (
    <>
      <fieldset className="message-move-modes">
        <legend>Which messages</legend>
        {PROPAGATE_MODES.map(({ mode, label }) => (
          <label key={mode}>
            <input
              type="radio"
              name={group}
              checked={choice.mode === mode}
              onChange={() => update({ mode })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label>
        <input
          type="checkbox"
          checked={choice.notifyOld}
          onChange={(event) => update({ notifyOld: event.target.checked })}
        />
        Send a notification to the old topic
      </label>
      <label>
        <input
          type="checkbox"
          checked={choice.notifyNew}
          onChange={(event) => update({ notifyNew: event.target.checked })}
        />
        Send a notification to the new topic
      </label>
    </>
  );
}
