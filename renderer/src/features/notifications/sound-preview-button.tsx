// "Play" beside the notification_sound setting: plays the chosen sound the way a notification does.
import { useState } from 'react';
import type { SettingValue } from '../../../../shared/settings/catalog';
import { useNotificationServices } from './notifications-context';

export function SoundPreviewButton({ sound }: { sound: SettingValue | undefined }) {
  const { sounds } = useNotificationServices();
  const [status, setStatus] = useState('');
  const name = typeof sound === 'string' ? sound : 'none';
  return (
    <span className="sound-preview">
      <button
        type="button"
        className="button button-small"
        aria-label="Play the notification sound"
        disabled={name === 'none'}
        onClick={() =>
          void sounds.play(name).then((played) => setStatus(played ? '' : 'The sound could not be played.'))
        }
      >
        Play
      </button>
      <span role="status">{status}</span>
    </span>
  );
}
