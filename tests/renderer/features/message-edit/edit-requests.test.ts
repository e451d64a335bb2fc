// What the editor and the move dialog send: only what changed, both notification choices, and
// nothing at all when nothing changed; and how a refused move over the time limit is explained.
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../renderer/src/bridge/call-api';
import { moveLimitOf, refusalReason } from '../../../../renderer/src/features/message-edit/edit-errors';
import { moveRequest, type MoveChoice } from '../../../../renderer/src/features/message-edit/move-request';
import { editRequest } from '../../../../renderer/src/features/message-edit/use-edit-save';
import { testIntl } from '../../../support/intl';

const en = testIntl();
const german = testIntl('de');

const baseline = { content: 'hello *world*', topic: 'greetings' };

describe('editRequest', () => {
  it('sends only the changed content or the changed, trimmed topic', () => {
    expect(editRequest({ messageId: 7, content: 'hello', topic: 'greetings' }, baseline)).toEqual({
      message_id: 7,
      content: 'hello',
    });
    expect(editRequest({ messageId: 7, content: baseline.content, topic: '  news ' }, baseline)).toEqual({
      message_id: 7,
      topic: 'news',
    });
  });

  it('sends nothing when nothing changed, and never a topic for direct messages', () => {
    expect(
      editRequest({ messageId: 7, content: baseline.content, topic: 'greetings ' }, baseline),
    ).toBeNull();
    expect(editRequest({ messageId: 7, content: baseline.content, topic: null }, baseline)).toBeNull();
  });
});

const choice: MoveChoice = {
  messageId: 3,
  fromStreamId: 10,
  fromTopic: 'old',
  toStreamId: 10,
  toTopic: 'old',
  mode: 'change_later',
  notifyOld: false,
  notifyNew: true,
};

describe('moveRequest', () => {
  it('needs a new topic or channel', () => {
    const unchanged = moveRequest(choice);
    expect(unchanged.ok).toBe(false);
    expect(!unchanged.ok && en.formatMessage(unchanged.reason)).toBe('Choose a new topic or channel.');
    expect(moveRequest({ ...choice, toTopic: ' old ' }).ok).toBe(false);
  });

  it('sends the changed parts with the mode and both notification choices', () => {
    expect(moveRequest({ ...choice, toStreamId: 11, notifyOld: true })).toEqual({
      ok: true,
      params: {
        message_id: 3,
        stream_id: 11,
        propagate_mode: 'change_later',
        send_notification_to_old_thread: true,
        send_notification_to_new_thread: true,
      },
    });
    const renamed = moveRequest({ ...choice, toTopic: ' new ', mode: 'change_all', notifyNew: false });
    expect(renamed.ok && renamed.params).toMatchObject({ topic: 'new', propagate_mode: 'change_all' });
    expect(renamed.ok && renamed.params).not.toHaveProperty('stream_id');
  });
});

describe('refused moves', () => {
  const limitError = new ApiCallError(
    {
      kind: 'http',
      status: 400,
      code: 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED',
      message: 'You only have permission to move the 2/5 most recent messages in this topic.',
      data: {
        first_message_id_allowed_to_move: 40,
        total_messages_allowed_to_move: 2,
        total_messages_in_topic: 5,
      },
    },
    'updateMessage',
  );

  it('reads the counts of MOVE_MESSAGES_TIME_LIMIT_EXCEEDED and explains them', () => {
    expect(moveLimitOf(limitError)).toEqual({ allowed: 2, total: 5, firstAllowedId: 40 });
    expect(refusalReason(en, limitError)).toBe(
      "The organization's time limit for moving messages has passed for 3 of the 5 messages in this topic; only the 2 most recent can be moved.",
    );
    expect(refusalReason(german, limitError)).toBe(
      'Die Frist der Organisation zum Verschieben von Nachrichten ist für 3 der 5 Nachrichten in diesem Thema abgelaufen; nur die 2 neuesten können verschoben werden.',
    );
  });

  it("names any other refusal in the server's words", () => {
    const other = new ApiCallError(
      {
        kind: 'http',
        status: 400,
        code: 'BAD_REQUEST',
        message: "You don't have permission to move this message",
      },
      'updateMessage',
    );
    expect(moveLimitOf(other)).toBeNull();
    expect(refusalReason(german, other)).toBe("You don't have permission to move this message");
  });
});
