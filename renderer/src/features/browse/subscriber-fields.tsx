// Who is subscribed: yourself, other people (principals), and whether permission refusals stop the
// request or are listed afterwards (authorization_errors_fatal).
import { useId, type ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppStore } from '../../state/selectors';
import type { FieldsProps } from './channel-basics-fields';
import { usePeopleOptions } from './people-options';

const selectedIds = (event: ChangeEvent<HTMLSelectElement>) =>
  [...event.target.selectedOptions].map((option) => Number(option.value));

export function SubscriberFields({ form, update }: FieldsProps) {
  const othersId = useId();
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const people = usePeopleOptions().filter((person) => person.userId !== ownUserId);
  return (
    <div className="form-section">
      <label className="form-choice">
        <input
          type="checkbox"
          checked={form.subscribeMe}
          onChange={(event) => update({ subscribeMe: event.target.checked })}
        />
        <FormattedMessage id="browse.subscribers.me" defaultMessage="Subscribe me" />
      </label>
      <div className="form-field">
        <label htmlFor={othersId}>
          <FormattedMessage id="browse.subscribers.others" defaultMessage="Also subscribe" />
        </label>
        <select
          id={othersId}
          multiple
          size={5}
          value={form.otherSubscribers.map(String)}
          onChange={(event) => update({ otherSubscribers: selectedIds(event) })}
        >
          {people.map((person) => (
            <option key={person.userId} value={String(person.userId)}>
              {person.label}
            </option>
          ))}
        </select>
        <span className="field-hint">
          <FormattedMessage
            id="browse.subscribers.others_hint"
            defaultMessage="Hold Ctrl (⌘ on a Mac) to choose several people."
          />
        </span>
      </div>
      <label className="form-choice">
        <input
          type="checkbox"
          checked={form.continuePastErrors}
          onChange={(event) => update({ continuePastErrors: event.target.checked })}
        />
        <span>
          <FormattedMessage
            id="browse.subscribers.continue_past_errors"
            defaultMessage="Continue past permission errors"
          />
          <span className="form-choice-hint">
            <FormattedMessage
              id="browse.subscribers.continue_past_errors_hint"
              defaultMessage="Channels you may not join are listed instead of stopping the request."
            />
          </span>
        </span>
      </label>
    </div>
  );
}
