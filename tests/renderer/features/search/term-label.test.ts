import { describe, expect, it } from 'vitest';
import { termLabel, type TermNames } from '../../../../renderer/src/features/search/term-label';

const names: TermNames = {
  channel: (id) => (id === 5 ? 'design' : undefined),
  user: (id) => ({ 10: 'Ada Lovelace', 11: 'Bo Chen' })[id],
};

describe('termLabel', () => {
  it('names channels and people by id, and keeps what it cannot name', () => {
    expect(termLabel({ operator: 'channel', operand: '5', negated: false }, names)).toBe('channel: design');
    expect(termLabel({ operator: 'channel', operand: '99', negated: true }, names)).toBe('-channel: 99');
    expect(termLabel({ operator: 'channel', operand: 'ops', negated: false }, names)).toBe('channel: ops');
    expect(termLabel({ operator: 'sender', operand: '10', negated: false }, names)).toBe(
      'sender: Ada Lovelace',
    );
    expect(termLabel({ operator: 'dm', operand: '10,11,x@example.com', negated: false }, names)).toBe(
      'dm: Ada Lovelace, Bo Chen, x@example.com',
    );
  });

  it('shows other operands as they are, and the empty topic in words', () => {
    expect(termLabel({ operator: 'topic', operand: 'lunch plans', negated: false }, names)).toBe(
      'topic: lunch plans',
    );
    expect(termLabel({ operator: 'topic', operand: '', negated: false }, names)).toBe('topic: (no topic)');
    expect(termLabel({ operator: 'is', operand: 'starred', negated: true }, names)).toBe('-is: starred');
  });
});
