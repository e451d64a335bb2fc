// The channel's incoming-email address, with the sender choice the spec allows (the email gateway
// bot by default, yourself, or a bot you own) and a Copy button.
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { errorMessage } from '../../bridge/call-api';
import { useActiveUsers, useAppStore } from '../../state/selectors';
import { ModalDialog } from '../common/modal-dialog';
import { queryKeys } from '../live-queries/query-keys';
import { CopyField } from './copy-field';
import { useAccount } from '../../state/account-scope';

/** sender_id arrived at feature level 335; older servers always use the email gateway bot. */
export const EMAIL_SENDER_LEVEL = 335;

interface ChannelEmailDialogProps {
  streamId: number;
  channelName: string;
  onClose(): void;
}

function useOwnBots() {
  const users = useActiveUsers();
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  return useMemo(
    () => users.filter((user) => user.is_bot && ownUserId !== null && user.bot_owner_id === ownUserId),
    [users, ownUserId],
  );
}

export function ChannelEmailDialog({ streamId, channelName, onClose }: ChannelEmailDialogProps) {
  const { api } = useAccount();
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const ownName = useAppStore((s) => s.realm.ownFullName);
  const bots = useOwnBots();
  // null: the server's default sender (the email gateway bot).
  const [senderId, setSenderId] = useState<number | null>(null);
  const groupName = useId();
  const address = useQuery({
    queryKey: queryKeys.channelEmail(streamId, senderId),
    queryFn: () =>
      api(
        'getChannelEmailAddress',
        senderId === null ? { stream_id: streamId } : { stream_id: streamId, sender_id: senderId },
      ),
    retry: false,
  });
  const choices = [
    { id: null, label: 'Email gateway bot (default)' },
    ...(ownUserId === null ? [] : [{ id: ownUserId, label: `Me (${ownName})` }]),
    ...bots.map((bot) => ({ id: bot.user_id, label: `${bot.full_name} (your bot)` })),
  ];

  return (
    <ModalDialog title={`Email address of #${channelName}`} onClose={onClose}>
      <p className="dialog-text">
        Emails sent to this address are posted to #{channelName}, as messages from the sender chosen below.
      </p>
      {featureLevel >= EMAIL_SENDER_LEVEL && (
        <fieldset className="form-choice-group">
          <legend>Sender</legend>
          {choices.map((choice) => (
            <label key={choice.id ?? 'gateway'} className="form-choice">
              <input
                type="radio"
                name={groupName}
                checked={senderId === choice.id}
                onChange={() => setSenderId(choice.id)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      {address.isPending && <p className="dialog-text is-muted">Getting the address…</p>}
      {address.isError && (
        <p role="alert" className="notice notice-error">
          {errorMessage(address.error)}
        </p>
      )}
      {address.isSuccess && <CopyField label="Channel email address" value={address.data.email} />}
    </ModalDialog>
  );
}
