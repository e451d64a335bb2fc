// The channel's incoming-email address, with the sender choice the spec allows (the email gateway
// bot by default, yourself, or a bot you own) and a Copy button.
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { useActiveUsers, useAppStore } from '../../state/selectors';
import { ModalDialog } from '../common/modal-dialog';
import { queryKeys } from '../live-queries/query-keys';
import { CopyField } from './copy-field';
import { useAccount } from '../../state/account-scope';

/** sender_id arrived at feature level 335; older servers always use the email gateway bot. */
export const EMAIL_SENDER_LEVEL = 335;

const messages = defineMessages<{
  title: { channel: string };
  gateway: NoMessageValues;
  me: { name: string };
  ownBot: { name: string };
  address: NoMessageValues;
}>({
  title: { id: 'channels.email.title', defaultMessage: 'Email address of #{channel}' },
  gateway: { id: 'channels.email.sender_gateway', defaultMessage: 'Email gateway bot (default)' },
  me: { id: 'channels.email.sender_me', defaultMessage: 'Me ({name})' },
  ownBot: { id: 'channels.email.sender_own_bot', defaultMessage: '{name} (your bot)' },
  address: { id: 'channels.email.address_label', defaultMessage: 'Channel email address' },
});

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
  const intl = useIntl();
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
    { id: null, label: intl.formatMessage(messages.gateway) },
    ...(ownUserId === null
      ? []
      : [{ id: ownUserId, label: intl.formatMessage(messages.me, { name: ownName }) }]),
    ...bots.map((bot) => ({
      id: bot.user_id,
      label: intl.formatMessage(messages.ownBot, { name: bot.full_name }),
    })),
  ];

  return (
    <ModalDialog title={intl.formatMessage(messages.title, { channel: channelName })} onClose={onClose}>
      <p className="dialog-text">
        <FormattedMessage
          id="channels.email.explanation"
          defaultMessage="Emails sent to this address are posted to #{channel}, as messages from the sender chosen below."
          values={{ channel: channelName }}
        />
      </p>
      {featureLevel >= EMAIL_SENDER_LEVEL && (
        <fieldset className="form-choice-group">
          <legend>
            <FormattedMessage id="channels.email.sender" defaultMessage="Sender" />
          </legend>
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
      {address.isPending && (
        <p className="dialog-text is-muted">
          <FormattedMessage id="channels.email.loading" defaultMessage="Getting the address…" />
        </p>
      )}
      {address.isError && (
        <p role="alert" className="notice notice-error">
          {errorMessage(address.error, intl)}
        </p>
      )}
      {address.isSuccess && (
        <CopyField label={intl.formatMessage(messages.address)} value={address.data.email} />
      )}
    </ModalDialog>
  );
}
