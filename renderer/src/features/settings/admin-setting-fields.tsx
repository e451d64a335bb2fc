// The first two rows of the administrator form: which setting to apply (grouped by the section it
// lives in) and its new value, shown with the same control the user's own settings use.
import { useId, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { CatalogEntry, SettingValue } from '../../../../shared/settings/catalog';
import { useAppStore } from '../../state/selectors';
import { controlSpecFor, runtimeTimeZones } from './control-spec';
import type { StatusReason } from './save-status';
import { SECTIONS, sectionOf } from './sections';
import { NumberControl, SelectControl, SwitchControl } from './setting-controls';
import { fieldIds } from './setting-field';

const messages = defineMessages({
  setting: { id: 'settings.admin.setting', defaultMessage: 'Setting' },
  newValue: { id: 'settings.admin.new_value', defaultMessage: 'New value' },
});

export function SettingNamePicker(props: {
  entries: readonly CatalogEntry[];
  name: string;
  onChoose(name: string): void;
}) {
  const intl = useIntl();
  const id = `${useId()}-setting`;
  return (
    <div className="admin-row">
      <label className="setting-label" htmlFor={id}>
        {intl.formatMessage(messages.setting)}
      </label>
      <select
        id={id}
        className="select"
        data-testid="admin-setting-name"
        value={props.name}
        onChange={(event) => props.onChoose(event.target.value)}
      >
        {SECTIONS.map((section) => {
          const inSection = props.entries.filter((item) => sectionOf(item) === section.key);
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
  );
}

export function BulkValueField(props: {
  entry: CatalogEntry;
  value: SettingValue | undefined;
  disabled: boolean;
  invalid: boolean;
  onCommit(value: SettingValue): void;
  onRefuse(reason: StatusReason): void;
}) {
  const { entry } = props;
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const sounds = useAppStore((s) => s.userSettings.availableNotificationSounds);
  const intl = useIntl();
  const ids = fieldIds(useId(), 'value');
  const timeZones = useMemo(() => (entry.kind === 'timezone' ? runtimeTimeZones() : []), [entry.kind]);
  const spec = useMemo(
    () => controlSpecFor(entry, { featureLevel, availableNotificationSounds: sounds, timeZones, intl }),
    [entry, featureLevel, sounds, timeZones, intl],
  );
  const valueProps = {
    name: entry.name,
    ids,
    value: props.value,
    disabled: props.disabled,
    invalid: props.invalid,
    onCommit: props.onCommit,
    testId: 'admin-setting-value',
  };

  return (
    <div className="admin-row">
      <label className="setting-label" htmlFor={ids.control}>
        {intl.formatMessage(messages.newValue)}
      </label>
      <p className="setting-description" id={ids.description}>
        {intl.formatMessage(entry.description)}
      </p>
      <span id={ids.status} hidden />
      {spec.control === 'switch' && <SwitchControl {...valueProps} />}
      {spec.control === 'select' && <SelectControl {...valueProps} spec={spec} />}
      {spec.control === 'number' && <NumberControl {...valueProps} spec={spec} onRefuse={props.onRefuse} />}
    </div>
  );
}
