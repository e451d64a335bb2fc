// The channel header's "Channel actions" menu: mark the channel read, show its email address,
// mute or unmute it, subscribe or unsubscribe. Results arrive as events (unread counts, the
// subscription); the menu shows only progress and the server's refusals.
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
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

export function ChannelActions({ streamId }: { streamId: number }) {
  const { api } = useAccount();
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const subscription = useAppStore((s) => s.channels.subscriptions.get(streamId));
  const name = useAppStore((s) => findChannel(s.channels, streamId)?.name ?? '');
  const menuId = useId();
  const { open, setOpen, rootRef, buttonRef, menuRef, onMenuKeyDown, closeAndFocus } = useMenu();
  const [emailOpen, setEmailOpen] = useState(false);
  const [done, setDone] = useState('');
  const action = useMutation({
    mutationFn: async (which: Action): Promise<string> => {
      switch (which) {
        case 'read': {
          const count = await markChannelAsRead(api, streamId, featureLevel);
          if (count === undefined) return `Marked #${name} as read.`;
          if (count === 0) return `#${name} has no unread messages.`;
          return `Marked ${count} ${count === 1 ? 'message' : 'messages'} in #${name} as read.`;
        }
        case 'mute':
        case 'unmute':
          await api(
            'updateSubscriptionProperties',
            channelMuteChange(streamId, which === 'mute', featureLevel),
          );
          return which === 'mute' ? `Muted #${name}.` : `Unmuted #${name}.`;
        case 'subscribe':
          await api('subscribe', { subscriptions: [{ name }] });
          return `Subscribed to #${name}.`;
        case 'unsubscribe':
          await api('unsubscribe', { subscriptions: [name] });
          return `Unsubscribed from #${name}.`;
      }
    },
    onMutate: () => setDone(''),
    onSuccess: setDone,
  });
  const run = (which: Action) => {
    action.mutate(which);
    closeAndFocus();
  };
  const items: { label: string; onSelect(): void }[] = [
    { label: 'Mark as read', onSelect: () => run('read') },
    {
      label: 'Channel email address',
      onSelect: () => {
        closeAndFocus();
        setEmailOpen(true);
      },
    },
    ...(subscription === undefined
      ? [{ label: 'Subscribe', onSelect: () => run('subscribe') }]
      : [
          isMuted(subscription)
            ? { label: 'Unmute', onSelect: () => run('unmute') }
            : { label: 'Mute', onSelect: () => run('mute') },
          { label: 'Unsubscribe', onSelect: () => run('unsubscribe') },
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
        Channel actions
      </button>
      {open && (
        <div id={menuId} ref={menuRef} role="menu" className="popup-menu is-right" onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className="menu-item"
              disabled={action.isPending}
              onClick={item.onSelect}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
      <div className="channel-actions-status">
        {action.isPending && <p className="is-muted">Working…</p>}
        {action.isError && (
          <p role="alert" className="notice notice-error">
            {errorMessage(action.error)}
          </p>
        )}
        <p role="status">{done}</p>
      </div>
      {emailOpen && (
        <ChannelEmailDialog streamId={streamId} channelName={name} onClose={() => setEmailOpen(false)} />
      )}
    </div>
  );
}
