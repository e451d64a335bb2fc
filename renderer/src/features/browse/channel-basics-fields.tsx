// Name, description and privacy of a new channel, with the server's length limits.
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppStore } from '../../state/selectors';
import type { CreateChannelForm, Privacy } from './create-channel-params';

export interface FieldsProps {
  form: CreateChannelForm;
  update(patch: Partial<CreateChannelForm>): void;
}

const count = (text: string) => [...text].length;

const messages = defineMessages({
  public: { id: 'browse.create.privacy_public', defaultMessage: 'Public' },
  publicHint: {
    id: 'browse.create.privacy_public_hint',
    defaultMessage: 'Anyone in the organization can join and read.',
  },
  private: { id: 'browse.create.privacy_private', defaultMessage: 'Private' },
  privateHint: {
    id: 'browse.create.privacy_private_hint',
    defaultMessage: 'Only subscribers can see it; people are added by invitation.',
  },
  webPublic: { id: 'browse.create.privacy_web_public', defaultMessage: 'Web-public' },
  webPublicHint: {
    id: 'browse.create.privacy_web_public_hint',
    defaultMessage: 'Anyone on the internet can read it.',
  },
});

/** "12/60": characters used of the most allowed. */
function CharacterCount({ used, most }: { used: number; most: number }) {
  return (
    <span className="form-field-count">
      <FormattedMessage
        id="browse.create.character_count"
        defaultMessage="{used, number}/{most, number}"
        values={{ used, most }}
      />
    </span>
  );
}

export function ChannelBasicsFields({ form, update }: FieldsProps) {
  const nameId = useId();
  const descriptionId = useId();
  const privacyName = useId();
  const maxName = useAppStore((s) => s.realm.maxStreamNameLength);
  const maxDescription = useAppStore((s) => s.realm.maxStreamDescriptionLength);
  const webPublic = useAppStore((s) => s.realm.canCreateWebPublicChannels);
  const intl = useIntl();
  const privacies: { value: Privacy; label: MessageDescriptor; hint: MessageDescriptor }[] = [
    { value: 'public', label: messages.public, hint: messages.publicHint },
    { value: 'private', label: messages.private, hint: messages.privateHint },
    ...(webPublic
      ? [{ value: 'web-public' as const, label: messages.webPublic, hint: messages.webPublicHint }]
      : []),
  ];
  return (
    <div className="form-section">
      <div className="form-field">
        <label htmlFor={nameId}>
          <FormattedMessage id="browse.create.name" defaultMessage="Channel name" />
        </label>
        <input
          id={nameId}
          value={form.name}
          maxLength={maxName}
          autoFocus
          spellCheck={false}
          onChange={(event) => update({ name: event.target.value })}
        />
        <CharacterCount used={count(form.name)} most={maxName} />
      </div>
      <div className="form-field">
        <label htmlFor={descriptionId}>
          <FormattedMessage id="browse.create.description" defaultMessage="Description" />
        </label>
        <textarea
          id={descriptionId}
          rows={2}
          value={form.description}
          maxLength={maxDescription}
          onChange={(event) => update({ description: event.target.value })}
        />
        <CharacterCount used={count(form.description)} most={maxDescription} />
      </div>
      <fieldset className="form-choice-group">
        <legend>
          <FormattedMessage id="browse.create.privacy" defaultMessage="Who can see it" />
        </legend>
        {privacies.map((privacy) => (
          <label key={privacy.value} className="form-choice">
            <input
              type="radio"
              name={privacyName}
              checked={form.privacy === privacy.value}
              onChange={() => update({ privacy: privacy.value })}
            />
            <span>
              {intl.formatMessage(privacy.label)}
              <span className="form-choice-hint">{intl.formatMessage(privacy.hint)}</span>
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
          <FormattedMessage
            id="browse.create.history_public"
            defaultMessage="New subscribers can see messages sent before they joined"
          />
        </label>
      )}
    </div>
  );
}
