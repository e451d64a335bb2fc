// "Play" beside the notification_sound setting: plays the chosen sound the way a notification does.
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { SettingValue } from '../../../../shared/settings/catalog';
import { useNotificationServices } from './notifications-context';

const messages = defineMessages({
  name: { id: 'notifications.sound_preview.name', defaultMessage: 'Play the notification sound' },
  play: { id: 'notifications.sound_preview.play', defaultMessage: 'Play' },
  failed: { id: 'notifications.sound_preview.failed', defaultMessage: 'The sound could not be played.' },
});

export function SoundPreviewButton({ sound }: { sound: SettingValue | undefined }) {
  const intl = useIntl();
  const { sounds } = useNotificationServices();
  const [failed, setFailed] = useState(false);
  const name = typeof sound === 'string' ? sound : 'none';
  return (
    <span className="sound-preview">
      <button
        type="button"
        className="button button-small"
        aria-label={intl.formatMessage(messages.name)}
        disabled={name === 'none'}
        onClick={() => void sounds.play(name).then((played) => setFailed(!played))}
      >
        {intl.formatMessage(messages.play)}
      </button>
      <span role="status">{failed ? intl.formatMessage(messages.failed) : ''}</span>
    </span>
  );
}
