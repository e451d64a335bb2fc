// Finding a send whose answer was lost: content and topics as the server stores them, the same
// conversation, newer than what was known, not claimed twice; and the page-by-page look back that
// stops where a copy could no longer be, or says it cannot tell.
import { describe, expect, it } from 'vitest';
import {
  CHECK_MAX_PAGES,
  lookForCopy,
  type OwnMessagesPage,
} from '../../../../electron/core/offline/outbox-check';
import { sendOutcomeOf } from '../../../../electron/core/offline/outbox-failure';
import {
  findSentCopy,
  sameContent,
  sameTopic,
  storedContent,
} from '../../../../electron/core/offline/outbox-match';
import type { OutboxMessage } from '../../../../electron/core/offline/outbox-types';
import { ApiError } from '../../../../electron/core/api/errors';
import { IpcFailure } from '../../../../electron/core/session/ipc-failure';
import { channelMessage, directMessage, OWN_USER_ID } from '../../../renderer/support/messages';

const NOW = 1_700_000_000_000;
const entry = (extra: Partial<OutboxMessage> = {}): OutboxMessage => ({
  kind: 'message',
  localId: 'l1',
  target: { type: 'channel', streamId: 3, topic: 'Plans ' },
  content: '\n\nsee you at noon  \n\n',
  createdAt: NOW,
  status: 'unknown',
  attempts: 1,
  firstAttemptAt: NOW,
  afterMessageId: 100,
  ...extra,
});
const stored = (id: number, extra: Parameters<typeof channelMessage>[3] = {}) =>
  channelMessage(id, 3, 'plans', {
    sender_id: OWN_USER_ID,
    content: 'see you at noon',
    timestamp: NOW / 1000 + 1,
    ...extra,
  });

describe('content and topics as the server stores them', () => {
  it('trims trailing whitespace and leading blank lines, and allows the server’s cut', () => {
    expect(storedContent('\n\n  indented\ntext \t\n')).toBe('  indented\ntext');
    expect(sameContent('hello  \n', 'hello')).toBe(true);
    expect(sameContent('hello', 'hello!')).toBe(false);
    expect(sameContent(`${'x'.repeat(50)}`, `${'x'.repeat(20)}\n[message truncated]`)).toBe(true);
    expect(sameTopic(' Plans ', 'plans')).toBe(true);
    expect(sameTopic('(no topic)', '')).toBe(true);
    expect(sameTopic('a very long topic name', 'a very long...')).toBe(true);
    expect(sameTopic('plans', 'plan')).toBe(false);
  });
});

