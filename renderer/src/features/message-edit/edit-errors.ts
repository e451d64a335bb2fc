// Words for a refused edit, move or delete. The server's own message names the rule (it is
// translated for the user); a whole-topic move over the time limit also says how many messages
// could move and from which one, so the dialog can offer to move just those.
import { defineMessages, type IntlShape } from 'react-intl';
import { ApiCallError, errorMessage } from '../../bridge/call-api';

const messages = defineMessages<{
  readonly moveLimit: {
    readonly allowed: number | bigint;
    readonly older: number | bigint;
    readonly total: number | bigint;
  };
}>({
  moveLimit: {
    id: 'edit.errors.move_time_limit',
    defaultMessage:
      "The organization's time limit for moving messages has passed for {older, number} of the {total, plural, one {# message} other {# messages}} in this topic; only the {allowed, plural, one {# most recent} other {# most recent}} can be moved.",
  },
});

export interface MoveLimitExceeded {
  allowed: number;
  total: number;
  /** The oldest message that may still move; null when none may. */
  firstAllowedId: number | null;
}

/** The counts of MOVE_MESSAGES_TIME_LIMIT_EXCEEDED, or null for any other failure. */
export function moveLimitOf(error: unknown): MoveLimitExceeded | null {
  if (!(error instanceof ApiCallError) || error.code !== 'MOVE_MESSAGES_TIME_LIMIT_EXCEEDED') return null;
  const { data } = error;
  const allowed = data.total_messages_allowed_to_move;
  const total = data.total_messages_in_topic;
  if (typeof allowed !== 'number' || typeof total !== 'number') return null;
  const first = data.first_message_id_allowed_to_move;
  return { allowed, total, firstAllowedId: typeof first === 'number' ? first : null };
}

/** One sentence naming why the server refused. */
export function refusalReason(intl: IntlShape, error: unknown): string {
  const limit = moveLimitOf(error);
  if (limit !== null) {
    const older = limit.total - limit.allowed;
    return intl.formatMessage(messages.moveLimit, { older, total: limit.total, allowed: limit.allowed });
  }
  return errorMessage(error, intl);
}
