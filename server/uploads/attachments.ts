// Uploaded files as the realm keeps them: storing one (with the attachment `add` event real Zulip
// sends its owner), the `attachments` of the register snapshot, and linking a file to the message
// that references it (the attachment `update` event), as do_claim_attachments does.
import { randomBytes } from 'node:crypto';
import type { Realm } from '../realm/realm';
import type { MessageRecord, UploadRecord } from '../realm/types';

/** This single-organization server's realm id, the first part of every upload's path. */
export const REALM_ID = 2;
const UPLOAD_PATH = /\/user_uploads\/(\d+\/[0-9a-f]{2}\/[A-Za-z0-9_-]+\/[^\s)\]"'<>]+)/g;

/** Like Zulip's sanitize_name: letters, digits, `_`, `.` and `-` only, spaces and dashes as one `-`. */
export function safeFilename(name: string): string {
  const cleaned = name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}_\s.-]/gu, '')
    .trim()
    .replace(/[-\s]+/g, '-');
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'uploaded-file' : cleaned;
}

export function attachmentOf(record: UploadRecord): Record<string, unknown> {
  return {
    id: record.id,
    name: record.name,
    path_id: record.path_id,
    size: record.bytes.length,
    create_time: record.create_time,
    messages: record.messages.map((m) => ({ ...m })),
  };
}

export function attachmentsOf(realm: Realm, userId: number): Record<string, unknown>[] {
  return [...realm.uploads.values()].filter((u) => u.owner_id === userId).map(attachmentOf);
}

export function spaceUsed(realm: Realm, userId: number): number {
  let total = 0;
  for (const upload of realm.uploads.values()) if (upload.owner_id === userId) total += upload.bytes.length;
  return total;
}

export function storeUpload(
  realm: Realm,
  ownerId: number,
  file: { filename: string; type: string; bytes: Buffer },
): UploadRecord {
  const random = randomBytes(18).toString('base64url');
  const record: UploadRecord = {
    id: realm.nextId('attachment'),
    path_id: `${REALM_ID}/${randomBytes(1).toString('hex')}/${random}/${safeFilename(file.filename)}`,
    name: file.filename,
    owner_id: ownerId,
    content_type: file.type,
    bytes: file.bytes,
    create_time: realm.now(),
    messages: [],
  };
  realm.uploads.set(record.path_id, record);
  announce(realm, record, 'add');
  return record;
}

/** Files of the sender's that `message` links to now list it; each owner hears of it. */
export function claimAttachments(realm: Realm, message: MessageRecord): void {
  for (const match of message.content.matchAll(UPLOAD_PATH)) {
    const record = realm.uploads.get(decodeURIComponent(match[1] as string));
    if (!record || record.owner_id !== message.sender_id) continue;
    if (record.messages.some((m) => m.id === message.id)) continue;
    record.messages.push({ id: message.id, date_sent: message.timestamp });
    announce(realm, record, 'update');
  }
}

function announce(realm: Realm, record: UploadRecord, op: 'add' | 'update'): void {
  realm.emit([record.owner_id], {
    type: 'attachment',
    op,
    attachment: attachmentOf(record),
    upload_space_used: spaceUsed(realm, record.owner_id),
  });
}
