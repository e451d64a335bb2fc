// The bench's "time to painted" probe and its large-realm set-up, shared by the figures that time one
// action on the large realm (Inbox, People, sidebar filter, next unread, search, typeahead). The probe
// runs in the page as text (the bench's compiler would add helpers a page does not have): it does the
// action, then polls each frame until the result shows, and resolves with the ms until the frame after.
import type { Page } from 'playwright-core';
import { buildSeed } from '../../server/seed';
import type { SeededRealm } from '../../server/seed/seed-types';

/** The reduced large realm of a --quick run. */
const QUICK_SIZE = { users: 2_000, channels: 200, messages: 20_000, unreadForMember: 5_000 };

/** The large realm, reduced for a quick run. */
export function largeRealm(quick: boolean): SeededRealm {
  return buildSeed('large', quick ? { size: QUICK_SIZE } : {});
}

export interface PaintedProbe {
  /** Statements run before the clock starts (e.g. focusing a field). */
  before?: string;
  /** Statements that start the timed action (e.g. setting the hash). */
  act: string;
  /** An expression that holds once the result shows. */
  painted: string;
  /** An expression giving the error message when it never does. */
  failure: string;
  timeoutMs?: number;
}

/** Runs `probe` in the page; the ms from the action to the frame after its result painted. */
export async function timeToPainted(page: Page, probe: PaintedProbe): Promise<number> {
  const script = String.raw`new Promise((resolve, reject) => {
  ${probe.before ?? ''}
  const started = performance.now();
  ${probe.act}
  const check = () => {
    if (${probe.painted}) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
    else if (performance.now() - started > ${probe.timeoutMs ?? 20_000}) reject(new Error(${probe.failure}));
    else requestAnimationFrame(check);
  };
  check();
})`;
  return (await page.evaluate(script)) as number;
}

/**
 * Statements that set `variable`'s value (an element of class `proto`) as one keystroke would: through
 * the prototype's setter, which React's change tracking sees, the caret at the end, then an input event.
 */
export function setValueScript(
  proto: 'HTMLInputElement' | 'HTMLTextAreaElement',
  variable: string,
  value: string,
): string {
  const text = JSON.stringify(value);
  return `Object.getOwnPropertyDescriptor(${proto}.prototype, 'value').set.call(${variable}, ${text});
  ${variable}.setSelectionRange(${text}.length, ${text}.length);
  ${variable}.dispatchEvent(new Event('input', { bubbles: true }));`;
}
