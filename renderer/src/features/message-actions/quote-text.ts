// The text "Quote and reply" inserts, in Zulip's form: a silent mention of the sender, a link to the
// message, and its raw Markdown in a ```quote block whose fence is longer than any the quoted text
// already uses (so a quoted code block cannot end the quote early).

/** Backticks enough to open a fence that no line of `content` can close. */
export function unusedFence(content: string): string {
  let longest = 0;
  for (const match of content.matchAll(/^ {0,3}(`{3,})/gm))
    longest = Math.max(longest, match[1]?.length ?? 0);
  return '`'.repeat(Math.max(3, longest + 1));
}

export function quoteText(sender: { name: string; id: number }, link: string, rawContent: string): string {
  const fence = unusedFence(rawContent);
  return `@_**${sender.name}|${sender.id}** [said](${link}):\n${fence}quote\n${rawContent}\n${fence}\n`;
}
