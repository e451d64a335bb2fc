// One account's cached conversations between memory and disk: the index (read once, and marked stale
// at reading since the app was closed meanwhile), the few windows held in memory (most recently used
// last), and what has to be written, touched or deleted at the next write. Not safe for concurrent
// use: conversation-cache.ts runs every step one at a time.
import type { LevelledLog } from '../session/log';
import { sameFormat, type MessageFormat } from './conversation-answer';
import { ConversationIndex, INDEX_FILE, windowFileName, type IndexEntry } from './conversation-index';
import type { ConversationWindow } from './conversation-window';
import type { OfflineFiles } from './offline-files';
import { parseWindow, serializeWindow } from './window-file';

export interface ShelfOptions {
  accountId: string;
  files: OfflineFiles;
  log: LevelledLog;
  format: MessageFormat;
  maxLoaded: number;
  /** Something waits to be written. */
  onChange(): void;
}

export class ConversationShelf {
  private index: ConversationIndex | undefined;
  private readonly loaded = new Map<string, ConversationWindow>();
  private readonly dirty = new Set<string>();
  private readonly touched = new Set<string>();
  private readonly removed = new Set<string>();
  private indexDirty = false;

  constructor(private readonly options: ShelfOptions) {}

  async entries(): Promise<ConversationIndex> {
    if (this.index) return this.index;
    const { accountId, files, log } = this.options;
    const { index, valid } = ConversationIndex.parse(await files.read(accountId, INDEX_FILE));
    if (!valid)
      log.warn('offline: conversation list discarded, it is not in the expected form', { accountId });
    // Whatever happened while the app was closed is not in these.
    for (const key of index.keys()) index.update(key, { stale: true });
    this.index = index;
    return index;
  }

  async window(key: string): Promise<ConversationWindow | undefined> {
    const hit = this.loaded.get(key);
    if (hit) {
      this.loaded.delete(key);
      this.loaded.set(key, hit);
      return hit;
    }
    const index = await this.entries();
    const entry = index.get(key);
    if (!entry) return undefined;
    const { accountId, files, log, format } = this.options;
    const text = await files.read(accountId, windowFileName(key));
    const window = text === undefined ? undefined : parseWindow(text, key, entry.ref);
    if (!window || !sameFormat(entry.format, format)) {
      if (text !== undefined) log.warn('offline: cached conversation discarded', { accountId });
      this.drop(key);
      return undefined;
    }
    this.loaded.set(key, window);
    // The file is the truth about which messages it holds.
    index.update(key, { ids: window.messages.map((m) => m.id) });
    return window;
  }

  /** A new or changed window (null: drop it), with index fields to set. */
  put(key: string, window: ConversationWindow | null, entry?: Omit<IndexEntry, 'ids'>): void {
    if (window === null) return this.drop(key);
    const index = this.index ?? new ConversationIndex();
    this.index = index;
    const ids = window.messages.map((m) => m.id);
    if (entry) index.set({ ...entry, ids });
    else index.update(key, { ids });
    this.loaded.delete(key);
    this.loaded.set(key, window);
    this.dirty.add(key);
    this.changed();
  }

  drop(key: string): void {
    this.index?.remove(key);
    this.loaded.delete(key);
    this.dirty.delete(key);
    this.touched.delete(key);
    this.removed.add(windowFileName(key));
    this.changed();
  }

  /** Deletes a file, and forgets the conversation in it if any. */
  dropFile(name: string): void {
    const key = this.index?.keyOfFile(name);
    if (key !== undefined) this.drop(key);
    else this.removed.add(name);
  }

  used(key: string, at: number): void {
    if (!this.index?.get(key)) return;
    this.index.update(key, { lastUsed: at });
    this.touched.add(key);
    this.changed();
  }

  markAllStale(): void {
    const index = this.index;
    if (!index || index.size === 0) return;
    for (const key of index.keys()) index.update(key, { stale: true });
    this.changed();
  }

  /** Writes what waits; true if anything on disk changed. */
  async writeOut(): Promise<boolean> {
    const index = this.index;
    if (!index) return false;
    const { accountId, files, maxLoaded } = this.options;
    let wrote = this.removed.size > 0;
    await files.remove(accountId, [...this.removed]);
    this.removed.clear();
    for (const key of [...this.dirty]) {
      this.dirty.delete(key);
      this.touched.delete(key);
      const window = this.loaded.get(key);
      const entry = index.get(key);
      if (!window || !entry) continue;
      await files.write(accountId, windowFileName(key), serializeWindow(key, window), entry.lastUsed);
      wrote = true;
    }
    for (const key of [...this.touched]) {
      this.touched.delete(key);
      const entry = index.get(key);
      if (entry) await files.touch(accountId, windowFileName(key), entry.lastUsed);
    }
    if (this.indexDirty) {
      this.indexDirty = false;
      await files.write(accountId, INDEX_FILE, index.serialize());
      wrote = true;
    }
    // Everything in memory is on disk now: keep only the most recently used.
    for (const key of this.loaded.keys()) if (this.loaded.size > maxLoaded) this.loaded.delete(key);
    return wrote;
  }

  /** Forgets everything (the folder is being deleted). */
  clear(): void {
    this.index = new ConversationIndex();
    for (const set of [this.dirty, this.touched, this.removed]) set.clear();
    this.loaded.clear();
    this.indexDirty = false;
  }

  private changed(): void {
    this.indexDirty = true;
    this.options.onChange();
  }
}
