// Administrators and owners: set one setting for other people or whole groups at once
// (PATCH /settings with target_users). The section is only listed for those roles; the server
// checks the role again.
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { findSetting, type SettingValue } from '../../../../shared/settings/catalog';
import { formatSettingText } from '../../../../shared/settings/setting-text';
import { errorMessage } from '../../bridge/call-api';
import { useAppStore } from '../../state/selectors';
import { bulkOutcome, bulkParams, bulkSettings, bulkUnavailableReason, type BulkParams } from './admin-model';
import { GroupPicker, PeoplePicker } from './admin-targets';
import { controlSpecFor, runtimeTimeZones } from './control-spec';
import { reasonText, type StatusReason } from './save-status';
import { NumberControl, SelectControl, SwitchControl } from './setting-controls';
import { SECTIONS, sectionOf } from './sections';
import { fieldIds } from './setting-field';
import { sendSettings } from './use-setting-save';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages({
  form: { id: 'settings.admin.form', defaultMessage: 'Apply a setting to others' },
  intro: {
    id: 'settings.admin.intro',
    defaultMessage:
      'Sets one setting for the people and groups you choose. Their own later changes still win.',
  },
  setting: { id: 'settings.admin.setting', defaultMessage: 'Setting' },
  newValue: { id: 'settings.admin.new_value', defaultMessage: 'New value' },
  skip: {
    id: 'settings.admin.skip_edited',
    defaultMessage: 'Skip people who have changed their own settings before',
  },
  applying: { id: 'settings.admin.applying', defaultMessage: 'Applying…' },
  apply: { id: 'settings.admin.apply', defaultMessage: 'Apply to selected' },
  notApplied: { id: 'settings.admin.not_applied', defaultMessage: 'Not applied: {reason}' },
});

type Outcome = { tone: 'ok' | 'error'; text: StatusReason } | null;

export function AdminSection() {
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const sounds = useAppStore((s) => s.userSettings.availableNotificationSounds);
  const entries = useMemo(() => bulkSettings(featureLevel), [featureLevel]);
  const [name, setName] = useState(() => entries[0]?.name ?? '');
  const entry = findSetting(name);
  const [value, setValue] = useState<SettingValue | undefined>(entry?.default);
  const [userIds, setUserIds] = useState<number[]>([]);
  const [groupIds, setGroupIds] = useState<number[]>([]);
  const [skip, setSkip] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const baseId = useId();
  const intl = useIntl();
  const valueIds = fieldIds(baseId, 'value');
  const { api } = useAccount();
  const mutation = useMutation({ mutationFn: (params: BulkParams) => sendSettings(api, params) });
  const unavailable = bulkUnavailableReason(featureLevel);

  const spec = useMemo(
    () =>
      entry &&
      controlSpecFor(entry, {
        featureLevel,
        availableNotificationSounds: sounds,
        timeZones: entry.kind === 'timezone' ? runtimeTimeZones() : [],
        intl,
      }),
    [entry, featureLevel, sounds, intl],
  );

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
          text: { message: messages.notApplied, values: { reason: errorMessage(error, intl) } },
        }),
    });
  };

  if (unavailable) return <p className="notice notice-warning">{formatSettingText(intl, unavailable)}</p>;

  const valueProps = {
    name,
    ids: valueIds,
    value,
    disabled: mutation.isPending,
    invalid: outcome?.tone === 'error',
    onCommit: (next: SettingValue) => setValue(next),
    testId: 'admin-setting-value',
  };

  return (
    <form className="admin-form" onSubmit={submit} aria-label={intl.formatMessage(messages.form)} noValidate>
      <p className="settings-intro">{intl.formatMessage(messages.intro)}</p>
      <div className="admin-row">
        <label className="setting-label" htmlFor={`${baseId}-setting`}>
          {intl.formatMessage(messages.setting)}
        </label>
        <select
          id={`${baseId}-setting`}
          className="select"
          data-testid="admin-setting-name"
          value={name}
          onChange={(event) => chooseSetting(event.target.value)}
        >
          {SECTIONS.map((section) => {
            const inSection = entries.filter((item) => sectionOf(item) === section.key);
            if (inSection.length === 0) return null;
            return (
              <optgroup key={section.key} label={intl.formatMessage(section.title)}>
                {inSection.map((item) => (
                  <option key={item.name} value={item.name}>
                    {intl.formatMessage(item.label)}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
      </div>
      {entry && spec && (
        <div className="admin-row">
          <label className="setting-label" htmlFor={valueIds.control}>
            {intl.formatMessage(messages.newValue)}
          </label>
          <p className="setting-description" id={valueIds.description}>
            {intl.formatMessage(entry.description)}
          </p>
          <span id={valueIds.status} hidden />
          {spec.control === 'switch' && <SwitchControl {...valueProps} />}
          {spec.control === 'select' && <SelectControl {...valueProps} spec={spec} />}
          {spec.control === 'number' && (
            <NumberControl
              {...valueProps}
              spec={spec}
              onRefuse={(reason) => setOutcome({ tone: 'error', text: reason })}
            />
          )}
        </div>
      )}
      <div className="admin-pickers">
        <PeoplePicker selected={userIds} onChange={setUserIds} />
        <GroupPicker selected={groupIds} onChange={setGroupIds} />
      </div>
      <label className="admin-skip">
        <input
          type="checkbox"
          role="switch"
          className="switch"
          data-testid="admin-skip_if_already_edited"
          checked={skip}
          onChange={(event) => setSkip(event.target.checked)}
        />
        {intl.formatMessage(messages.skip)}
      </label>
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          {intl.formatMessage(mutation.isPending ? messages.applying : messages.apply)}
        </button>
        <p
          className={`setting-status tone-${outcome?.tone ?? 'muted'}`}
          data-testid="admin-status"
          aria-live="polite"
        >
          {outcome ? reasonText(intl, outcome.text) : ''}
        </p>
      </div>
    </form>
  );
}
