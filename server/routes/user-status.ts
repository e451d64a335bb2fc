// POST /users/me/status and the alert words (GET/POST/DELETE /users/me/alert_words).
import { addAlertWords, getAlertWords, removeAlertWords, updateStatus } from '../../shared/api/user-status';
import { badRequest } from '../http/failure';
import { route } from '../http/route';
import { LIMITS, type Realm } from '../realm/realm';
import type { UserRecord, UserStatusRecord } from '../realm/types';
import { usersWhoCanAccess } from './user-support/audience';
import { applySetting } from './user-support/settings-values';
import { resolveStatusEmoji } from './user-support/status-emoji';

const EMOJI_KEYS = ['emoji_name', 'emoji_code', 'reaction_type'] as const;
const STATUS_KEYS = ['status_text', ...EMOJI_KEYS, 'away'] as const;

/** Checks alert words: trimmed, non-empty, at most 100 characters each. */
function checkedAlertWords(words: string[]): string[] {
  return words.map((raw, index) => {
    const word = raw.trim();
    if (word === '') throw badRequest(`alert_words[${index}] can't be empty`);
    if ([...word].length > LIMITS.alert_word_length) {
      throw badRequest(`alert_words[${index}] is too long (limit: ${LIMITS.alert_word_length} characters)`);
    }
    return word;
  });
}

function setAlertWords(realm: Realm, user: UserRecord, words: string[]): void {
  const changed = words.length !== user.alert_words.length || words.some((w, i) => w !== user.alert_words[i]);
  if (!changed) return;
  user.alert_words = words;
  realm.emit([user.user_id], { type: 'alert_words', alert_words: [...words] });
}

export const userStatusRoutes = [
  route(updateStatus, ({ realm, user }, params) => {
    const text = params.status_text?.trim();
    if (text === undefined && params.away === undefined && params.emoji_name === undefined) {
      throw badRequest('Client did not pass any new values.');
    }
    if (text !== undefined && [...text].length > LIMITS.status_text_length) {
      throw badRequest(`status_text is too long (limit: ${LIMITS.status_text_length} characters)`);
    }
    const emoji =
      params.emoji_name === undefined
        ? undefined
        : resolveStatusEmoji(params.emoji_name, params.emoji_code, params.reaction_type);

    const next: UserStatusRecord = {
      ...user.status,
      ...(text === undefined ? {} : { status_text: text }),
      ...(emoji ?? {}),
      ...(params.away === undefined ? {} : { away: params.away }),
    };
    const changed: Record<string, unknown> = {};
    for (const key of STATUS_KEYS) if (next[key] !== user.status[key]) changed[key] = next[key];
    // The emoji's three keys describe one thing, so a change to it carries all of them.
    if (EMOJI_KEYS.some((key) => key in changed)) for (const key of EMOJI_KEYS) changed[key] = next[key];
    user.status = next;
    // The deprecated away flag is presence_enabled inverted (FL 148).
    if (params.away !== undefined && user.settings.presence_enabled !== !params.away) {
      applySetting(realm, user, 'presence_enabled', !params.away);
    }
    if (Object.keys(changed).length > 0) {
      realm.emit(usersWhoCanAccess(realm, user), { type: 'user_status', user_id: user.user_id, ...changed });
    }
    return {};
  }),

  route(getAlertWords, ({ user }) => ({ alert_words: [...user.alert_words] })),

  route(addAlertWords, ({ realm, user }, { alert_words }) => {
    const words = [...user.alert_words];
    const known = new Set(words.map((w) => w.toLowerCase()));
    for (const word of checkedAlertWords(alert_words)) {
      if (known.has(word.toLowerCase())) continue;
      known.add(word.toLowerCase());
      words.push(word);
    }
    setAlertWords(realm, user, words);
    return { alert_words: [...user.alert_words] };
  }),

  route(removeAlertWords, ({ realm, user }, { alert_words }) => {
    const gone = new Set(alert_words.map((w) => w.trim().toLowerCase()));
    setAlertWords(
      realm,
      user,
      user.alert_words.filter((w) => !gone.has(w.toLowerCase())),
    );
    return { alert_words: [...user.alert_words] };
  }),
];
