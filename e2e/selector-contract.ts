// The selector contract (issue 20): the roles, accessible names and data-testids Threadline promises
// to keep stable for anyone driving it with Playwright (QA suites, our own specs). Renaming or
// removing one is a breaking change: selector-contract.spec.ts visits every screen below and fails
// when a promised selector is gone, and e2e/README.md documents the contract. Machine-readable on
// purpose: import SELECTOR_CONTRACT and `locate()` instead of copying strings.
import type { Locator, Page } from '@playwright/test';

export type AriaRole = Parameters<Page['getByRole']>[0];

export type Promised =
  /** `page.getByRole(role, { name, exact: true })`, or a role with this text when it has no name. */
  | { role: AriaRole; name: string; text?: never; what: string }
  | { role: AriaRole; text: string; name?: never; what: string }
  /** `page.getByTestId(testId)`; `{name}` stands for a settings catalogue entry's name. */
  | { testId: string; what: string };

export interface ScreenContract {
  /** How a person gets there, as the contract test does. */
  reach: string;
  promises: readonly Promised[];
}

export const SELECTOR_CONTRACT = {
  'sign-in: server': {
    reach: 'open the launch URL with a fresh profile',
    promises: [
      { role: 'textbox', name: 'Server URL', what: "the server's address" },
      { role: 'button', name: 'Continue', what: 'looks the server up' },
      { role: 'button', name: 'Try the demo', what: 'signs in to the built-in demo server' },
      { role: 'button', name: 'Import zuliprc', what: 'signs in from a zuliprc file' },
    ],
  },
  'sign-in: credentials': {
    reach: 'enter a server URL and press Continue',
    promises: [
      { role: 'textbox', name: 'Email', what: 'the account email' },
      { role: 'textbox', name: 'Password', what: 'the password (used once, never kept)' },
      { role: 'button', name: 'Sign in', what: 'signs in' },
      { role: 'button', name: 'Use an API key instead', what: 'switches to the API key form' },
    ],
  },
  window: {
    reach: 'sign in',
    promises: [
      { role: 'navigation', name: 'Channels', what: 'the sidebar: views, channels, topics, DMs' },
      { role: 'combobox', name: 'Search messages', what: 'the search box (/ or Ctrl+K)' },
      { role: 'link', name: 'People', what: 'the people directory' },
      { role: 'button', name: 'Settings', what: 'opens Settings (Ctrl+,)' },
      { role: 'button', name: 'Account', what: 'the account disclosure: switch, reorder, sign out' },
      { role: 'button', name: 'Browse channels', what: 'the channel browser' },
      { role: 'button', name: 'Create channel', what: 'the channel creation dialog' },
      { role: 'textbox', name: 'Filter channels', what: "filters the sidebar's channels" },
      { role: 'status', text: 'Connected', what: 'the connection banner (its text says the state)' },
      { role: 'log', name: 'New messages', what: "polite announcements of others' new messages" },
    ],
  },
  conversation: {
    reach: 'open a topic (#/channel/ID/topic/NAME)',
    promises: [
      { role: 'group', name: 'Messages', what: 'the message list; focus it for j/k, End, r…' },
      { role: 'article', text: '', what: 'one message row (filter by its text)' },
      { role: 'textbox', name: 'Message', what: 'the compose box' },
      { role: 'button', name: 'Send', what: 'sends what compose holds' },
      { testId: 'message-toolbar', what: "a message's hover toolbar" },
      { role: 'toolbar', name: 'Message actions', what: 'the same toolbar by role' },
      { testId: 'message-selection-status', what: 'says which message is selected' },
    ],
  },
  'channel narrow': {
    reach: 'open a channel (#/channel/ID)',
    promises: [{ role: 'button', name: 'Channel actions', what: "the channel's menu" }],
  },
  'message menu': {
    reach: 'hover a message and press More actions (or select it and press i)',
    promises: [
      { role: 'menu', text: 'Star message', what: 'every action on a message' },
      { testId: 'message-action-menu', what: 'the same menu by test id' },
    ],
  },
  'emoji picker': {
    reach: 'Add reaction on a message (or : on the selected one)',
    promises: [
      { role: 'dialog', name: 'Add a reaction', what: 'the picker' },
      { role: 'searchbox', name: 'Search emoji', what: 'finds emoji by name or alias' },
      { role: 'grid', name: 'Emoji', what: 'the emoji; each cell is a gridcell named after it' },
      { testId: 'emoji-grid', what: 'the same grid by test id' },
      { testId: 'emoji-picker-footer', what: 'names the emoji under the focus' },
    ],
  },
  inbox: {
    reach: '#/inbox',
    promises: [
      { role: 'textbox', name: 'Filter conversations', what: 'filters the Inbox' },
      { testId: 'inbox-row', what: 'one unread conversation' },
      { testId: 'inbox-total', what: 'the number of unread messages' },
    ],
  },
  'recent conversations': {
    reach: '#/recent',
    promises: [{ testId: 'recent-row', what: 'one conversation' }],
  },
  search: {
    reach: 'type into the search box and press Enter',
    promises: [
      { testId: 'search-pill', what: 'one operator term of the query (channel:, is:, from:…)' },
      { testId: 'search-result-count', what: 'how many messages matched' },
    ],
  },
  people: {
    reach: 'the People link',
    promises: [
      { role: 'textbox', name: 'Search people', what: 'filters the directory' },
      { role: 'list', name: 'People', what: 'everyone; each person is a button opening their card' },
      { testId: 'people-scroll', what: 'the scrolling directory' },
    ],
  },
  'settings: account': {
    reach: 'the Settings button (it opens on Account)',
    promises: [
      { role: 'navigation', name: 'Settings sections', what: 'Account, Preferences, Display…' },
      { testId: 'setting-full_name', what: 'your name' },
      { testId: 'setting-email', what: 'your email address' },
    ],
  },
  settings: {
    reach: 'a section link of Settings (the test checks Display)',
    promises: [
      { testId: 'setting-{name}', what: "every catalogue setting's control, by its API name" },
      { testId: 'setting-status-{name}', what: 'Saving… / Saved / the refusal, per setting' },
    ],
  },
  drafts: {
    reach: 'the Drafts link of the sidebar',
    promises: [{ role: 'list', name: 'Drafts', what: 'the drafts kept on the server' }],
  },
  'create channel': {
    reach: 'the Create channel button',
    promises: [
      { role: 'dialog', name: 'Create channel', what: 'the form' },
      { role: 'textbox', name: 'Channel name', what: "the new channel's name" },
    ],
  },
} as const satisfies Record<string, ScreenContract>;

export type ScreenName = keyof typeof SELECTOR_CONTRACT;

/** The locator of a promise; `settingName` fills `{name}` in a test id pattern. */
export function locate(page: Page, promised: Promised, settingName = ''): Locator {
  if ('testId' in promised) return page.getByTestId(promised.testId.replace('{name}', settingName));
  if (promised.name !== undefined) return page.getByRole(promised.role, { name: promised.name, exact: true });
  const all = page.getByRole(promised.role);
  return promised.text === '' ? all : all.filter({ hasText: promised.text });
}
