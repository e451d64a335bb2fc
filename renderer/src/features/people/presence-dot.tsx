// A presence dot: colour for the eye, its meaning in its accessible name and tooltip.
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { PresenceStatus } from '../../state/presence';

const LABELS: Record<PresenceStatus, MessageDescriptor> = defineMessages({
  active: { id: 'people.presence.active', defaultMessage: 'Active' },
  idle: { id: 'people.presence.idle', defaultMessage: 'Idle' },
  offline: { id: 'people.presence.offline', defaultMessage: 'Offline' },
});

/** A coloured dot whose meaning is also in its accessible name and tooltip. */
export function PresenceDot({ status }: { status: PresenceStatus }) {
  const intl = useIntl();
  const label = intl.formatMessage(LABELS[status]);
  return <span className={`presence-dot presence-${status}`} role="img" aria-label={label} title={label} />;
}
