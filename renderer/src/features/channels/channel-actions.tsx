// The channel header's "Channel actions" menu: mark the channel read, show its email address,
// mute or unmute it, subscribe or unsubscribe. Results arrive as events (unread counts, the
// subscription); the menu shows only progress and the server's refusals.
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { findChannel } from '../../state/channels';
import { useAppStore } from '../../state/selectors';
import '../../styles/channels.css';
import { ChannelEmailDialog } from './channel-email-dialog';
import { channelMuteChange, markChannelAsRead } from './channel-requests';
import { isMuted } from './sidebar-model';
import { useMenu } from './use-menu';
import { useAccount } from '../../state/account-scope';

type Action = 'read' | 'mute' | 'unmute' | 'subscribe' | 'unsubscribe';

const messages = defineMessages({
  button: { id: 'channels.actions.button', defaultMessage: 'Channel actions' },
  markRead: { id: 'channels.actions.mark_read', defaultMessage: 'Mark as read' },
  emailAddress: { id: 'channels.actions.email_address', defaultMessage: 'Channel email address' },
  subscribe: { id: 'channels.actions.subscribe', defaultMessage: 'Subscribe' },
  unsubscribe: { id: 'channels.actions.unsubscribe', defaultMessage: 'Unsubscribe' },
  mute: { id: 'channels.actions.mute', defaultMessage: 'Mute' },
  unmute: { id: 'channels.actions.unmute', defaultMessage: 'Unmute' },
  working: { id: 'channels.actions.working', defaultMessage: 'Working…' },
  markedRead: { id: 'channels.actions.marked_read', defaultMessage: 'Marked #{name} as read.' },
  nothingUnread: { id: 'channels.actions.nothing_unread', defaultMessage: '#{name} has no unread messages.' },
  markedCount: {
    id: 'channels.actions.marked_count',
    defaultMessage: 'Marked {count, plural, one {# message} other {# messages}} in #{name} as read.',
  },
  muted: { id: 'channels.actions.muted', defaultMessage: 'Muted #{name}.' },
  unmuted: { id: 'channels.actions.unmuted', defaultMessage: 'Unmuted #{name}.' },
  subscribed: { id: 'channels.actions.subscribed', defaultMessage: 'Subscribed to #{name}.' },
  unsubscribed: { id: 'channels.actions.unsubscribed', defaultMessage: 'Unsubscribed from #{name}.' },
});

/** What an action did, formatted where it is shown (so it follows a change of language). */
interface Done {
  message: MessageDescriptor;
  count?: number;
}

export function ChannelActions({ streamId }: { streamId: number }) {
  const { api } = useAccount();
  const intl = useIntl();
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const subscription = useAppStore((s) => s.channels.subscriptions.get(streamId));
  const name = useAppStore((s) => findChannel(s.channels, streamId)?.name ?? '');
  const menuId = useId();
  const { open, setOpen, rootRef, buttonRef, menuRef, onMenuKeyDown, closeAndFocus } = useMenu();
  const [emailOpen, setEmailOpen] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const action = useMutation({
    mutationFn: async (which: Action): Promise<Done> => {
      switch (which) {
        case 'read': {
          const count = await markChannelAsRead(api, streamId, featureLevel);
          if (count === undefined) return { message: messages.markedRead };
          if (count === 0) return { message: messages.nothingUnread };
          return { message: messages.markedCount, count };
        }
        case 'mute':
        case 'unmute':
          await api(
            'updateSubscriptionProperties',
            channelMuteChange(streamId, which === 'mute', featureLevel),
          );
          return { message: which === 'mute' ? messages.muted : messages.unmuted };
        case 'subscribe':
          await api('subscribe', { subscriptions: [{ name }] });
          return { message: messages.subscribed };
        case 'unsubscribe':
          await api('unsubscribe', { subscriptions: [name] });
          return { message: messages.unsubscribed };
      }
    },
    onMutate: () => setDone(null),
    onSuccess: setDone,
  });
  const run = (which: Action) => {
    action.mutate(which);
    closeAndFocus();
  };
  const items: { label: MessageDescriptor; onSelect(): void }[] = [
    { label: messages.markRead, onSelect: () => run('read') },
    {
      label: messages.emailAddress,
      onSelect: () => {
        closeAndFocus();
        setEmailOpen(true);
      },
    },
    ...(subscription === undefined
      ? [{ label: messages.subscribe, onSelect: () => run('subscribe') }]
      : [
          isMuted(subscription)
            ? { label: messages.unmute, onSelect: () => run('unmute') }
            : { label: messages.mute, onSelect: () => run('mute') },
          { label: messages.unsubscribe, onSelect: () => run('unsubscribe') },
        ]),
  ];

  return (
    <div className="channel-actions" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="button button-small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {intl.formatMessage(messages.button)}
      </button>
      {open && (
        <div id={menuId} ref={menuRef} role="menu" className="popup-menu is-right" onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <button
              key={item.label.id}
              type="button"
              role="menuitem"
              className="menu-item"
              disabled={action.isPending}
              onClick={item.onSelect}
            >
              {intl.formatMessage(item.label)}
            </button>
          ))}
        </div>
      )}
      <div className="channel-actions-status">
        {action.isPending && <p className="is-muted">{intl.formatMessage(messages.working)}</p>}
        {action.isError && (
          <p role="alert" className="notice notice-error">
            {errorMessage(action.error, intl)}
          </p>
        )}
        <p role="status">{done && intl.formatMessage(done.message, { name, count: done.count })}</p>
      </div>
      {emailOpen && (
        <ChannelEmailDialog streamId={streamId} channelName={name} onClose={() => setEmailOpen(false)} />
      )}
    </div>
  );
}
