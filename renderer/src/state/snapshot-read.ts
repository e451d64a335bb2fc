// Defensive readers for the register snapshot. Main checks only the envelope of POST /register, so the
// sections arrive as plain JSON: each reader keeps what has the fields the UI relies on and drops the
// rest, rather than pulling a schema library into the renderer bundle.
import type { BasicChannel, ChannelFolder, Subscription } from '../../../shared/objects';
import { isRecord } from './json-value';

export { isRecord };

export type Snapshot = Record<string, unknown>;

export function readString(snapshot: Snapshot, key: string): string | undefined {
  const value = snapshot[key];
  return typeof value === 'string' ? value : undefined;
}

export function readNumber(snapshot: Snapshot, key: string): number | undefined {
  const value = snapshot[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function readList<T>(
  snapshot: Snapshot,
  key: string,
  isValid: (item: Record<string, unknown>) => boolean,
): T[] {
  const value = snapshot[key];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is Record<string, unknown> => isRecord(item) && isValid(item)) as T[];
}

function isChannelLike(item: Record<string, unknown>): boolean {
  return typeof item.stream_id === 'number' && typeof item.name === 'string';
}

export function readChannels(snapshot: Snapshot, key: string): BasicChannel[] {
  return readList<BasicChannel>(snapshot, key, isChannelLike);
}

export function readSubscriptions(snapshot: Snapshot, key: string): Subscription[] {
  return readList<Subscription>(snapshot, key, isChannelLike);
}

export function readChannelFolders(snapshot: Snapshot): ChannelFolder[] {
  return readList<ChannelFolder>(
    snapshot,
    'channel_folders',
    (item) => typeof item.id === 'number' && typeof item.name === 'string',
  );
}
