import { describe, expect, it, vi } from 'vitest';
import {
  runMessageAction,
  type ActionDeps,
} from '../../../../renderer/src/features/message-actions/run-action';
import { THUMBS_UP } from '../../../../renderer/src/features/message-actions/action-list';
import { channelMessage, directMessage, OWN_USER_ID } from '../../support/messages';
import { testIntl } from '../../../support/intl';
import { formatPhrase, phrase, type ShownText } from '../../../../shared/i18n/phrase';
import { ApiCallError } from '../../../../renderer/src/bridge/call-api';
import { BRIDGE_ERROR_MESSAGES } from '../../../../renderer/src/bridge/bridge-errors';

const en = testIntl();
const german = testIntl('de');

type Call = { op: string; params: Record<string, unknown> };

function deps(answers: Record<string, unknown[]> = {}) {
  const calls: Call[] = [];
  const call = vi.fn(async (op: string, params: Record<string, unknown>) => {
    calls.push({ op, params });
    const queue = answers[op];
    if (queue?.[0] instanceof Error) throw queue.shift();
    return queue?.shift() ?? {};
  });
  const d = {
    call: call as unknown as ActionDeps['call'],
    intl: en,
    ownUserId: OWN_USER_ID,
    realmUrl: 'https://chat.example.org/',
    featureLevel: 400,
    openThenInsert: vi.fn(),
    writeClipboard: vi.fn(async () => {}),
    notify: vi.fn(),
    pauseReading: vi.fn(),
    startEditing: vi.fn(),
    openDialog: vi.fn(),
    returnFocus: null,
  } satisfies ActionDeps;
  return { d, calls };
}

describe('runMessageAction', () => {
  it('quote fetches the raw Markdown and inserts the quote into the message’s topic', async () => {
    const { d, calls } = deps({ getMessage: [{ message: { content: '# Title\n- item' } }] });
    await runMessageAction('quote', channelMessage(7, 3, 'plans'), d);
    expect(calls[0]).toEqual({ op: 'getMessage', params: { message_id: 7, apply_markdown: false } });
    expect(d.openThenInsert).toHaveBeenCalledWith(
      { name: 'topic', streamId: 3, topic: 'plans' },
      {
        text:
          '@_**Ada Lovelace|10** [said](https://chat.example.org/#narrow/channel/3-general/topic/plans/near/7):\n' +
          '```quote\n# Title\n- item\n```\n',
      },
    );
  });

  it('reply opens the direct conversation with empty text', async () => {
    const { d } = deps();
    await runMessageAction('reply', directMessage(8, [11, 12]), d);
    expect(d.openThenInsert).toHaveBeenCalledWith({ name: 'dm', userIds: [11, 12] }, { text: '' });
  });

  it('toggles 👍 and the star from the message’s current state', async () => {
    const { d, calls } = deps();
    await runMessageAction('thumbs-up', channelMessage(1, 3, 't'), d);
    await runMessageAction(
      'thumbs-up',
      channelMessage(1, 3, 't', { reactions: [{ ...THUMBS_UP, user_id: OWN_USER_ID }] }),
      d,
    );
    await runMessageAction('star', channelMessage(1, 3, 't', { flags: ['starred'] }), d);
    expect(calls.map((c) => c.op)).toEqual(['addReaction', 'removeReaction', 'updateMessageFlags']);
    expect(calls[0]?.params).toEqual({ message_id: 1, ...THUMBS_UP });
    expect(calls[2]?.params).toEqual({ messages: [1], op: 'remove', flag: 'starred' });
  });

  it('marks unread from the message on in its conversation, page after page', async () => {
    const { d, calls } = deps({
      updateMessageFlagsForNarrow: [
        { found_newest: false, last_processed_id: 900 },
        { found_newest: true, last_processed_id: 950 },
      ],
    });
    await runMessageAction('unread', channelMessage(5, 3, 'plans'), d);
    expect(d.pauseReading).toHaveBeenCalled();
    expect(calls.map((c) => [c.params.anchor, c.params.include_anchor, c.params.op, c.params.flag])).toEqual([
      [5, true, 'remove', 'read'],
      [900, false, 'remove', 'read'],
    ]);
    expect(calls[0]?.params.narrow).toEqual([
      { operator: 'channel', operand: 3 },
      { operator: 'topic', operand: 'plans' },
    ]);
  });

  it('copies the link and confirms; a failure is reported, not thrown', async () => {
    const { d } = deps({ updateMessageFlags: [new Error('Server is down')] });
    await runMessageAction('copy-link', directMessage(9, [11]), d);
    expect(d.writeClipboard).toHaveBeenCalledWith('https://chat.example.org/#narrow/dm/11-dm/near/9');
    const said = (intl = en) => formatPhrase(intl, d.notify.mock.lastCall?.[0] as ShownText);
    expect(said()).toBe('Link copied');
    await runMessageAction('star', channelMessage(1, 3, 't'), d);
    expect(said()).toBe('Could not change the star: Server is down');
    // The notice is worded where it is shown, in the window's language; the server's words stay.
    expect(said(german)).toBe('Die Markierung konnte nicht geändert werden: Server is down');
    // The bridge's own failure is the app's text, so it is worded in the window's language too.
    const lost = new ApiCallError({ kind: 'network', code: 'BRIDGE_LINK_LOST', message: 'lost' }, 'star');
    const { d: offline } = deps({ updateMessageFlags: [lost] });
    await runMessageAction('star', channelMessage(1, 3, 't'), offline);
    const last = offline.notify.mock.lastCall?.[0] as ShownText;
    expect(formatPhrase(en, last)).toBe(
      `Could not change the star: ${formatPhrase(en, phrase(BRIDGE_ERROR_MESSAGES.BRIDGE_LINK_LOST))}`,
    );
    expect(formatPhrase(german, last)).toContain(
      formatPhrase(german, phrase(BRIDGE_ERROR_MESSAGES.BRIDGE_LINK_LOST)),
    );
  });

  it('edit, move, delete, history, source and react hand over to the dialogs store', async () => {
    const { d } = deps();
    const message = channelMessage(4, 3, 't');
    await runMessageAction('edit', message, d);
    for (const id of ['move', 'delete', 'history', 'source', 'react'] as const)
      await runMessageAction(id, message, d);
    expect(d.startEditing).toHaveBeenCalledWith(4);
    expect(d.openDialog.mock.calls.map(([dialog]) => (dialog as { kind: string }).kind)).toEqual([
      'move',
      'delete',
      'history',
      'source',
      'emoji',
    ]);
  });
});
