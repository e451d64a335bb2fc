// Whether the topic of a channel message (or of a whole topic) may change and whether it may move
// to another channel, with the reason when not: the message-actions permission rules, read from the
// store. The server has the last word; this keeps controls from offering what it would refuse.
import { defineMessages, useIntl } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { permissionInputs } from '../message-actions/permission-inputs';
import { canEditTopic, canMoveBetweenChannels, type Permission } from '../message-actions/permissions';
import { useAppStore } from '../../state/selectors';
import type { AppStore } from '../../state/store';

/** What the permissions depend on: the channel, and the message's time (null for a whole topic). */
export interface MoveSource {
  streamId: number;
  timestamp: number | null;
}

export interface MovePermissions {
  topic: Permission;
  channel: Permission;
}

type PermissionState = Pick<AppStore, 'realm' | 'realmSettings' | 'channels' | 'userGroups'>;

export function movePermissions(s: PermissionState, source: MoveSource, nowSeconds: number): MovePermissions {
  const inputs = permissionInputs(s, source.streamId, nowSeconds);
  // A whole topic is checked without a message time; the server answers for its old messages.
  const facts = { type: 'stream' as const, sender_id: -1, timestamp: source.timestamp ?? nowSeconds };
  return { topic: canEditTopic(facts, inputs), channel: canMoveBetweenChannels(facts, inputs) };
}

const messages = defineMessages({
  direct: { id: 'edit.move.direct_not_movable', defaultMessage: 'Direct messages cannot be moved' },
});

export function useMovePermissions(source: MoveSource | null): MovePermissions {
  const intl = useIntl();
  const s = useAppStore(
    useShallow((state) => ({
      realm: state.realm,
      realmSettings: state.realmSettings,
      channels: state.channels,
      userGroups: state.userGroups,
    })),
  );
  if (source === null) {
    const no: Permission = { ok: false, reason: intl.formatMessage(messages.direct) };
    return { topic: no, channel: no };
  }
  return movePermissions(s, source, Date.now() / 1000);
}
