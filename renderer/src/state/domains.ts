// The registry of event-fed slices. Each domain says how it starts and how a register snapshot
// fills it; the store loops over this table, so adding a domain is one entry here plus its cases in
// apply-events.ts.
import {
  channelFoldersFromSnapshot,
  initialChannelFolders,
  type ChannelFoldersState,
} from './channel-folders';
import { channelsFromSnapshot, initialChannels, type ChannelsState } from './channels';
import { initialRealm, realmFromSnapshot, type RealmState } from './realm';
import type { Snapshot } from './snapshot-read';

/** The slices server events feed. Handlers return the same object when nothing changed. */
export interface EventDomains {
  realm: RealmState;
  channels: ChannelsState;
  channelFolders: ChannelFoldersState;
}

interface DomainSpec<T> {
  initial: T;
  fromSnapshot(snapshot: Snapshot): T;
}

export const DOMAINS: { [K in keyof EventDomains]: DomainSpec<EventDomains[K]> } = {
  realm: { initial: initialRealm, fromSnapshot: realmFromSnapshot },
  channels: { initial: initialChannels, fromSnapshot: channelsFromSnapshot },
  channelFolders: { initial: initialChannelFolders, fromSnapshot: channelFoldersFromSnapshot },
};

const DOMAIN_KEYS = Object.keys(DOMAINS) as (keyof EventDomains)[];

export function initialDomains(): EventDomains {
  const domains = {} as Record<keyof EventDomains, unknown>;
  for (const key of DOMAIN_KEYS) domains[key] = DOMAINS[key].initial;
  return domains as EventDomains;
}

export function domainsFromSnapshot(snapshot: Snapshot): EventDomains {
  const domains = {} as Record<keyof EventDomains, unknown>;
  for (const key of DOMAIN_KEYS) domains[key] = DOMAINS[key].fromSnapshot(snapshot);
  return domains as EventDomains;
}

/** The domains whose object changed between two states (handlers keep unchanged objects). */
export function changedDomains(before: EventDomains, after: EventDomains): Partial<EventDomains> {
  const changed: Partial<Record<keyof EventDomains, unknown>> = {};
  for (const key of DOMAIN_KEYS) if (after[key] !== before[key]) changed[key] = after[key];
  return changed as Partial<EventDomains>;
}
