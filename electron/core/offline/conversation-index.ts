// The list of one account's cached conversations, kept in memory and in a small file of its own:
// for each, its file, the message ids it holds (so an edit, a reaction or a deletion finds the
// conversations to update without opening any other), its format, when it was last opened, and
// whether it may have missed messages (stale: see conversation-cache.ts).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { conversationKey, type ConversationRef } from './conversation-key';
import type { MessageFormat } from './conversation-answer';

export const INDEX_FILE = 'conversations';

const ref = z.union([
  z.object({ kind: z.literal('channel'), streamId: z.number() }),
  z.object({ kind: z.literal('topic'), streamId: z.number(), topic: z.string() }),
  z.object({ kind: z.literal('dm'), userIds: z.array(z.number()) }),
]);
const entry = z.object({
  ref,
  ids: z.array(z.number()),
  format: z.object({
    applyMarkdown: z.boolean(),
    clientGravatar: z.boolean(),
    allowEmptyTopicName: z.boolean(),
  }),
  lastUsed: z.number(),
  stale: z.boolean(),
});
const indexFile = z.object({ version: z.literal(1), entries: z.array(entry) });

export interface IndexEntry {
  ref: ConversationRef;
  ids: readonly number[];
  format: MessageFormat;
  lastUsed: number;
  stale: boolean;
}

/** A conversation's file: a hash, so topic names never show in the profile. */
export function windowFileName(key: string): string {
  return `c-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

export class ConversationIndex {
  private readonly entries = new Map<string, IndexEntry>();
  private readonly byId = new Map<number, Set<string>>();

  /** An index from its file's text; empty (and `valid: false`) for anything unexpected. */
  static parse(text: string | undefined): { index: ConversationIndex; valid: boolean } {
    const index = new ConversationIndex();
    if (text === undefined) return { index, valid: true };
    let parsed: ReturnType<typeof indexFile.safeParse>;
    try {
      parsed = indexFile.safeParse(JSON.parse(text));
    } catch {
      return { index, valid: false };
    }
    if (!parsed.success) return { index, valid: false };
    for (const item of parsed.data.entries) index.set(item);
    return { index, valid: true };
  }

  serialize(): string {
    return JSON.stringify({ version: 1, entries: [...this.entries.values()] });
  }

  get size(): number {
    return this.entries.size;
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  get(key: string): IndexEntry | undefined {
    return this.entries.get(key);
  }

  set(next: IndexEntry): void {
    const key = conversationKey(next.ref);
    this.unlink(key);
    this.entries.set(key, next);
    for (const id of next.ids) {
      let keys = this.byId.get(id);
      if (!keys) this.byId.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  update(key: string, change: Partial<IndexEntry>): void {
    const current = this.entries.get(key);
    if (current) this.set({ ...current, ...change });
  }

  remove(key: string): void {
    this.unlink(key);
    this.entries.delete(key);
  }

  /** The conversations holding any of these messages. */
  holding(ids: Iterable<number>): Set<string> {
    const found = new Set<string>();
    for (const id of ids) for (const key of this.byId.get(id) ?? []) found.add(key);
    return found;
  }

  /** The key of the conversation stored in `file`, if any. */
  keyOfFile(file: string): string | undefined {
    return this.keys().find((key) => windowFileName(key) === file);
  }

  private unlink(key: string): void {
    for (const id of this.entries.get(key)?.ids ?? []) {
      const keys = this.byId.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byId.delete(id);
    }
  }
}
