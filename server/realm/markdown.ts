// The reference server's Markdown: Zulip-flavoured, on markdown-it (the pieces live in markdown/).
// Used for messages, edits, previews, seeds, channel and folder descriptions and profile fields.
export { escapeHtml } from './markdown/escape';
export { findMentions, renderMarkdown } from './markdown/render';
export type { MentionFinds, MentionLookup } from './markdown/lookup';
