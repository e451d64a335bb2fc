// The account fields of PATCH /settings: full name, email address and password. Each is a small form
// with its own button, because a half-typed name or password must not be sent on every keystroke.
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { findSetting } from '../../../../shared/settings/catalog';
import { validateSettingValue } from '../../../../shared/settings/validate';
import { errorMessage } from '../../bridge/call-api';
import { useAccount } from '../../state/account-scope';
import { useAppStore } from '../../state/selectors';
import { SettingField, fieldIds } from './setting-field';
import type { SaveStatus } from './save-status';
import { sendSettings, useSettingSave } from './use-setting-save';

function entryText(name: string): { label: string; description: string } {
  const entry = findSetting(name);
  return { label: entry?.label ?? name, description: entry?.description ?? '' };
}

export function FullNameForm() {
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
        {...entryText('full_name')}
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
            Save name
          </button>
        </span>
      </SettingField>
    </form>
  );
}

export function EmailForm() {
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
    if (!check.ok) return setStatus({ kind: 'invalid', reason: check.msg });
    const email = String(check.value);
    if (email === current)
      return setStatus({ kind: 'invalid', reason: 'That is already your email address.' });
    setStatus({ kind: 'saving', value: email });
    mutation.mutate(email, {
      onSuccess: (response) => {
        if (response.ignored_parameters_unsupported?.includes('email')) {
          setStatus({ kind: 'failed', reason: 'the server ignored the change.' });
          return;
        }
        setStatus({ kind: 'idle' });
        setSentTo(email);
        setDraft('');
      },
      onError: (error) => setStatus({ kind: 'failed', reason: errorMessage(error) }),
    });
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <SettingField name="email" {...entryText('email')} ids={ids} status={status} layout="stacked">
        <p className="account-current-value">
          Current address: <strong>{current || 'unknown'}</strong>
        </p>
        <span className="inline-form">
          <input
            id={ids.control}
            data-testid="setting-email"
            type="email"
            className="text-input"
            placeholder="New email address"
            value={draft}
            aria-describedby={`${ids.description} ${ids.status}`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button" disabled={draft.trim() === '' || mutation.isPending}>
            Change email
          </button>
        </span>
        {sentTo && (
          <p role="status" className="notice notice-info">
            We sent a confirmation link to {sentTo}. Your address changes once you open that link; until then
            it stays {current}.
          </p>
        )}
      </SettingField>
    </form>
  );
}

export function PasswordForm() {
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
      if (!check.ok) return setStatus({ kind: 'invalid', reason: check.msg });
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
        onError: (error) => setStatus({ kind: 'failed', reason: errorMessage(error) }),
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
    <form className="account-form password-form" onSubmit={submit} aria-label="Change password" noValidate>
      <SettingField
        name="old_password"
        {...entryText('old_password')}
        ids={oldIds}
        status={{ kind: 'idle' }}
        layout="stacked"
      >
        {passwordInput('old_password', oldIds, oldPassword, setOldPassword)}
      </SettingField>
      <SettingField
        name="new_password"
        {...entryText('new_password')}
        ids={newIds}
        status={status}
        layout="stacked"
        savedText="Password changed"
      >
        <span className="inline-form">
          {passwordInput('new_password', newIds, newPassword, setNewPassword)}
          <button
            type="submit"
            className="button"
            disabled={oldPassword === '' || newPassword === '' || mutation.isPending}
          >
            Change password
          </button>
        </span>
      </SettingField>
    </form>
  );
}
