// The state of the administrator's "apply a setting to others" form: which setting, its new value,
// who gets it, and the outcome of the last PATCH /settings with target_users. Kept apart from the
// form's markup (admin-section.tsx) so each reads as one thing.
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { defineMessages } from 'react-intl';
import { findSetting, type CatalogEntry, type SettingValue } from '../../../../shared/settings/catalog';
import { errorText } from '../../bridge/call-api';
import { useAccount } from '../../state/account-scope';
import { bulkOutcome, bulkParams, bulkSettings, type BulkParams } from './admin-model';
import type { StatusReason } from './save-status';
import { sendSettings } from './use-setting-save';

const messages = defineMessages({
  notApplied: { id: 'settings.admin.not_applied', defaultMessage: 'Not applied: {reason}' },
});

export type BulkOutcome = { tone: 'ok' | 'error'; text: StatusReason } | null;

export interface BulkSettingForm {
  /** The settings an administrator may set for others on this server. */
  entries: readonly CatalogEntry[];
  name: string;
  entry: CatalogEntry | undefined;
  chooseSetting(name: string): void;
  value: SettingValue | undefined;
  setValue(value: SettingValue): void;
  userIds: number[];
  setUserIds(ids: number[]): void;
  groupIds: number[];
  setGroupIds(ids: number[]): void;
  skip: boolean;
  setSkip(skip: boolean): void;
  outcome: BulkOutcome;
  setOutcome(outcome: BulkOutcome): void;
  pending: boolean;
  submit(event: FormEvent): void;
}

export function useBulkSettingForm(featureLevel: number): BulkSettingForm {
  const entries = useMemo(() => bulkSettings(featureLevel), [featureLevel]);
  const [name, setName] = useState(() => entries[0]?.name ?? '');
  const entry = findSetting(name);
  const [value, setValue] = useState<SettingValue | undefined>(entry?.default);
  const [userIds, setUserIds] = useState<number[]>([]);
  const [groupIds, setGroupIds] = useState<number[]>([]);
  const [skip, setSkip] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome>(null);
  const { api } = useAccount();
  const mutation = useMutation({ mutationFn: (params: BulkParams) => sendSettings(api, params) });

  const chooseSetting = (next: string) => {
    setName(next);
    setValue(findSetting(next)?.default);
    setOutcome(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = bulkParams({ name, value, userIds, groupIds, skipIfAlreadyEdited: skip });
    if (!request.ok) return setOutcome({ tone: 'error', text: request.reason });
    setOutcome(null);
    mutation.mutate(request.params, {
      onSuccess: (response) =>
        setOutcome({ tone: 'ok', text: bulkOutcome(name, response.ignored_parameters_unsupported) }),
      onError: (error) =>
        setOutcome({
          tone: 'error',
          text: { message: messages.notApplied, values: { reason: errorText(error) } },
        }),
    });
  };

  return {
    entries,
    name,
    entry,
    chooseSetting,
    value,
    setValue,
    userIds,
    setUserIds,
    groupIds,
    setGroupIds,
    skip,
    setSkip,
    outcome,
    setOutcome,
    pending: mutation.isPending,
    submit,
  };
}
