// Keeps what a renderer that connects late (a reload, a second browser tab) needs to catch up: the
// latest app state, the latest snapshot and the event batches since it, replayed in order.
import type { IpcPush } from '../../../shared/ipc';

/** Past this many events a late renderer is better served by a fresh snapshot. */
const MAX_REPLAY_EVENTS = 20_000;

export class PushCache {
  private appState: IpcPush | undefined;
  private snapshot: Extract<IpcPush, { type: 'snapshot' }> | undefined;
  private batches: Extract<IpcPush, { type: 'events' }>[] = [];
  private eventCount = 0;
  private connection = new Map<string, IpcPush>();
  /** The latest of each push that states something (preferences, update status) rather than an act. */
  private latest = new Map<'desktop-preferences' | 'update-status', IpcPush>();

  /** Records a push; returns false when the replay log overflowed and a fresh snapshot is needed. */
  record(push: IpcPush): boolean {
    switch (push.type) {
      case 'app-state':
        this.appState = push;
        return true;
      case 'connection':
        this.connection.set(push.accountId, push);
        return true;
      case 'snapshot':
        this.snapshot = push;
        this.batches = [];
        this.eventCount = 0;
        return true;
      case 'desktop-preferences':
      case 'update-status':
        this.latest.set(push.type, push);
        return true;
      // Acts for the renderer of the moment: a late one must not repeat them.
      case 'upload-progress':
      case 'command':
      case 'open':
      case 'link-refused':
      case 'browser-sign-in':
        return true;
      case 'events':
        if (
          !this.snapshot ||
          push.accountId !== this.snapshot.accountId ||
          push.generation !== this.snapshot.generation
        ) {
          return true;
        }
        this.batches.push(push);
        this.eventCount += push.events.length;
        if (this.eventCount <= MAX_REPLAY_EVENTS) return true;
        this.snapshot = undefined;
        this.batches = [];
        this.eventCount = 0;
        return false;
    }
  }

  /** Everything a new renderer should receive, oldest first; event batches are marked as replayed. */
  replay(): IpcPush[] {
    const pushes: IpcPush[] = [];
    if (this.appState) pushes.push(this.appState);
    if (this.snapshot) {
      pushes.push(this.snapshot, ...this.batches.map((batch) => ({ ...batch, replayed: true as const })));
    }
    pushes.push(...this.connection.values(), ...this.latest.values());
    return pushes;
  }

  forgetAccount(accountId: string): void {
    this.connection.delete(accountId);
    if (this.snapshot?.accountId === accountId) {
      this.snapshot = undefined;
      this.batches = [];
      this.eventCount = 0;
    }
  }
}
