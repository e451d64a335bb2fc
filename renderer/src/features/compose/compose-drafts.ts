// Unsent compose text per conversation (narrow key), for the shown account. Main keeps it on disk
// ('compose.saveDraft' / 'compose.loadDrafts'); this store is the renderer's copy, loaded once per
// account, with saves debounced so typing does not send an IPC message per keystroke. Text too long
// for a message stays in this copy (the box keeps it) but is not sent to main: the disk keeps the
// last version that fitted, and no oversized frame is ever attempted.
import { create } from 'zustand';
import { callIpc, errorText } from '../../bridge/call-api';
import { draftFits } from './text-limits';
import { type ShownText } from '../../../../shared/i18n/phrase';

const SAVE_DELAY_MS = 300;
/**
 * The most UTF-16 units main accepts for one conversation's text: the 'compose.saveDraft' schema in
 * shared/ipc.ts (not imported, to keep zod out of the page; a test checks the two agree).
 */
export const MAX_DRAFT_UNITS = 200_000;

interface ComposeDraftsState {
  /** The account the texts belong to; null before the first load. */
  accountId: string | null;
  loaded: boolean;
  texts: Readonly<Record<string, string>>;
  /**
   * Why the last save of a conversation's text failed (e.g. too large to send), until one succeeds;
   * worded where it is shown, so it follows the window's language.
   */
  saveErrors: Readonly<Record<string, ShownText>>;
  /** The timers of saves waiting out the typing pause, by conversation (kept here, not in a module variable). */
  pending: Readonly<Record<string, ReturnType<typeof setTimeout>>>;
}

export const useComposeDrafts = create<ComposeDraftsState>()(() => ({
  accountId: null,
  loaded: false,
  texts: {},
  saveErrors: {},
  pending: {},
}));

/** Cancels the conversation's waiting save, if any. */
function cancelPending(key: string): void {
  const { pending } = useComposeDrafts.getState();
  const timer = pending[key];
  if (timer === undefined) return;
  clearTimeout(timer);
  const rest = { ...pending };
  delete rest[key];
  useComposeDrafts.setState({ pending: rest });
}

function writeNow(key: string): void {
  cancelPending(key);
  const { accountId, texts } = useComposeDrafts.getState();
  // Waiting saves are flushed before the account changes, so this is the account they were typed in.
  if (accountId === null) return;
  const text = texts[key] ?? '';
  callIpc('compose.saveDraft', { accountId, key, text }).then(
    () => setSaveError(key, undefined),
    (err: unknown) => setSaveError(key, errorText(err)),
  );
}

function setSaveError(key: string, message: ShownText | undefined): void {
  const { saveErrors } = useComposeDrafts.getState();
  if (saveErrors[key] === message) return;
  const next = { ...saveErrors };
  if (message === undefined) delete next[key];
  else next[key] = message;
  useComposeDrafts.setState({ saveErrors: next });
}

/** Loads the active account's texts from main (once per account). */
export function loadComposeDrafts(accountId: string): void {
  const state = useComposeDrafts.getState();
  if (state.accountId === accountId) return;
  flushComposeDrafts();
  useComposeDrafts.setState({ accountId, loaded: false, texts: {}, saveErrors: {} });
  callIpc('compose.loadDrafts', { accountId })
    .then((texts) => {
      if (useComposeDrafts.getState().accountId !== accountId) return;
      // Text typed while the load was under way wins over what was on disk.
      useComposeDrafts.setState((s) => ({ loaded: true, texts: { ...texts, ...s.texts } }));
    })
    .catch((err: unknown) => {
      console.warn('Threadline: could not load unsent text', err);
      if (useComposeDrafts.getState().accountId === accountId) useComposeDrafts.setState({ loaded: true });
    });
}

/** Whether text this long can be kept on disk (a message the server accepts, a frame main accepts). */
export function fitsAsDraft(text: string, maxMessageLength: number): boolean {
  return draftFits(text, { maxMessageLength, maxBridgeUnits: MAX_DRAFT_UNITS });
}

/**
 * Remembers a conversation's text; main hears about it shortly (empty text forgets it). Returns
 * false when the text is too long to be kept on disk (fitsAsDraft): then main is not told.
 */
export function saveComposeDraft(key: string, text: string, maxMessageLength: number): boolean {
  const fits = fitsAsDraft(text, maxMessageLength);
  const texts = useComposeDrafts.getState().texts;
  if ((texts[key] ?? '') === text) return fits;
  const next = { ...texts };
  if (text === '') delete next[key];
  else next[key] = text;
  useComposeDrafts.setState({ texts: next });
  cancelPending(key);
  if (fits) {
    const timer = setTimeout(() => writeNow(key), SAVE_DELAY_MS);
    useComposeDrafts.setState((s) => ({ pending: { ...s.pending, [key]: timer } }));
  }
  return fits;
}

/** Sends every waiting save now (on blur, before the page goes away, on account change). */
export function flushComposeDrafts(): void {
  for (const key of Object.keys(useComposeDrafts.getState().pending)) writeNow(key);
}