describe('finding the copy of a send', () => {
  it('finds your own copy in the same conversation, the oldest one not yet claimed', () => {
    const messages = [stored(105), stored(103), stored(104, { content: 'other' })];
    expect(findSentCopy(entry(), messages, new Set(), OWN_USER_ID)?.id).toBe(103);
    expect(findSentCopy(entry(), messages, new Set([103]), OWN_USER_ID)?.id).toBe(105);
    expect(findSentCopy(entry(), messages, new Set([103, 105]), OWN_USER_ID)).toBeUndefined();
  });

  it('does not take an older message, someone else’s, or another conversation’s', () => {
    expect(findSentCopy(entry(), [stored(100)], new Set(), OWN_USER_ID)).toBeUndefined();
    expect(
      findSentCopy(
        entry({ afterMessageId: undefined }),
        [stored(90, { timestamp: NOW / 1000 - 3600 })],
        new Set(),
        OWN_USER_ID,
      ),
    ).toBeUndefined();
    expect(findSentCopy(entry(), [stored(101, { sender_id: 99 })], new Set(), OWN_USER_ID)).toBeUndefined();
    expect(
      findSentCopy(entry(), [stored(101, { subject: 'other' })], new Set(), OWN_USER_ID),
    ).toBeUndefined();
    expect(findSentCopy(entry(), [stored(101, { stream_id: 4 })], new Set(), OWN_USER_ID)).toBeUndefined();
  });

  it('matches a direct message by everyone in it', () => {
    const dm = entry({ target: { type: 'direct', userIds: [12, 11] }, content: 'hi' });
    const copy = directMessage(101, [11, 12], {
      sender_id: OWN_USER_ID,
      content: 'hi',
      timestamp: NOW / 1000,
    });
    expect(findSentCopy(dm, [copy], new Set(), OWN_USER_ID)?.id).toBe(101);
    const toOne = directMessage(102, [11], { sender_id: OWN_USER_ID, content: 'hi', timestamp: NOW / 1000 });
    expect(findSentCopy(dm, [toOne], new Set(), OWN_USER_ID)).toBeUndefined();
  });

  it('looks back page by page until a copy could no longer be there', async () => {
    const pages: (number | 'newest')[] = [];
    const ownMessages = async (anchor: number | 'newest'): Promise<OwnMessagesPage> => {
      pages.push(anchor);
      if (anchor === 'newest')
        return {
          messages: [stored(300, { content: 'x' }), stored(200, { content: 'y' })],
          foundOldest: false,
        };
      return { messages: [stored(150), stored(120, { content: 'z' })], foundOldest: false };
    };
    expect(await lookForCopy(entry(), ownMessages, new Set(), OWN_USER_ID)).toEqual({
      kind: 'found',
      messageId: 150,
    });
    expect(pages).toEqual(['newest', 200]);

    const none = async (): Promise<OwnMessagesPage> => ({
      messages: [stored(90, { content: 'old' })],
      foundOldest: false,
    });
    expect(await lookForCopy(entry(), none, new Set(), OWN_USER_ID)).toEqual({ kind: 'absent' });
    const empty = async (): Promise<OwnMessagesPage> => ({ messages: [], foundOldest: true });
    expect(await lookForCopy(entry(), empty, new Set(), OWN_USER_ID)).toEqual({ kind: 'absent' });
  });

  it('cannot tell when many messages of yours came since, and says so', async () => {
    let next = 10_000;
    const endless = async (): Promise<OwnMessagesPage> => ({
      messages: [stored((next -= 10), { content: 'busy elsewhere' })],
      foundOldest: false,
    });
    expect(await lookForCopy(entry(), endless, new Set(), OWN_USER_ID)).toEqual({ kind: 'undecided' });
    expect(next).toBe(10_000 - 10 * CHECK_MAX_PAGES);
  });
});

describe('what a failed send means', () => {
  const network = (description: string) => new ApiError({ kind: 'network', description });
  const http = (status: number, msg = 'no') =>
    new ApiError({
      kind: 'http',
      status,
      code: 'BAD_REQUEST',
      msg,
      extra: {},
      ...(status === 429 ? { retryAfterSeconds: 3 } : {}),
    });

  it('did not arrive when the connection never opened, rate limited or signed out', () => {
    expect(sendOutcomeOf(network('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9'))).toEqual({
      kind: 'not-sent',
    });
    expect(sendOutcomeOf(network('ENOTFOUND: getaddrinfo ENOTFOUND chat.example.org'))).toEqual({
      kind: 'not-sent',
    });
    expect(
      sendOutcomeOf(new ApiError({ kind: 'tls', causeCode: 'CERT_HAS_EXPIRED', description: 'expired' })),
    ).toEqual({ kind: 'not-sent' });
    expect(sendOutcomeOf(http(429))).toEqual({ kind: 'not-sent', retryAfterMs: 3000 });
    expect(sendOutcomeOf(http(401))).toEqual({ kind: 'not-sent' });
    expect(sendOutcomeOf(new IpcFailure({ kind: 'not-signed-in', message: 'Sign in' }))).toEqual({
      kind: 'not-sent',
    });
  });

  it('may have arrived when the connection broke after it left, timed out, or a 5xx came back', () => {
    expect(sendOutcomeOf(network('UND_ERR_SOCKET: other side closed'))).toEqual({ kind: 'unknown' });
    expect(sendOutcomeOf(network('ECONNRESET: read ECONNRESET'))).toEqual({ kind: 'unknown' });
    expect(sendOutcomeOf(network('request failed'))).toEqual({ kind: 'unknown' });
    expect(sendOutcomeOf(new ApiError({ kind: 'timeout', timeoutMs: 30_000 }))).toEqual({ kind: 'unknown' });
    expect(sendOutcomeOf(http(502))).toEqual({ kind: 'unknown' });
  });

  it('was refused, in the server’s words, for any other answer', () => {
    expect(sendOutcomeOf(http(400, 'Channel does not exist'))).toEqual({
      kind: 'refused',
      reason: 'Channel does not exist',
    });
    expect(sendOutcomeOf(new Error('bug'))).toEqual({ kind: 'refused', reason: 'bug' });
  });
});
