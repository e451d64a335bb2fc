// How a pill reads: `channel: design`, `-sender: Ada Lovelace`, `dm: Ada Lovelace, Bo Chen`,
// `topic: lunch plans`. Routes carry ids for channels and people; the label names them when the
// store knows them and shows the operand as typed otherwise. Pure: the names come as look-ups.
import type { SearchTerm } from '../../state/narrow';

export interface TermNames {
  channel(id: number): string | undefined;
  user(id: number): string | undefined;
}

const USER_OPERATORS = new Set(['sender', 'dm', 'dm-including']);
const isId = (text: string) => /^\d+$/.test(text);

function operandLabel(term: SearchTerm, names: TermNames): string {
  const { operator, operand } = term;
  if (operator === 'channel' && isId(operand)) return names.channel(Number(operand)) ?? operand;
  if (USER_OPERATORS.has(operator))
    return operand
      .split(',')
      .map((part) => (isId(part.trim()) ? (names.user(Number(part)) ?? part) : part.trim()))
      .join(', ');
  if (operator === 'topic' && operand === '') return '(no topic)';
  return operand;
}

/** The pill's text; its remove button is named `Remove <label>`. */
export function termLabel(term: SearchTerm, names: TermNames): string {
  return `${term.negated ? '-' : ''}${term.operator}: ${operandLabel(term, names)}`;
}
