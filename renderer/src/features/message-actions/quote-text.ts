// The text "Quote and reply" inserts, in Zulip's form: a silent mention of the sender, a link to the
// message, and its raw Markdown in a ```quote block whose fence is longer than any the quoted text
// already uses (so a quoted code block cannot end the quote early). "said" is in the writer's
// language, as the web app writes it; the syntax around it is Zulip's.
import { defineMessages, type IntlShape } from 'react-intl';

const said = defineMessages<{ said: { username: string; link_to_message: string } }>({
  said: { id: 'actions.quote.said', defaultMessage: '{username} [said]({link_to_message}):' },
}).said;

/** Backticks enough to open a fence that no line of `content` can close. */
export function unusedFence(content: string): string {
  let longest = 0;
  for (const match of content.matchAll(/^ {0,3}(`{3,})/gm))
    longest = Math.max(longest, match[1]?.length ?? 0);
  return '`'.repeat(Math.max(3, longest + 1));
}

export function quoteText(
  intl: Pick<IntlShape, 'formatMessage'>,
  sender: { name: string; id: number },
  link: string,
  rawContent: string,
): string {
  const fence = unusedFence(rawContent);
  const author = intl.formatMessage(said, {
    username: `@_**${sender.name}|${sender.id}**`,
    link_to_message: link,
  });
  return `${author}\n${fence}quote\n${rawContent}\n${fence}\n`;
}
