// A person's status as they set it: their emoji and text (theirs, so not translated).
import { defineMessages, useIntl } from 'react-intl';
import type { UserStatusFields } from '../../../../shared/objects';
import { unicodeEmoji } from './status-emoji';

const messages = defineMessages({
  emoji: { id: 'people.status.emoji_fallback', defaultMessage: 'status emoji' },
});

/** Status emoji and text, as far as they are set. */
export function PersonStatus({ status }: { status: UserStatusFields | undefined }) {
  const intl = useIntl();
  if (status === undefined) return null;
  const emoji = unicodeEmoji(status.emoji_code, status.reaction_type);
  const text = status.status_text ?? '';
  if (emoji === null && text === '') return null;
  return (
    <span className="person-status">
      {emoji !== null && (
        <span
          className="person-status-emoji"
          role="img"
          aria-label={status.emoji_name ?? intl.formatMessage(messages.emoji)}
        >
          {emoji}
        </span>
      )}
      {text !== '' && <span className="person-status-text">{text}</span>}
    </span>
  );
}
