import { codePointLength } from '../../../../shared/code-points';
import { describe, expect, it } from 'vitest';
import { sendBlocker, topicRule } from '../../../../renderer/src/features/compose/compose-rules';
import {
  contentLimitProblem,
  draftFits,
  messageLength,
  serverBody,
  topicLimitProblem,
  topicTooLong,
} from '../../../../renderer/src/features/compose/text-limits';
import { testIntl } from '../../../support/intl';

const en = testIntl();
const german = testIntl('de');
const spanish = testIntl('es');

describe('lengths as the server counts them', () => {
  it('counts code points: an emoji outside the BMP is one character, a lone surrogate too', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('😀😀')).toBe(2);
    expect('😀😀'.length).toBe(4);
    expect(codePointLength('中文')).toBe(2);
    expect(codePointLength('\ud83d')).toBe(1);
    expect(codePointLength('a\ude00b')).toBe(3);
    expect(codePointLength('👩‍💻')).toBe([...'👩‍💻'].length);
  });

  it('drops trailing blanks and leading blank lines, as normalize_body does', () => {
    expect(serverBody('\n\n  indented\n  \t\n')).toBe('  indented');
    expect(messageLength('\nhi  \n\n')).toBe(2);
  });
});

describe('the limits, named', () => {
  it('refuses content over the limit with both numbers, and accepts it at the limit', () => {
    expect(contentLimitProblem(en, 'x'.repeat(10_000), 10_000)).toBeNull();
    expect(contentLimitProblem(en, `${'x'.repeat(10_000)}\n   \n`, 10_000)).toBeNull();
    expect(contentLimitProblem(en, '😀'.repeat(10_000), 10_000)).toBeNull();
    expect(contentLimitProblem(en, 'x'.repeat(12_345), 10_000)).toBe(
      'This message is 12,345 characters; the server allows at most 10,000.',
    );
    expect(contentLimitProblem(en, '中'.repeat(360_000), 10_000)).toBe(
      'This message is 360,000 characters; the server allows at most 10,000.',
    );
  });

  it('refuses a topic over the limit once trimmed', () => {
    expect(topicLimitProblem(en, ` ${'t'.repeat(60)} `, 60)).toBeNull();
    expect(topicLimitProblem(en, '🎉'.repeat(60), 60)).toBeNull();
    expect(topicLimitProblem(en, 't'.repeat(61), 60)).toBe('Topics can be at most 60 characters.');
    expect(topicTooLong('t'.repeat(61), 60)).toBe(true);
    expect(topicTooLong(` ${'t'.repeat(60)} `, 60)).toBe(false);
  });

  it('names the limits in German and Spanish, a snippet as a snippet', () => {
    expect(contentLimitProblem(german, 'x'.repeat(1_001), 1_000, 'snippet')).toBe(
      'Dieser Textbaustein hat 1.001 Zeichen; der Server erlaubt höchstens 1.000.',
    );
    expect(contentLimitProblem(spanish, 'x'.repeat(12_345), 10_000)).toBe(
      'Este mensaje tiene 12.345 caracteres; el servidor permite como máximo 10.000.',
    );
    expect(topicLimitProblem(german, 't'.repeat(2), 1)).toBe('Themen dürfen höchstens 1 Zeichen lang sein.');
    expect(topicLimitProblem(spanish, 't'.repeat(61), 60)).toBe(
      'Los temas pueden tener como máximo 60 caracteres.',
    );
  });

  it('blocks Send on an over-long message or topic with the same words', () => {
    const check = {
      content: 'x'.repeat(61),
      recipient: { type: 'channel' as const, streamId: 1, topic: 'y'.repeat(61) },
      topic: topicRule('inherit', 'allow_empty_topic', ''),
      maxMessageLength: 60,
      maxTopicLength: 60,
    };
    expect(sendBlocker(en, check)).toBe('This message is 61 characters; the server allows at most 60.');
    expect(sendBlocker(en, { ...check, content: 'ok' })).toBe('Topics can be at most 60 characters.');
  });

  it('keeps as a draft only what the server and the bridge would both take', () => {
    const limits = { maxMessageLength: 10, maxBridgeUnits: 15 };
    expect(draftFits('', limits)).toBe(true);
    expect(draftFits('x'.repeat(10), limits)).toBe(true);
    expect(draftFits('x'.repeat(11), limits)).toBe(false);
    // Ten emoji are ten characters for the server but twenty UTF-16 units on the bridge.
    expect(draftFits('😀'.repeat(10), limits)).toBe(false);
    expect(draftFits('😀'.repeat(7), limits)).toBe(true);
  });
});
