import type { PresenceStatus } from '../../state/presence';

const LABELS: Record<PresenceStatus, string> = { active: 'Active', idle: 'Idle', offline: 'Offline' };

/** A coloured dot whose meaning is also in its accessible name and tooltip. */
export function PresenceDot({ status }: { status: PresenceStatus }) {
  const label = LABELS[status];
  return <span className={`presence-dot presence-${status}`} role="img" aria-label={label} title={label} />;
}
