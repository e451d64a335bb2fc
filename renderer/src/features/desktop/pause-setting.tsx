// Do not disturb in "This computer": the pause in force and the buttons to start, change or end one,
// the same choices as the header's control, the tray and the menu.
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../../bridge/call-api';
import { SettingField, fieldIds } from '../settings/setting-field';
import type { SaveStatus } from '../settings/save-status';
import { useChoosePause, usePause } from './pause';
import { PAUSE_CHOICES } from './pause-choices';

export function PauseSetting() {
  const choosePause = useChoosePause();
  const ids = fieldIds(useId(), 'doNotDisturb');
  const pause = usePause();
  const choose = useMutation({ mutationFn: choosePause });
  const status: SaveStatus = choose.isPending
    ? { kind: 'saving', value: '' }
    : choose.isError
      ? { kind: 'failed', reason: errorMessage(choose.error) }
      : { kind: 'idle' };
  return (
    <SettingField
      name="doNotDisturb"
      label="Do not disturb"
      description={pause.until === null ? 'Notifications are on.' : `${pause.text}.`}
      ids={ids}
      status={status}
      layout="stacked"
    >
      <div
        className="desktop-pause-choices"
        role="group"
        aria-label="Do not disturb choices"
        id={ids.control}
      >
        {pause.until !== null && (
          <button type="button" className="button" onClick={() => choose.mutate('off')}>
            Resume notifications
          </button>
        )}
        {PAUSE_CHOICES.map(({ choice, label }) => (
          <button key={choice} type="button" className="button" onClick={() => choose.mutate(choice)}>
            {label}
          </button>
        ))}
      </div>
    </SettingField>
  );
}
