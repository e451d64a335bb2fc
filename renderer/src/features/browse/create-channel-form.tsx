// The create-channel form: every option of POST /users/me/subscriptions. A name that already
// exists subscribes instead of creating, as the server does; the options then do not apply.
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAppStore } from '../../state/selectors';
import { ChannelBasicsFields, type FieldsProps } from './channel-basics-fields';
import { ChannelPolicyFields } from './channel-policy-fields';
import { buildSubscribeParams, type SubscribeParams } from './create-channel-params';
import type { FormProblem } from './create-channel-problems';
import { PermissionFields } from './permission-fields';
import { SubscriberFields } from './subscriber-fields';
import { usePersonLookup } from './use-person-lookup';

const messages = defineMessages({
  create: { id: 'browse.create.submit', defaultMessage: 'Create' },
  creating: { id: 'browse.create.submitting', defaultMessage: 'Creating…' },
});

interface CreateChannelFormViewProps extends FieldsProps {
  pending: boolean;
  serverError: string | null;
  onSubmit(params: SubscribeParams): void;
  onCancel(): void;
}

export function CreateChannelFormView(props: CreateChannelFormViewProps) {
  const { form, update, pending, serverError, onSubmit, onCancel } = props;
  const realm = useAppStore((s) => s.realm);
  const people = usePersonLookup();
  const intl = useIntl();
  const [formError, setFormError] = useState<FormProblem | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const built = buildSubscribeParams(form, {
      featureLevel: realm.featureLevel,
      ownUserId: realm.ownUserId,
      maxNameLength: realm.maxStreamNameLength,
      maxDescriptionLength: realm.maxStreamDescriptionLength,
      emailOf: people.emailOf,
    });
    if (!built.ok) return setFormError(built.error);
    setFormError(null);
    onSubmit(built.params);
  }

  const error = formError ? intl.formatMessage(formError.message, formError.values) : serverError;
  return (
    <form className="create-channel-form" onSubmit={submit} noValidate aria-busy={pending}>
      <p className="field-hint">
        <FormattedMessage
          id="browse.create.existing_hint"
          defaultMessage="If a channel with this name exists, you (and the people chosen) are subscribed to it instead, and the options below are not used."
        />
      </p>
      <ChannelBasicsFields form={form} update={update} />
      <ChannelPolicyFields form={form} update={update} />
      <PermissionFields
        groups={form.groups}
        onChange={(setting, choice) => update({ groups: { ...form.groups, [setting]: choice } })}
      />
      <SubscriberFields form={form} update={update} />
      {error !== null && (
        <p role="alert" className="notice notice-error">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          <FormattedMessage id="browse.create.cancel" defaultMessage="Cancel" />
        </button>
        <button type="submit" className="button button-primary" disabled={pending}>
          {intl.formatMessage(pending ? messages.creating : messages.create)}
        </button>
      </div>
    </form>
  );
}
