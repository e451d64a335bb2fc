// The conditions a search's description names after its subject ("in #design", "from Alice", "with
// links"), one message each; describe-search.ts puts them together. `is:` and `has:` operands are
// keyed as they are written (`has:link`), so an operand without words here reads as typed.
import { defineMessages } from 'react-intl';

export const conditionWords = defineMessages({
  inChannel: { id: 'search.describe.in_channel', defaultMessage: 'in #{channel}' },
  inTopic: { id: 'search.describe.in_topic', defaultMessage: 'in topic “{topic}”' },
  from: { id: 'search.describe.from', defaultMessage: 'from {sender}' },
  fromYou: { id: 'search.describe.from_you', defaultMessage: 'from you' },
  dmWith: { id: 'search.describe.dm_with', defaultMessage: 'in direct messages with {people}' },
  dmSelf: { id: 'search.describe.dm_self', defaultMessage: 'in direct messages with yourself' },
  dmIncluding: {
    id: 'search.describe.dm_including',
    defaultMessage: 'in direct messages including {people}',
  },
  dmIncludingYou: {
    id: 'search.describe.dm_including_you',
    defaultMessage: 'in direct messages including you',
  },
  inDms: { id: 'search.describe.in_dms', defaultMessage: 'in direct messages' },
  mentioning: { id: 'search.describe.mentioning', defaultMessage: 'mentioning {person}' },
  mentioningYou: { id: 'search.describe.mentioning_you', defaultMessage: 'mentioning you' },
  conversationOf: { id: 'search.describe.with', defaultMessage: 'in the conversation of message {id}' },
  containing: { id: 'search.describe.containing', defaultMessage: 'containing “{words}”' },
  withId: { id: 'search.describe.id', defaultMessage: 'with id {id}' },
  near: { id: 'search.describe.near', defaultMessage: 'near message {id}' },
  inChannels: {
    id: 'search.describe.channels',
    defaultMessage:
      '{which, select, public {in public channels} web_public {in web-public channels} archived {in archived channels} all {in all channels} other {in {which} channels}}',
  },
  inHome: { id: 'search.describe.in_home', defaultMessage: 'in your home view' },
  inAll: { id: 'search.describe.in_all', defaultMessage: 'in all channels' },
  starred: { id: 'search.describe.starred', defaultMessage: 'starred' },
  unread: { id: 'search.describe.unread', defaultMessage: 'unread' },
  'is:mentioned': { id: 'search.describe.is_mentioned', defaultMessage: 'that mention you' },
  'is:alerted': { id: 'search.describe.is_alerted', defaultMessage: 'with alert words' },
  'is:resolved': { id: 'search.describe.is_resolved', defaultMessage: 'in resolved topics' },
  'is:followed': { id: 'search.describe.is_followed', defaultMessage: 'in followed topics' },
  'is:muted': { id: 'search.describe.is_muted', defaultMessage: 'in muted conversations' },
  'has:link': { id: 'search.describe.has_link', defaultMessage: 'with links' },
  'has:image': { id: 'search.describe.has_image', defaultMessage: 'with images' },
  'has:attachment': { id: 'search.describe.has_attachment', defaultMessage: 'with attachments' },
  'has:reaction': { id: 'search.describe.has_reaction', defaultMessage: 'with reactions' },
});
