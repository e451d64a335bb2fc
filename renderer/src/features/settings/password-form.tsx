// The password form of the account section: the current and the new password, sent together in one
// PATCH /settings, with one button, so a half-typed password is never sent.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { validateSettingValue } from '../../../../shared/settings/validate';
import { errorMessage } from '../../bridge/call-api';
import { useAccount } from '../../state/account-scope';
import { entryText } from './account-forms';
import type { SaveStatus } from './save-status';
import { SettingField, fieldIds } from './setting-field';
import { sendSettings } from './use-setting-save';

const messages = defineMessages({
  passwordForm: { id: 'settings.password.form', defaultMessage: 'Change password' },
  passwordChanged: { id: 'settings.password.changed', defaultMessage: 'Password changed' },
  changePassword: { id: 'settings.password.change', defaultMessage: 'Change password' },
});

export function PasswordForm() {
  const intl = useIntl();
  const { api } = useAccount();
  const baseId = useId();
  const oldIds = fieldIds(baseId, 'old_password');
  const newIds = fieldIds(baseId, 'new_password');
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const mutation = useMutation({
    mutationFn: (p: { old: string; next: string }) =>
      sendSettings(api, { old_password: p.old, new_password: p.next }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    for (const [name, value] of [
      ['old_password', oldPassword],
      ['new_password', newPassword],
    ] as const) {
      const check = validateSettingValue(name, value);
      if (!check.ok) return setStatus({ kind: 'invalid', reason: check.problem });
    }
    setStatus({ kind: 'saving', value: '' });
    mutation.mutate(
      { old: oldPassword, next: newPassword },
      {
        onSuccess: () => {
          setStatus({ kind: 'saved' });
          setOldPassword('');
          setNewPassword('');
        },
        onError: (error) => setStatus({ kind: 'failed', reason: errorMessage(error, intl) }),
      },
    );
  };

  const passwordInput = (name: string, ids: typeof oldIds, value: string, set: (v: string) => void) => (
    <input
      id={ids.control}
      data-testid={`setting-${name}`}
      type="password"
      className="text-input"
      autoComplete={name === 'old_password' ? 'current-password' : 'new-password'}
      value={value}
      aria-describedby={`${ids.description} ${newIds.status}`}
      onChange={(event) => set(event.target.value)}
    />
  );

  return (
    <form
      className="account-form password-form"
      onSubmit={submit}
      aria-label={intl.formatMessage(messages.passwordForm)}
      noValidate
    >
      <SettingField
        name="old_password"
        {...entryText(intl, 'old_password')}
        ids={oldIds}
        status={{ kind: 'idle' }}
        layout="stacked"
      >
        {passwordInput('old_password', oldIds, oldPassword, setOldPassword)}
      </SettingField>
      <SettingField
        name="new_password"
        {...entryText(intl, 'new_password')}
        ids={newIds}
        status={status}
        layout="stacked"
        savedText={intl.formatMessage(messages.passwordChanged)}
      >
        <span className="inline-form">
          {passwordInput('new_password', newIds, newPassword, setNewPassword)}
          <button
            type="submit"
            className="button"
            disabled={oldPassword === '' || newPassword === '' || mutation.isPending}
          >
            {intl.formatMessage(messages.changePassword)}
          </button>
        </span>
      </SettingField>
    </form>
  );
}
