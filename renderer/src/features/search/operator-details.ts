// What the search box's suggestions say an operator is for ("Messages in a channel"), in words of
// the catalogue. The operators themselves (`channel:`, `sender:`) are Zulip's syntax and stay as typed.
import { defineMessages } from 'react-intl';
import { type Phrase, phrase } from '../../../../shared/i18n/phrase';

const details = defineMessages({
  channel: { id: 'search.operator.channel', defaultMessage: 'Messages in a channel' },
  topic: { id: 'search.operator.topic', defaultMessage: 'Messages in a topic' },
  sender: { id: 'search.operator.sender', defaultMessage: 'Messages sent by someone' },
  dm: { id: 'search.operator.dm', defaultMessage: 'Direct messages with someone' },
  dmIncluding: { id: 'search.operator.dm_including', defaultMessage: 'Direct messages including someone' },
  near: { id: 'search.operator.near', defaultMessage: 'Messages around a message id' },
  id: { id: 'search.operator.id', defaultMessage: 'One message by id' },
  is: { id: 'search.operator.is', defaultMessage: 'Messages that are' },
  has: { id: 'search.operator.has', defaultMessage: 'Messages with' },
  aChannel: { id: 'search.suggestion.channel', defaultMessage: 'Channel' },
});

export const OPERATORS: readonly [string, Phrase][] = [
  ['channel:', phrase(details.channel)],
  ['topic:', phrase(details.topic)],
  ['sender:', phrase(details.sender)],
  ['dm:', phrase(details.dm)],
  ['dm-including:', phrase(details.dmIncluding)],
  ['near:', phrase(details.near)],
  ['id:', phrase(details.id)],
];
export const OPERAND_DETAIL: Readonly<Record<string, Phrase>> = {
  is: phrase(details.is),
  has: phrase(details.has),
};
export const CHANNEL_DETAIL = phrase(details.aChannel);
