// The text an upload puts in the message, as Zulip's web app does: a placeholder at the cursor while
// the file travels (its words, "Uploading {name}…", in the user's language), then the Markdown link
// the server's answer makes, `[filename](url)`.
import { defineMessages, type IntlShape, type MessageValue } from 'react-intl';

const messages = defineMessages<{ readonly uploading: { readonly name: MessageValue } }>({
  uploading: { id: 'compose.upload.placeholder', defaultMessage: 'Uploading {name}…' },
});

/** Brackets in a name would end the link text early. */
function linkText(name: string): string {
  return name.replace(/([[\]\\])/g, '\\$1');
}

export function uploadingPlaceholder(intl: IntlShape, name: string): string {
  return `[${intl.formatMessage(messages.uploading, { name: linkText(name) })}]()`;
}

export function uploadLink(filename: string, url: string): string {
  return `[${linkText(filename)}](${url})`;
}

/**
 * `text` with the placeholder replaced by `replacement` (the link, or '' to remove it). A placeholder
 * the user deleted meanwhile is not there to replace: a link then goes at the end, so it is not lost.
 */
export function replacePlaceholder(text: string, placeholder: string, replacement: string): string {
  const at = text.indexOf(placeholder);
  if (at >= 0) return text.slice(0, at) + replacement + text.slice(at + placeholder.length);
  if (replacement === '') return text;
  return text === '' || text.endsWith('\n') ? text + replacement : `${text}\n${replacement}`;
}
