// Attachments slice: the files the user uploaded, and the organization's total upload use.
import type { EventOfKind } from '../../../shared/events';
import { readAttachment, type Attachment } from '../../../shared/objects/attachment-read';
import { byId, putEntry, withoutEntries, type ById } from './by-id-map';
import { readList, readNumber, type Snapshot } from './snapshot-read';
import { PersistentMap } from './persistent-map';

export interface AttachmentsState {
  byId: ById<Attachment>;
  /** Bytes used by the whole organization; null until the server says. */
  uploadSpaceUsed: number | null;
}

export const initialAttachments: AttachmentsState = { byId: PersistentMap.empty(), uploadSpaceUsed: null };

export function attachmentsFromSnapshot(snapshot: Snapshot): AttachmentsState {
  // Both wire shapes, normalised by the same reader as events; malformed entries are dropped.
  const list = readList(snapshot, 'attachments', () => true).flatMap((item) => readAttachment(item) ?? []);
  return {
    byId: byId(list, (attachment) => attachment.id),
    uploadSpaceUsed: readNumber(snapshot, 'upload_space_used') ?? null,
  };
}

function withUsage(state: AttachmentsState, map: ById<Attachment>, used: number): AttachmentsState {
  if (map === state.byId && used === state.uploadSpaceUsed) return state;
  return { byId: map, uploadSpaceUsed: used };
}

/** add and update both carry the whole attachment (update: e.g. the messages that reference it). */
export function handleAttachmentUpsert(
  state: AttachmentsState,
  event: EventOfKind<'attachment/add'> | EventOfKind<'attachment/update'>,
): AttachmentsState {
  const map = putEntry(state.byId, event.attachment.id, event.attachment);
  return withUsage(state, map, event.upload_space_used);
}

export function handleAttachmentRemove(
  state: AttachmentsState,
  event: EventOfKind<'attachment/remove'>,
): AttachmentsState {
  return withUsage(state, withoutEntries(state.byId, [event.attachment.id]), event.upload_space_used);
}
