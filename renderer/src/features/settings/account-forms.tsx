// The account fields of PATCH /settings: full name and email address (the password has its own file).
// Each is a small form with its own button, because a half-typed name must not be sent on every keystroke.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { findSetting } from '../../../../shared/settings/catalog';
import { validateSettingValue } from '../../../../shared/settings/validate';
import { errorMessage } from '../../bridge/call-api';
import { useAccount } from '../../state/account-scope';
import { useAppStore } from '../../state/selectors';
import { SettingField, fieldIds } from './setting-field';
import type { SaveStatus } from './save-status';
import { sendSettings, useSettingSave } from './use-setting-save';

const messages = defineMessages({
  saveName: { id: 'settings.full_name.save', defaultMessage: 'Save name' },
  sameEmail: { id: 'settings.email.same_as_now', defaultMessage: 'That is already your email address.' },
  emailIgnored: { id: 'settings.email.ignored', defaultMessage: 'the server ignored the change.' },
  unknownEmail: { id: 'settings.email.current_unknown', defaultMessage: 'unknown' },
  newEmail: { id: 'settings.email.new_placeholder', defaultMessage: 'New email address' },
  changeEmail: { id: 'settings.email.change', defaultMessage: 'Change email' },
});

/** A catalogue entry's label and description in the user's language. */
export function entryText(intl: IntlShape, name: string): { label: string; description: string } {
  const entry = findSetting(name);
  return {
    label: entry ? intl.formatMessage(entry.label) : name,
    description: entry ? intl.formatMessage(entry.description) : '',
  };
}

export function FullNameForm() {
  const intl = useIntl();
  const ids = fieldIds(useId(), 'full_name');
  const serverName = useAppStore((s) => s.realm.ownFullName);
  const saver = useSettingSave('full_name', serverName);
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(saver.value ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null || draft.trim() === serverName) return setDraft(null);
    setDraft(null);
    saver.save(draft);
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <SettingField
        name="full_name"
        {...entryText(intl, 'full_name')}
        ids={ids}
        status={saver.status}
        layout="stacked"
      >
        <span className="inline-form">
          <input
            id={ids.control}
            data-testid="setting-full_name"
            className="text-input"
            value={shown}
            maxLength={findSetting('full_name')?.max}
            aria-invalid={saver.status.kind === 'invalid' || saver.status.kind === 'failed' || undefined}
            aria-describedby={`${ids.description} ${ids.status}`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button" disabled={draft === null}>
            {intl.formatMessage(messages.saveName)}
          </button>
        </span>
      </SettingField>
    </form>
  );
}

export function EmailForm() {
  const intl = useIntl();
  const { api } = useAccount();
  const ids = fieldIds(useId(), 'email');
  const current = useAppStore((s) => s.realm.ownDeliveryEmail || s.realm.ownEmail);
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: (email: string) => sendSettings(api, { email }) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const check = validateSettingValue('email', draft);
    if (!check.ok) return setStatus({ kind: 'invalid', reason: check.problem });
    const email = String(check.value);
    if (email === current) return setStatus({ kind: 'invalid', reason: { message: messages.sameEmail } });
    setStatus({ kind: 'saving', value: email });
    mutation.mutate(email, {
      onSuccess: (response) => {
        if (response.ignored_parameters_unsupported?.includes('email')) {
          setStatus({ kind: 'failed', reason: { message: messages.emailIgnored } });
          return;
        }
        setStatus({ kind: 'idle' });
        setSentTo(email);
        setDraft('');
      },
      onError: (error) => setStatus({ kind: 'failed', reason: errorMessage(error, intl) }),
    });
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <SettingField name="email" {...entryText(intl, 'email')} ids={ids} status={status} layout="stacked">
        <p className="account-current-value">
          <FormattedMessage
            id="settings.email.current"
            defaultMessage="Current address: <strong>{address}</strong>"
            values={{
              address: current || intl.formatMessage(messages.unknownEmail),
              strong: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        </p>
        <span className="inline-form">
          <input
            id={ids.control}
            data-testid="setting-email"
            type="email"
            className="text-input"
            placeholder={intl.formatMessage(messages.newEmail)}
            value={draft}
            aria-describedby={`${ids.description} ${ids.status}`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button" disabled={draft.trim() === '' || mutation.isPending}>
            {intl.formatMessage(messages.changeEmail)}
          </button>
        </span>
        {sentTo && (
          <p role="status" className="notice notice-info">
            <FormattedMessage
              id="settings.email.link_sent"
              defaultMessage="We sent a confirmation link to {address}. Your address changes once you open that link; until then it stays {current}."
              values={{ address: sentTo, current }}
            />
          </p>
        )}
      </SettingField>
    </form>
  );
}
