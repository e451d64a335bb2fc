// One setting's save: checked in the form first, sent through a React Query mutation, and reported
// as saving → saved (once the event is back), failed (with the server's reason) or unsupported.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ParamsOf } from '../../../../shared/api/operation';
import type { updateSettings } from '../../../../shared/api/settings';
import type { SettingValue } from '../../../../shared/settings/catalog';
import { validateSettingValue } from '../../../../shared/settings/validate';
import { errorMessage } from '../../bridge/call-api';
import { useAccount, type AccountHandle } from '../../state/account-scope';
import { outcomeOfSave } from './availability';
import { useIgnoredSettingsStore } from './ignored-settings';
import { onServerValue, shownValue, type SaveStatus, type StatusReason } from './save-status';

type SettingsParams = ParamsOf<typeof updateSettings>;

/** How long to wait for the echo event before calling a successful save done anyway. */
const ECHO_WAIT_MS = 8000;

export interface SettingSave {
  status: SaveStatus;
  /** The value the control shows. */
  value: SettingValue | undefined;
  save(value: unknown): void;
  /** Shows a form-side refusal without sending anything. */
  refuse(reason: StatusReason): void;
}

export function sendSettings(api: AccountHandle['api'], params: SettingsParams) {
  return api('updateSettings', params);
}

export function useSettingSave(name: string, serverValue: SettingValue | undefined): SettingSave {
  const intl = useIntl();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const latest = useRef(0);
  const serverRef = useRef(serverValue);
  serverRef.current = serverValue;
  const { accountId, api } = useAccount();
  const markIgnored = useIgnoredSettingsStore((s) => s.markIgnored);
  const mutation = useMutation({
    mutationFn: (value: SettingValue) => sendSettings(api, { [name]: value } as SettingsParams),
  });
  const { mutateAsync } = mutation;

  // The echo (or another device's newer value) ends a confirming save.
  useEffect(() => setStatus((current) => onServerValue(current, serverValue)), [serverValue]);

  useEffect(() => {
    if (status.kind !== 'confirming') return;
    const timer = setTimeout(
      () => setStatus((s) => (s.kind === 'confirming' ? { kind: 'saved' } : s)),
      ECHO_WAIT_MS,
    );
    return () => clearTimeout(timer);
  }, [status]);

  const save = useCallback(
    (raw: unknown) => {
      const check = validateSettingValue(name, raw);
      if (!check.ok) {
        setStatus({ kind: 'invalid', reason: check.problem });
        return;
      }
      const value = check.value;
      const id = ++latest.current;
      setStatus({ kind: 'saving', value });
      mutateAsync(value).then(
        (response) => {
          if (id !== latest.current) return;
          const now = serverRef.current;
          const outcome = outcomeOfSave(name, value, now, response.ignored_parameters_unsupported);
          if (outcome === 'unsupported') {
            if (accountId) markIgnored(accountId, name);
            setStatus({ kind: 'unsupported' });
          } else if (outcome === 'unchanged' || now === value) {
            setStatus({ kind: 'saved' });
          } else {
            setStatus({ kind: 'confirming', value, baseline: now });
          }
        },
        (error: unknown) => {
          if (id === latest.current) setStatus({ kind: 'failed', reason: errorMessage(error, intl) });
        },
      );
    },
    [name, mutateAsync, accountId, markIgnored, intl],
  );

  const refuse = useCallback((reason: StatusReason) => setStatus({ kind: 'invalid', reason }), []);

  return { status, value: shownValue(status, serverValue), save, refuse };
}
