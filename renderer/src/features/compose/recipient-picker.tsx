// Choosing the people of a new direct message: chips for those chosen, and a combobox that suggests
// others as you type (arrow keys to move, Enter to add, Backspace on an empty field to remove).
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useActiveUsers } from '../../state/selectors';
import { searchPeople, type Person } from './recipient-search';

interface Props {
  userIds: readonly number[];
  onChange(userIds: number[]): void;
}

export function RecipientPicker({ userIds, onChange }: Props) {
  const people: readonly Person[] = useActiveUsers();
  const byId = useMemo(() => new Map(people.map((p) => [p.user_id, p])), [people]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const matches = useMemo(
    () => (open ? searchPeople(people, query, userIds) : []),
    [open, people, query, userIds],
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
    <div className="recipient-picker" role="group" aria-label="Recipients">
      {userIds.map((id) => {
        const name = byId.get(id)?.full_name ?? `User ${id}`;
        return (
          <span key={id} className="recipient-chip">
            {name}
            <button
              type="button"
              className="recipient-chip-remove"
              aria-label={`Remove ${name}`}
              onClick={() => onChange(userIds.filter((other) => other !== id))}
            >
              ×
            </button>
          </span>
        );
      })}
      <input
        className="recipient-input"
        role="combobox"
        aria-label="Add recipient"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${listId}-${activeIndex}` : undefined}
        placeholder={userIds.length === 0 ? 'Add people…' : ''}
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
        aria-label="Suggested people"
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
