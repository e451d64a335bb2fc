// The typeahead's listbox under the compose box: at most TYPEAHEAD_LIMIT options (the search caps
// them, so nothing needs virtualizing), the highlighted one marked for screen readers through the
// textarea's aria-activedescendant. A mouse pick happens on mousedown, before the textarea blurs.
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { EmojiGlyph } from '../../emoji/emoji-glyph';
import type { Suggestion } from './typeahead-suggestions';
import type { TypeaheadControl } from './use-compose-typeahead';

const messages = defineMessages({
  mentions: { id: 'compose.typeahead.mention_list', defaultMessage: 'Mention suggestions' },
  channels: { id: 'compose.typeahead.channel_list', defaultMessage: 'Channel suggestions' },
  topics: { id: 'compose.typeahead.topic_list', defaultMessage: 'Topic suggestions' },
  emoji: { id: 'compose.typeahead.emoji_list', defaultMessage: 'Emoji suggestions' },
});

const LIST_NAMES: Record<Suggestion['kind'], MessageDescriptor> = {
  person: messages.mentions,
  group: messages.mentions,
  wildcard: messages.mentions,
  channel: messages.channels,
  topic: messages.topics,
  emoji: messages.emoji,
};

export function TypeaheadList({ typeahead }: { typeahead: TypeaheadControl }) {
  const intl = useIntl();
  const { suggestions, activeIndex } = typeahead;
  if (!typeahead.open) return null;
  return (
    <ul
      id={typeahead.listId}
      role="listbox"
      aria-label={intl.formatMessage(LIST_NAMES[suggestions[0]?.kind ?? 'person'])}
      className="suggestion-list compose-typeahead"
      data-testid="compose-typeahead"
      data-query={typeahead.query}
    >
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.key}
          id={typeahead.optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className={`compose-typeahead-option is-${suggestion.kind}${index === activeIndex ? ' is-active' : ''}`}
          onMouseDown={(event) => {
            event.preventDefault();
            typeahead.pick(suggestion);
          }}
          onMouseMove={() => {
            if (index !== activeIndex) typeahead.setActive(index);
          }}
        >
          {suggestion.emoji !== undefined && (
            <EmojiGlyph
              name={suggestion.emoji.name}
              code={suggestion.emoji.code}
              kind={suggestion.emoji.kind}
              size={18}
            />
          )}
          <span className="compose-typeahead-label">{suggestion.label}</span>
          {suggestion.detail !== '' && (
            <span className="compose-typeahead-detail">
              {typeof suggestion.detail === 'string'
                ? suggestion.detail
                : intl.formatMessage(suggestion.detail)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
