// Name, description and privacy of a new channel, with the server's length limits.
import { useId } from 'react';
import { useAppStore } from '../../state/selectors';
import type { CreateChannelForm, Privacy } from './create-channel-params';

export interface FieldsProps {
  form: CreateChannelForm;
  update(patch: Partial<CreateChannelForm>): void;
}

const count = (text: string) => [...text].length;

export function ChannelBasicsFields({ form, update }: FieldsProps) {
  const nameId = useId();
  const descriptionId = useId();
  const privacyName = useId();
  const maxName = useAppStore((s) => s.realm.maxStreamNameLength);
  const maxDescription = useAppStore((s) => s.realm.maxStreamDescriptionLength);
  const webPublic = useAppStore((s) => s.realm.canCreateWebPublicChannels);
  const privacies: { value: Privacy; label: string; hint: string }[] = [
    { value: 'public', label: 'Public', hint: 'Anyone in the organization can join and read.' },
    {
      value: 'private',
      label: 'Private',
      hint: 'Only subscribers can see it; people are added by invitation.',
    },
    ...(webPublic
      ? [{ value: 'web-public' as const, label: 'Web-public', hint: 'Anyone on the internet can read it.' }]
      : []),
  ];
  return (
    <div className="form-section">
      <div className="form-field">
        <label htmlFor={nameId}>Channel name</label>
        <input
          id={nameId}
          value={form.name}
          maxLength={maxName}
          autoFocus
          spellCheck={false}
          onChange={(event) => update({ name: event.target.value })}
        />
        <span className="form-field-count">
          {count(form.name)}/{maxName}
        </span>
      </div>
      <div className="form-field">
        <label htmlFor={descriptionId}>Description</label>
        <textarea
          id={descriptionId}
          rows={2}
          value={form.description}
          maxLength={maxDescription}
          onChange={(event) => update({ description: event.target.value })}
        />
        <span className="form-field-count">
          {count(form.description)}/{maxDescription}
        </span>
      </div>
      <fieldset className="form-choice-group">
        <legend>Who can see it</legend>
        {privacies.map((privacy) => (
          <label key={privacy.value} className="form-choice">
            <input
              type="radio"
              name={privacyName}
              checked={form.privacy === privacy.value}
              onChange={() => update({ privacy: privacy.value })}
            />
            <span>
              {privacy.label}
              <span className="form-choice-hint">{privacy.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {form.privacy === 'private' && (
        <label className="form-choice">
          <input
            type="checkbox"
            checked={form.historyPublic}
            onChange={(event) => update({ historyPublic: event.target.checked })}
          />
          New subscribers can see messages sent before they joined
        </label>
      )}
    </div>
  );
}
