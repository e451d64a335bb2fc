// The kinds the reducer deliberately does not store (apply-events.ts says why for each): every
// domain stays as it was, and diagnostics count them by kind, so a debug view still shows them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEvent, type EventKind } from '../../../shared/events';
import { SAMPLES, wire } from '../../shared/events/samples';
import { storeFrom } from '../support/store-fixture';

const IGNORED: EventKind[] = [
  'typing_edit_message/start',
  'typing_edit_message/stop',
  'realm_bot/add',
  'realm_bot/update',
  'realm_bot/delete',
  'realm_linkifiers',
  'realm_playgrounds',
  'realm_domains/add',
  'realm_domains/change',
  'realm_domains/remove',
  'realm_export',
  'realm_export_consent',
  'navigation_view/add',
  'navigation_view/update',
  'navigation_view/remove',
  'onboarding_steps',
];

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

describe.each(IGNORED)('%s', (kind) => {
  it('changes no domain and is counted under its kind', () => {
    const f = storeFrom();
    const { diagnostics: _d, ...before } = f.s();
    const event = parseEvent(wire(SAMPLES[kind]));
    expect(event.kind).toBe(kind);
    f.apply(event);
    const { diagnostics, ...after } = f.s();
    for (const [name, slice] of Object.entries(before)) {
      expect(after[name as keyof typeof after], name).toBe(slice);
    }
    expect(diagnostics.unhandledEvents).toEqual({ [kind]: 1 });
  });
});
