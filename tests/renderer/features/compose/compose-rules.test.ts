import { describe, expect, it } from 'vitest';
import {
  composeKeyAction,
  effectiveTopicsPolicy,
  lengthCounter,
  sendBlocker,
  topicRule,
  type KeyPress,
  type SendCheck,
} from '../../../../renderer/src/features/compose/compose-rules';
import { testIntl } from '../../../support/intl';

const en = testIntl();
const german = testIntl('de');
const spanish = testIntl('es');

describe('topic rules', () => {
  it('resolves inherit (and a missing policy) to the organization policy', () => {
    expect(effectiveTopicsPolicy('inherit', 'disable_empty_topic')).toBe('disable_empty_topic');
    expect(effectiveTopicsPolicy(undefined, 'allow_empty_topic')).toBe('allow_empty_topic');
    expect(effectiveTopicsPolicy('allow_empty_topic', 'disable_empty_topic')).toBe('allow_empty_topic');
  });

  it('requires a topic where the empty topic is disabled, and prompts for one', () => {
    expect(topicRule('disable_empty_topic', 'allow_empty_topic', 'general chat')).toEqual({
      required: true,
      emptyOnly: false,
      placeholder: null,
    });
    expect(topicRule('inherit', 'disable_empty_topic', 'general chat').required).toBe(true);
  });

  it("shows the realm's empty-topic name where the empty topic is allowed", () => {
    expect(topicRule('inherit', 'allow_empty_topic', 'general chat')).toEqual({
      required: false,
      emptyOnly: false,
      placeholder: 'general chat',
    });
    expect(topicRule('empty_topic_only', 'disable_empty_topic', 'general chat')).toEqual({
      required: false,
      emptyOnly: true,
      placeholder: 'general chat',
    });
    // Servers before the empty topic had a name.
    expect(topicRule(undefined, 'allow_empty_topic', '').placeholder).toBeNull();
  });
});

describe('sendBlocker', () => {
  const base: SendCheck = {
    content: 'hello',
    recipient: { type: 'channel', streamId: 3, topic: 'lunch' },
    topic: topicRule('inherit', 'allow_empty_topic', 'general chat'),
    maxMessageLength: 20,
    maxTopicLength: 10,
  };
  const required = topicRule('disable_empty_topic', 'allow_empty_topic', 'x');
  const emptyOnly = topicRule('empty_topic_only', 'allow_empty_topic', 'x');

  it('allows a complete channel message and an empty topic where allowed', () => {
    expect(sendBlocker(en, base)).toBeNull();
    expect(sendBlocker(en, { ...base, recipient: { type: 'channel', streamId: 3, topic: '' } })).toBeNull();
  });

  it('says what is missing or wrong', () => {
    expect(sendBlocker(en, { ...base, content: '  \n ' })).toBe('Write a message first.');
    expect(sendBlocker(en, { ...base, content: 'x'.repeat(23) })).toBe(
      'This message is 23 characters; the server allows at most 20.',
    );
    expect(sendBlocker(en, { ...base, recipient: { type: 'channel', streamId: null, topic: 'a' } })).toBe(
      'Choose a channel.',
    );
    expect(
      sendBlocker(en, { ...base, recipient: { type: 'channel', streamId: 3, topic: 'x'.repeat(11) } }),
    ).toBe('Topics can be at most 10 characters.');
    expect(
      sendBlocker(en, { ...base, topic: required, recipient: { type: 'channel', streamId: 3, topic: '  ' } }),
    ).toBe('Topics are required in this channel.');
    expect(sendBlocker(en, { ...base, topic: emptyOnly })).toBe(
      'This channel only allows messages without a topic.',
    );
    expect(sendBlocker(en, { ...base, recipient: { type: 'direct', userIds: [] } })).toBe(
      'Choose at least one recipient.',
    );
    expect(sendBlocker(en, { ...base, recipient: { type: 'direct', userIds: [4] } })).toBeNull();
  });
});

describe('sendBlocker in German', () => {
  it('names the limit with the language grouping', () => {
    const check: SendCheck = {
      content: 'x'.repeat(12_345),
      recipient: { type: 'channel', streamId: 3, topic: 'a' },
      topic: null,
      maxMessageLength: 10_000,
      maxTopicLength: 60,
    };
    expect(sendBlocker(german, check)).toBe(
      'Diese Nachricht hat 12.345 Zeichen; der Server erlaubt höchstens 10.000.',
    );
  });
});

describe('lengthCounter', () => {
  it('stays hidden until the last stretch of the limit, then counts down and past it', () => {
    expect(lengthCounter(en, 8_999, 10_000)).toBeNull();
    expect(lengthCounter(en, 9_000, 10_000)).toBe('1,000 characters left');
    expect(lengthCounter(en, 9_999, 10_000)).toBe('1 character left');
    expect(lengthCounter(en, 10_000, 10_000)).toBe('0 characters left');
    expect(lengthCounter(en, 10_005, 10_000)).toBe('5 over the limit');
    // A small limit shows the counter over its last tenth.
    expect(lengthCounter(en, 89, 100)).toBeNull();
    expect(lengthCounter(en, 90, 100)).toBe('10 characters left');
  });

  it('counts in the user language, with its plural forms and digit grouping', () => {
    expect(lengthCounter(german, 9_000, 10_000)).toBe('1.000 Zeichen übrig');
    expect(lengthCounter(german, 10_005, 10_000)).toBe('5 Zeichen zu viel');
    expect(lengthCounter(spanish, 9_999, 10_000)).toBe('Queda 1 carácter');
    expect(lengthCounter(spanish, 9_000, 10_000)).toBe('Quedan 1000 caracteres');
    expect(lengthCounter(spanish, 10_001, 10_000)).toBe('1 carácter de más');
  });
});

describe('composeKeyAction', () => {
  const press = (fields: Partial<KeyPress>): KeyPress => ({
    key: 'Enter',
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    isComposing: false,
    ...fields,
  });

  it('with enter_sends off, sends on Ctrl/⌘+Enter and leaves Enter to add a line', () => {
    expect(composeKeyAction(press({}), false)).toBeNull();
    expect(composeKeyAction(press({ shiftKey: true }), false)).toBeNull();
    expect(composeKeyAction(press({ ctrlKey: true }), false)).toBe('send');
    expect(composeKeyAction(press({ metaKey: true }), false)).toBe('send');
  });

  it('with enter_sends on, sends on Enter; Shift+Enter and Ctrl+Enter add a line', () => {
    expect(composeKeyAction(press({}), true)).toBe('send');
    expect(composeKeyAction(press({ shiftKey: true }), true)).toBeNull();
    expect(composeKeyAction(press({ ctrlKey: true }), true)).toBe('newline');
  });

  it('ignores other keys, Alt+Enter and an input method confirming a word', () => {
    expect(composeKeyAction(press({ key: 'a' }), true)).toBeNull();
    expect(composeKeyAction(press({ altKey: true }), true)).toBeNull();
    expect(composeKeyAction(press({ isComposing: true }), true)).toBeNull();
    expect(composeKeyAction(press({ isComposing: true, ctrlKey: true }), false)).toBeNull();
  });
});
