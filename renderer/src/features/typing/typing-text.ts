// The words of the typing indicator, by how many people are typing.

/** "Ana is typing…", "Ana and Bo are typing…", "Several people are typing…"; null for nobody. */
export function typingText(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return 'Several people are typing…';
}
