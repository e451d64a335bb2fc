// GET/POST /drafts, PATCH/DELETE /drafts/{draft_id}. Drafts live on the user record; every change
// is echoed to the user's own queues as a drafts event.
import { createDrafts, deleteDraft, editDraft, getDrafts, type DraftInput } from '../../shared/api/drafts';
import { badRequest, invalidChannelId, notFound } from '../http/failure';
import { route } from '../http/route';
import { canReadChannel } from '../realm/access';
import { LIMITS, type Realm } from '../realm/realm';
import type { DraftRecord, UserRecord } from '../realm/types';
import { canAccessUser } from '../realm/visibility';
import { cutToCodePoints } from '../../shared/code-points';

const TRUNCATION_MARK = '...';

function requireSyncEnabled(user: UserRecord): void {
  if (user.settings.enable_drafts_synchronization === false) {
    throw badRequest('User has disabled synchronizing drafts.');
  }
}

/** Long topics are cut, as the server does for messages, rather than rejected. */
function truncateTopic(topic: string): string {
  return cutToCodePoints(topic, LIMITS.max_topic_length, TRUNCATION_MARK);
}

/**
 * Checks one draft and returns the record fields it stores (without the id). Throws before anything
 * is stored, so a batch with one bad draft stores none.
 */
function validatedDraft(realm: Realm, user: UserRecord, input: DraftInput): Omit<DraftRecord, 'id'> {
  if (input.content.includes('\0')) throw badRequest('Content must not contain null bytes');
  if (input.topic.includes('\0')) throw badRequest('Topic must not contain null bytes');
  const timestamp = input.timestamp ?? realm.now();
  if (timestamp < 0) throw badRequest('Timestamp must not be negative.');
  const stored = { content: input.content, timestamp: Math.floor(timestamp) };
  if (input.type === 'stream') {
    if (input.to.length !== 1) throw badRequest('Must specify exactly 1 channel ID for channel messages');
    const channel = realm.channel(input.to[0] as number);
    if (!channel || !canReadChannel(realm, user, channel)) throw invalidChannelId();
    return { ...stored, type: 'stream', to: [channel.stream_id], topic: truncateTopic(input.topic) };
  }
  if (input.type === '') {
    if (input.to.length > 0) throw badRequest('Drafts without a recipient type must have an empty "to" list');
    return { ...stored, type: '', to: [], topic: '' };
  }
  return { ...stored, ...directRecipients(realm, user, input.to), topic: '' };
}

/**
 * Direct drafts name the other participants only: duplicates and the user themselves are dropped,
 * except in a draft to oneself. A direct draft with nobody in it is an unaddressed one.
 */
function directRecipients(realm: Realm, user: UserRecord, to: number[]): Pick<DraftRecord, 'type' | 'to'> {
  for (const id of to) {
    const target = realm.user(id);
    if (!target || !canAccessUser(realm, user, target)) throw badRequest(`Invalid user ID ${id}`);
  }
  const unique = [...new Set(to)].sort((a, b) => a - b);
  if (unique.length === 0) return { type: '', to: [] };
  const others = unique.filter((id) => id !== user.user_id);
  return { type: 'private', to: others.length > 0 ? others : unique };
}

function findDraft(user: UserRecord, draftId: number): DraftRecord {
  const found = user.drafts.get(draftId);
  if (!found) throw notFound('Draft does not exist');
  return found;
}

const draftToApi = (record: DraftRecord) => ({ ...record, to: [...record.to] });

export const draftsRoutes = [
  route(getDrafts, ({ user }) => {
    const drafts = [...user.drafts.values()]
      .sort((a, b) => b.timestamp - a.timestamp || b.id - a.id)
      .map(draftToApi);
    return { count: drafts.length, drafts };
  }),

  route(createDrafts, ({ realm, user }, { drafts }) => {
    requireSyncEnabled(user);
    const checked = drafts.map((input) => validatedDraft(realm, user, input));
    const records = checked.map((fields) => ({ id: realm.nextId('draft'), ...fields }));
    for (const record of records) user.drafts.set(record.id, record);
    if (records.length > 0) {
      realm.emit([user.user_id], { type: 'drafts', op: 'add', drafts: records.map(draftToApi) });
    }
    return { ids: records.map((r) => r.id) };
  }),

  route(editDraft, ({ realm, user }, { draft_id, draft }) => {
    requireSyncEnabled(user);
    findDraft(user, draft_id);
    const record: DraftRecord = { id: draft_id, ...validatedDraft(realm, user, draft) };
    user.drafts.set(draft_id, record);
    realm.emit([user.user_id], { type: 'drafts', op: 'update', draft: draftToApi(record) });
    return {};
  }),

  route(deleteDraft, ({ realm, user }, { draft_id }) => {
    findDraft(user, draft_id);
    user.drafts.delete(draft_id);
    realm.emit([user.user_id], { type: 'drafts', op: 'remove', draft_id });
    return {};
  }),
];
