// The account's max_file_upload_size_mib as main knows it: from each register answer, and from a
// `realm` `update_dict` event carrying it (real servers send one when the organization's plan, and
// with it the limit, changes). Anything that is not a non-negative number leaves it unknown or as it was.
export interface UploadLimit {
  fromSnapshot(snapshot: Record<string, unknown>): void;
  fromEvents(events: readonly unknown[]): void;
  mib(): number | undefined;
}

const readMib = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

export function createUploadLimit(): UploadLimit {
  let current: number | undefined;
  return {
    fromSnapshot(snapshot) {
      current = readMib(snapshot.max_file_upload_size_mib);
    },
    fromEvents(events) {
      for (const event of events) {
        if (typeof event !== 'object' || event === null) continue;
        const { type, op, data } = event as Record<string, unknown>;
        if (type !== 'realm' || op !== 'update_dict' || typeof data !== 'object' || data === null) continue;
        current = readMib((data as Record<string, unknown>).max_file_upload_size_mib) ?? current;
      }
    },
    mib: () => current,
  };
}
