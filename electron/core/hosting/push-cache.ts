// Keeps what a renderer that connects late (a reload, a second browser tab) needs to catch up: the
// latest app state and, for each signed-in account, its latest snapshot and the event batches since
// it, replayed in order, and its outbox. An account the latest app state no longer lists (signed out) is dropped at
// once, so nothing of it stays in main's memory or reaches a later renderer.
//
// A snapshot is the big part (megabytes of objects on a large realm, one per account), so a host
// may keep it in another form: browser mode keeps the binary frame it already encoded to send it
// (bytes outside the JS heap) instead of the objects, and replays that frame as it is. `S` is that
// form; Electron, which hands objects to its IPC, keeps the push itself.
import type { IpcPush } from '../../../shared/ipc';

/** Past this many events of one account, a late renderer is better served by a fresh snapshot. */
const MAX_REPLAY_EVENTS = 20_000;

type SnapshotPush = Extract<IpcPush, { type: 'snapshot' }>;
type EventsPush = Extract<IpcPush, { type: 'events' }>;

interface AccountLog<S> {
  generation: number;
  snapshot: SnapshotPush | S;
  batches: EventsPush[];
  eventCount: number;
}

export class PushCache<S = never> {
  private appState: Extract<IpcPush, { type: 'app-state' }> | undefined;
  private accounts = new Map<string, AccountLog<S>>();
  private connection = new Map<string, IpcPush>();
  /** Each account's outbox as last pushed. */
  private outbox = new Map<string, IpcPush>();
  /** The latest of each push that states something (preferences, update status) rather than an act. */
  private latest = new Map<'desktop-preferences' | 'update-status' | 'offline-notice', IpcPush>();

  /**
   * Records a push; returns false when an account's replay log overflowed and was dropped (a late
   * renderer then waits for that account's next snapshot). `kept`: the form to keep a snapshot in.
   */
  record(push: IpcPush, kept?: S): boolean {
    switch (push.type) {
      case 'app-state':
        this.appState = push;
        this.keepOnly(new Set(push.state.accounts.map((account) => account.id)));
        return true;
      case 'connection':
        this.connection.set(push.accountId, push);
        return true;
      case 'outbox':
        this.outbox.set(push.accountId, push);
        return true;
      case 'snapshot':
        this.accounts.set(push.accountId, {
          generation: push.generation,
          snapshot: kept ?? push,
          batches: [],
          eventCount: 0,
        });
        return true;
      // A full disk stays full for the run (offline-notice): a window loaded later is told too.
      case 'desktop-preferences':
      case 'update-status':
      case 'offline-notice':
        this.latest.set(push.type, push);
        return true;
      // Acts for the renderer of the moment: a late one must not repeat them (and loads its views afresh).
      case 'upload-progress':
      case 'command':
      case 'open':
      case 'link-refused':
      case 'browser-sign-in':
      case 'messages-stale':
        return true;
      case 'events': {
        const log = this.accounts.get(push.accountId);
        if (log === undefined || push.generation !== log.generation) return true;
        log.batches.push(push);
        log.eventCount += push.events.length;
        if (log.eventCount <= MAX_REPLAY_EVENTS) return true;
        this.accounts.delete(push.accountId);
        return false;
      }
    }
  }

  /**
   * Everything a new renderer should receive, oldest first; event batches are marked as replayed.
   * Snapshots come in the form they were kept in.
   */
  replay(): (IpcPush | S)[] {
    const pushes: (IpcPush | S)[] = [];
    if (this.appState) pushes.push(this.appState);
    for (const log of this.accounts.values()) {
      pushes.push(log.snapshot, ...log.batches.map((batch) => ({ ...batch, replayed: true as const })));
    }
    pushes.push(...this.connection.values(), ...this.outbox.values(), ...this.latest.values());
    return pushes;
  }

  /** The accounts whose snapshot is kept (for tests and diagnostics). */
  accountIds(): string[] {
    return [...this.accounts.keys()];
  }

  private keepOnly(signedIn: ReadonlySet<string>): void {
    for (const id of [...this.accounts.keys()]) if (!signedIn.has(id)) this.accounts.delete(id);
    for (const map of [this.connection, this.outbox]) {
      for (const id of [...map.keys()]) if (!signedIn.has(id)) map.delete(id);
    }
  }
}
