// The typeahead's listbox under the compose box: at most TYPEAHEAD_LIMIT options (the search caps
// them, so nothing needs virtualizing), the highlighted one marked for screen readers through the
// textarea's aria-activedescendant. A mouse pick happens on mousedown, before the textarea blurs.
import { EmojiGlyph } from '../../emoji/emoji-glyph';
import type { TypeaheadControl } from './use-compose-typeahead';

const LIST_NAMES: Record<string, string> = {
  person: 'Mention suggestions',
  group: 'Mention suggestions',
  wildcard: 'Mention suggestions',
  channel: 'Channel suggestions',
  topic: 'Topic suggestions',
  emoji: 'Emoji suggestions',
};

export function TypeaheadList({ typeahead }: { typeahead: TypeaheadControl }) {
  const { suggestions, activeIndex } = typeahead;
  if (!typeahead.open) return null;
  return (
    <ul
      id={typeahead.listId}
      role="listbox"
      aria-label={LIST_NAMES[suggestions[0]?.kind ?? 'person']}
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
          {suggestion.detail !== '' && <span className="compose-typeahead-detail">{suggestion.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
