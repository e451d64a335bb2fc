// Do not disturb in "This computer": the pause in force and the buttons to start, change or end one,
// the same choices as the header's control, the tray and the menu.
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { SettingField, fieldIds } from '../settings/setting-field';
import type { SaveStatus } from '../settings/save-status';
import { useChoosePause, usePause } from './pause';
import { PAUSE_CHOICES, RESUME_LABEL } from './pause-choices';

const messages = defineMessages({
  label: { id: 'desktop.pause_setting.label', defaultMessage: 'Do not disturb' },
  on: { id: 'desktop.pause_setting.notifications_on', defaultMessage: 'Notifications are on.' },
  choices: { id: 'desktop.pause_setting.choices', defaultMessage: 'Do not disturb choices' },
});

export function PauseSetting() {
  const intl = useIntl();
  const choosePause = useChoosePause();
  const ids = fieldIds(useId(), 'doNotDisturb');
  const pause = usePause();
  const choose = useMutation({ mutationFn: choosePause });
  const status: SaveStatus = choose.isPending
    ? { kind: 'saving', value: '' }
    : choose.isError
      ? { kind: 'failed', reason: errorMessage(choose.error, intl) }
      : { kind: 'idle' };
  return (
    <SettingField
      name="doNotDisturb"
      label={intl.formatMessage(messages.label)}
      description={pause.until === null ? intl.formatMessage(messages.on) : pause.sentence}
      ids={ids}
      status={status}
      layout="stacked"
    >
      <div
        className="desktop-pause-choices"
        role="group"
        aria-label={intl.formatMessage(messages.choices)}
        id={ids.control}
      >
        {pause.until !== null && (
          <button type="button" className="button" onClick={() => choose.mutate('off')}>
            {intl.formatMessage(RESUME_LABEL)}
          </button>
        )}
        {PAUSE_CHOICES.map(({ choice, label }) => (
          <button key={choice} type="button" className="button" onClick={() => choose.mutate(choice)}>
            {intl.formatMessage(label)}
          </button>
        ))}
      </div>
    </SettingField>
  );
}
