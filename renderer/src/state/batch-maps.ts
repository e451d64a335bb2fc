// Explicit batching for the maps that nearly every event writes (unread, messages, presence,
// typing). reduceEvents opens them with asMutable before the first event, so the batch writes
// Immutable.js nodes in place instead of copying a path per event, and closes them with asImmutable
// after the last: the store only ever holds closed maps. A slice the batch did not change comes back
// as the very object it was, so memoised selectors keep their results.
import type { EventDomains } from './domains';

/** The slices with hot maps, and which of their fields those are. */
const HOT = {
  unread: ['conversations', 'keyById'],
  messages: ['byId'],
  presence: ['byUser'],
  typing: ['byConversation'],
} as const satisfies { [S in keyof EventDomains]?: readonly (keyof EventDomains[S])[] };

type HotSlice = keyof typeof HOT;

/** What both asMutable and asImmutable maps offer; every HOT field is an Immutable.js map. */
interface BatchMap {
  asMutable(): BatchMap;
  asImmutable(): BatchMap;
  wasAltered(): boolean;
}

const hotSlices = Object.keys(HOT) as HotSlice[];
const fieldsOf = (slice: object, name: HotSlice) => {
  const record = slice as Record<string, BatchMap>;
  return HOT[name].map((field) => ({ field, map: record[field] as BatchMap }));
};

/** `domains` with every hot map opened for this batch (the maps of `domains` stay untouched). */
export function openMaps(domains: EventDomains): EventDomains {
  const opened = { ...domains };
  for (const name of hotSlices) {
    const slice: Record<string, unknown> = { ...domains[name] };
    for (const { field, map } of fieldsOf(domains[name], name)) slice[field] = map.asMutable();
    Object.assign(opened, { [name]: slice });
  }
  return opened;
}

/** `after` with every map closed; unchanged slices are the objects of `before` again. */
export function closeMaps(after: EventDomains, opened: EventDomains, before: EventDomains): EventDomains {
  const closed = { ...after };
  for (const name of hotSlices) {
    const openedMaps = fieldsOf(opened[name], name);
    const beforeMaps = fieldsOf(before[name], name);
    const slice: Record<string, unknown> = { ...after[name] };
    let changed = after[name] !== opened[name];
    fieldsOf(after[name], name).forEach(({ field, map }, i) => {
      // A handler may have put a new (immutable) map in place of the opened one.
      const untouched = map === openedMaps[i]?.map && !map.wasAltered();
      slice[field] = untouched ? beforeMaps[i]?.map : map.asImmutable();
      changed ||= !untouched;
    });
    Object.assign(closed, { [name]: changed ? slice : before[name] });
  }
  return closed;
}
