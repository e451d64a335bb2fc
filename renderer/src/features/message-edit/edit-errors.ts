// Words for a refused edit, move or delete. The server's own message names the rule (it is
// translated for the user); a whole-topic move over the time limit also says how many messages
// could move and from which one, so the dialog can offer to move just those.
import { ApiCallError, errorMessage } from '../../bridge/call-api';

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
export function refusalReason(error: unknown): string {
  const limit = moveLimitOf(error);
  if (limit !== null) {
    const older = limit.total - limit.allowed;
    return (
      `The organization's time limit for moving messages has passed for ${older} of the ` +
      `${limit.total} messages in this topic; only the ${limit.allowed} most recent can be moved.`
    );
  }
  return errorMessage(error);
}
