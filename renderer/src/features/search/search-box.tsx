// The search box in the app header: a combobox whose finished operators sit before the field as
// removable pills, with a listbox of suggestions (the highlighted one announced through
// aria-activedescendant; a mouse pick happens on mousedown, before the field blurs) and, under it
// while it has the focus, what the current search did not understand (searched as words all the
// same; the results view names the server's own refusals). `/` and Ctrl+K reach it through the
// 'search' focus request. A search resolves channel and people names to ids first.
import { useMemo, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { routeHref } from '../../routing/route';
import { useRoute } from '../../routing/use-route';
import type { SearchTerm } from '../../state/narrow';
import { useAppStore } from '../../state/selectors';
import { useAccount } from '../../state/account-scope';
import type { AppStoreApi } from '../../state/store';
import { findUser } from '../../state/users';
import { useFocusRequest } from '../keyboard/focus-requests';
import { resolveSearchTerms, buildSearchDirectory } from './resolve-operands';
import { parseSearchQuery } from './search-query';
import { termLabel, type TermNames } from './pills';
import { useSearchBox } from './use-search-box';
import '../../styles/search.css';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages({
  label: { id: 'search.box.label', defaultMessage: 'Search messages' },
  placeholder: { id: 'search.box.placeholder', defaultMessage: 'Search' },
  suggestions: { id: 'search.box.suggestions', defaultMessage: 'Search suggestions' },
  noTopic: { id: 'search.pill.no_topic', defaultMessage: '(no topic)' },
});
const removePill = defineMessages<{ remove: { pill: string } }>({
  remove: { id: 'search.pill.remove', defaultMessage: 'Remove {pill}' },
}).remove;

/** The pill's remove mark (a symbol; the button is named "Remove …"). */
const REMOVE_MARK = '×';

function openSearch(store: AppStoreApi, terms: SearchTerm[]): void {
  const { channels, users, realm } = store.getState();
  const directory = buildSearchDirectory(
    channels.streams.values(),
    [...users.active.values(), ...users.inactive.values()],
    realm.ownUserId,
  );
  window.location.hash = routeHref({ name: 'search', terms: resolveSearchTerms(terms, directory) });
}

function useTermNames(): TermNames {
  const intl = useIntl();
  const streams = useAppStore((s) => s.channels.streams);
  const users = useAppStore((s) => s.users);
  return useMemo(
    () => ({
      channel: (id) => streams.get(id)?.name,
      user: (id) => findUser(users, id)?.full_name,
      noTopic: intl.formatMessage(messages.noTopic),
    }),
    [streams, users, intl],
  );
}

export function SearchBox() {
  const intl = useIntl();
  const route = useRoute();
  const routeTerms = route.name === 'search' ? route.terms : null;
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusRequest('search', inputRef);
  const names = useTermNames();
  const { store } = useAccount();
  const box = useSearchBox({
    routeTerms,
    search: (terms) => openSearch(store, terms),
    blur: () => inputRef.current?.blur(),
  });
  const words = routeTerms?.find((t) => t.operator === 'search' && !t.negated)?.operand ?? '';
  const problems = parseSearchQuery(words).problems;
  const open = box.suggestions.length > 0;

  return (
    <div className="search-box">
      <div
        className="search-box-field"
        onClick={(e) => e.target === e.currentTarget && inputRef.current?.focus()}
      >
        {box.pills.map((term, index) => {
          const label = termLabel(term, names);
          return (
            <span key={`${index}-${label}`} className="search-pill" data-testid="search-pill">
              {label}
              <button
                type="button"
                aria-label={intl.formatMessage(removePill, { pill: label })}
                onClick={() => box.removePill(index)}
              >
                {REMOVE_MARK}
              </button>
            </span>
          );
        })}
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={intl.formatMessage(messages.label)}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={box.listId}
          aria-activedescendant={box.activeIndex >= 0 ? box.optionId(box.activeIndex) : undefined}
          placeholder={box.pills.length === 0 ? intl.formatMessage(messages.placeholder) : ''}
          spellCheck={false}
          value={box.text}
          onChange={(e) => box.onChange(e.target.value)}
          onKeyDown={box.onKeyDown}
          onFocus={box.onFocus}
          onBlur={box.onBlur}
        />
      </div>
      <div className="search-popover">
        <ul
          id={box.listId}
          className="suggestion-list"
          role="listbox"
          aria-label={intl.formatMessage(messages.suggestions)}
          hidden={!open}
        >
          {box.suggestions.map((suggestion, index) => (
            <li
              key={suggestion.key}
              id={box.optionId(index)}
              role="option"
              aria-selected={index === box.activeIndex}
              className={`search-option${index === box.activeIndex ? ' is-active' : ''}`}
              onMouseDown={(event) => {
                event.preventDefault();
                box.pick(suggestion);
              }}
              onMouseMove={() => index !== box.activeIndex && box.setActive(index)}
            >
              <span className="search-option-label">{suggestion.label}</span>
              <span className="search-option-detail">{formatPhrase(intl, suggestion.detail)}</span>
            </li>
          ))}
        </ul>
        <div
          role="status"
          className="search-problems"
          data-testid="search-problems"
          hidden={open || !box.focused}
        >
          {problems.map((problem, index) => (
            <p key={index}>{formatPhrase(intl, problem)}</p>
          ))}
        </div>
      </div>
    </div>
  );
}
