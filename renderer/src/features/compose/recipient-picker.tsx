// Choosing the people of a new direct message: chips for those chosen, and a combobox that suggests
// others as you type (arrow keys to move, Enter to add, Backspace on an empty field to remove).
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl, type MessageValue, type NoMessageValues } from 'react-intl';
import { useCompareNames } from '../../i18n/name-order';
import { useActiveUsers } from '../../state/selectors';
import { searchPeople, type Person } from './recipient-search';

/** Shared with the recipient row: a person the client does not know (yet). */
export const recipientMessages = defineMessages<{ readonly unknownUser: { readonly id: MessageValue } }>({
  unknownUser: { id: 'compose.recipient.unknown_user', defaultMessage: 'User {id}' },
});

const messages = defineMessages<{
  readonly group: NoMessageValues;
  readonly remove: { readonly name: MessageValue };
  readonly add: NoMessageValues;
  readonly addPeople: NoMessageValues;
  readonly suggestions: NoMessageValues;
}>({
  group: { id: 'compose.recipient.picker_label', defaultMessage: 'Recipients' },
  remove: { id: 'compose.recipient.remove', defaultMessage: 'Remove {name}' },
  add: { id: 'compose.recipient.add', defaultMessage: 'Add recipient' },
  addPeople: { id: 'compose.recipient.add_placeholder', defaultMessage: 'Add people…' },
  suggestions: { id: 'compose.recipient.suggestions', defaultMessage: 'Suggested people' },
});

/** The chip's remove mark; its accessible name is the "Remove …" label. */
const REMOVE_MARK = '×';

interface Props {
  userIds: readonly number[];
  onChange(userIds: number[]): void;
}

export function RecipientPicker({ userIds, onChange }: Props) {
  const intl = useIntl();
  const people: readonly Person[] = useActiveUsers();
  const compareNames = useCompareNames();
  const byId = useMemo(() => new Map(people.map((p) => [p.user_id, p])), [people]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const matches = useMemo(
    () => (open ? searchPeople(people, query, userIds, compareNames) : []),
    [open, people, query, userIds, compareNames],
  );
  const expanded = open && matches.length > 0;
  const activeIndex = Math.min(active, matches.length - 1);

  function add(person: Person): void {
    onChange([...userIds, person.user_id]);
    setQuery('');
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (matches.length === 0 ? 0 : (i + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const person = matches[activeIndex];
      if (person) add(person);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Backspace' && query === '' && userIds.length > 0) {
      onChange(userIds.slice(0, -1));
    }
  }

  return (
    <div className="recipient-picker" role="group" aria-label={intl.formatMessage(messages.group)}>
      {userIds.map((id) => {
        const name =
          byId.get(id)?.full_name ?? intl.formatMessage(recipientMessages.unknownUser, { id: String(id) });
        return (
          <span key={id} className="recipient-chip">
            {name}
            <button
              type="button"
              className="recipient-chip-remove"
              aria-label={intl.formatMessage(messages.remove, { name })}
              onClick={() => onChange(userIds.filter((other) => other !== id))}
            >
              {REMOVE_MARK}
            </button>
          </span>
        );
      })}
      <input
        className="recipient-input"
        role="combobox"
        aria-label={intl.formatMessage(messages.add)}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${listId}-${activeIndex}` : undefined}
        placeholder={userIds.length === 0 ? intl.formatMessage(messages.addPeople) : ''}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage(messages.suggestions)}
        className="recipient-suggestions"
        hidden={!expanded}
      >
        {matches.map((person, index) => (
          <li
            key={person.user_id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={index === activeIndex ? 'is-active' : undefined}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              add(person);
            }}
          >
            <span className="recipient-name">{person.full_name}</span>
            <span className="recipient-email">{person.email}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
