// "Topic actions for <topic>": mute, unmute, follow or reset a topic. The new policy comes back as a
// user_topic event; the menu only sends the request and shows a refusal.
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { useAccount } from '../../state/account-scope';
import { useAppStore } from '../../state/selectors';
import type { ApiCaller } from './channel-requests';
import { useMessageDialogs } from '../message-actions/message-dialogs-store';
import { actionOfPolicy, TOPIC_ACTIONS, topicPolicyRequest, type TopicAction } from './topic-policy';
import { useMenu } from './use-menu';

const messages = defineMessages<{
  button: { topic: string };
  error: { topic: string; error: string };
  unsupported: NoMessageValues;
}>({
  button: { id: 'channels.topic_menu.button', defaultMessage: 'Topic actions for {topic}' },
  error: { id: 'channels.topic_menu.error', defaultMessage: '{topic}: {error}' },
  unsupported: {
    id: 'channels.topic_menu.unsupported',
    defaultMessage: 'This server cannot do that for topics.',
  },
});

/** The menu button's glyph and the checked item's mark; both hidden from screen readers. */
const MORE_GLYPH = '⋯';
const CHECK_MARK = '✓';

interface TopicMenuProps {
  streamId: number;
  topic: string;
  /** The topic's newest message: a move of the whole topic is made through it. */
  maxId: number;
  label: string;
  policy: number;
  onError(message: string | null): void;
}

/** A request this server cannot make (the menu disables those items, so only a race gets here). */
class UnsupportedTopicAction extends Error {}

function send(call: ApiCaller, action: TopicAction, featureLevel: number, streamId: number, topic: string) {
  const request = topicPolicyRequest(action, featureLevel, streamId, topic);
  if (request === null) return Promise.reject(new UnsupportedTopicAction(`topic action ${action}`));
  return request.op === 'updateUserTopic'
    ? call('updateUserTopic', request.params)
    : call('updateMutedTopic', request.params);
}

export function TopicMenu({ streamId, topic, maxId, label, policy, onError }: TopicMenuProps) {
  const { api } = useAccount();
  const intl = useIntl();
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const menuId = useId();
  const { open, setOpen, rootRef, buttonRef, menuRef, onMenuKeyDown, closeAndFocus } = useMenu();
  const change = useMutation({
    mutationFn: (action: TopicAction) => send(api, action, featureLevel, streamId, topic),
    onMutate: () => onError(null),
    onError: (error) => {
      const text =
        error instanceof UnsupportedTopicAction
          ? intl.formatMessage(messages.unsupported)
          : errorMessage(error, intl);
      onError(intl.formatMessage(messages.error, { topic: label, error: text }));
    },
  });
  const current = actionOfPolicy(policy);

  return (
    <div className="topic-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button topic-menu-button"
        aria-label={intl.formatMessage(messages.button, { topic: label })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true">{MORE_GLYPH}</span>
      </button>
      {open && (
        <div id={menuId} ref={menuRef} role="menu" className="popup-menu" onKeyDown={onMenuKeyDown}>
          {TOPIC_ACTIONS.map(({ action, label: actionLabel }) => (
            <button
              key={action}
              type="button"
              role="menuitemradio"
              aria-checked={current === action}
              className="menu-item"
              disabled={
                change.isPending || topicPolicyRequest(action, featureLevel, streamId, topic) === null
              }
              onClick={() => {
                change.mutate(action);
                closeAndFocus();
              }}
            >
              {intl.formatMessage(actionLabel)}
              <span aria-hidden="true" className="menu-check">
                {current === action ? CHECK_MARK : ''}
              </span>
            </button>
          ))}
          <button
            type="button"
            role="menuitem"
            className="menu-item"
            onClick={() => {
              const returnFocus = buttonRef.current;
              closeAndFocus();
              const topicRef = { streamId, name: topic };
              useMessageDialogs
                .getState()
                .openDialog({ kind: 'move', messageId: maxId, topic: topicRef, returnFocus });
            }}
          >
            <FormattedMessage id="channels.topic_menu.move" defaultMessage="Move topic…" />
          </button>
        </div>
      )}
    </div>
  );
}
