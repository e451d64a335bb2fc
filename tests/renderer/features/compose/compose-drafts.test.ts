import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_DRAFT_UNITS,
  fitsAsDraft,
  flushComposeDrafts,
  saveComposeDraft,
  useComposeDrafts,
} from '../../../../renderer/src/features/compose/compose-drafts';
import { ipcCalls } from '../../../../shared/ipc';

// vi.mock is hoisted above the imports: compose-drafts sees this bridge.
const saved = vi.hoisted(() => [] as { key: string; text: string }[]);
vi.mock('../../../../renderer/src/bridge/call-api', () => ({
  callIpc: (name: string, params: { key: string; text: string }) => {
    if (name === 'compose.saveDraft') saved.push(params);
    return Promise.resolve(null);
  },
  errorText: (error: unknown) => String(error),
}));

describe('keeping unsent text', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    saved.length = 0;
    useComposeDrafts.setState({ accountId: 'a', loaded: true, texts: {}, saveErrors: {}, pending: {} });
  });
  afterEach(() => vi.useRealTimers());

  it('sends text within the limit to main after a pause', () => {
    expect(saveComposeDraft('dm:5', 'hello', 100)).toBe(true);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(400);
    // Saved as the account the text was typed in.
    expect(saved).toEqual([{ accountId: 'a', key: 'dm:5', text: 'hello' }]);
  });

  it('never sends a huge paste to main, but keeps it in the renderer', () => {
    const paste = '中'.repeat(360_000);
    expect(fitsAsDraft(paste, 10_000)).toBe(false);
    expect(saveComposeDraft('dm:5', 'before', 10_000)).toBe(true);
    expect(saveComposeDraft('dm:5', paste, 10_000)).toBe(false);
    vi.advanceTimersByTime(1_000);
    flushComposeDrafts();
    expect(saved).toEqual([]);
    expect(useComposeDrafts.getState().texts['dm:5']).toBe(paste);
    // Shortened, it is kept again.
    expect(saveComposeDraft('dm:5', paste.slice(0, 10_000), 10_000)).toBe(true);
    flushComposeDrafts();
    expect(saved.map((s) => s.text.length)).toEqual([10_000]);
  });

  it('waits for a pause in typing: each change restarts the wait, and only the last text is sent', () => {
    saveComposeDraft('dm:5', 'he', 100);
    vi.advanceTimersByTime(200);
    saveComposeDraft('dm:5', 'hello', 100);
    vi.advanceTimersByTime(200);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(saved).toEqual([{ accountId: 'a', key: 'dm:5', text: 'hello' }]);
    expect(useComposeDrafts.getState().pending).toEqual({});
  });

  it('keeps waiting saves in the store, and a flush sends them at once and forgets their timers', () => {
    saveComposeDraft('dm:5', 'one', 100);
    saveComposeDraft('dm:6', 'two', 100);
    expect(Object.keys(useComposeDrafts.getState().pending).sort()).toEqual(['dm:5', 'dm:6']);
    flushComposeDrafts();
    expect(saved.map((s) => s.text).sort()).toEqual(['one', 'two']);
    expect(useComposeDrafts.getState().pending).toEqual({});
    // The cancelled timers never fire a second save.
    vi.advanceTimersByTime(1_000);
    expect(saved).toHaveLength(2);
  });

  it('also refuses what the bridge would refuse, whatever the server allows', () => {
    expect(MAX_DRAFT_UNITS).toBe(ipcCalls['compose.saveDraft'].shape.text.maxLength);
    expect(fitsAsDraft('x'.repeat(250_000), 1_000_000)).toBe(false);
    expect(fitsAsDraft('x'.repeat(150_000), 1_000_000)).toBe(true);
  });
});
