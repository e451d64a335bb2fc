// One catalogue entry as a working control: the store's value in, a checked mutation out, and the
// setting shown as unavailable where this server cannot take it.
import { useId, useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { CatalogEntry, SettingValue } from '../../../../shared/settings/catalog';
import { useAccount } from '../../state/account-scope';
import { useAppStore } from '../../state/selectors';
import { unavailableReason } from './availability';
import { ConfirmDialog } from './confirm-dialog';
import { controlSpecFor, runtimeTimeZones } from './control-spec';
import { useIgnoredSettings } from './ignored-settings';
import { NumberControl, SelectControl, SwitchControl } from './setting-controls';
import { SettingField, fieldIds } from './setting-field';
import { useSettingSave } from './use-setting-save';
import { SoundPreviewButton } from '../notifications/sound-preview-button';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages<{ useLocalZone: { zone: string } }>({
  useLocalZone: {
    id: 'settings.timezone.use_local',
    defaultMessage: "Use this computer's time zone ({zone})",
  },
});

/** Asked before a switch is turned off, for settings whose "off" destroys something. */
export interface OffConfirmation {
  title: MessageDescriptor;
  body: MessageDescriptor;
  confirmLabel: MessageDescriptor;
}

/** Offers the computer's own zone when the profile says something else. */
function LocalZoneButton({
  current,
  onUse,
}: {
  current: SettingValue | undefined;
  onUse(zone: string): void;
}) {
  const intl = useIntl();
  const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!local || local === current) return null;
  return (
    <button type="button" className="link-button" onClick={() => onUse(local)}>
      {intl.formatMessage(messages.useLocalZone, { zone: local })}
    </button>
  );
}

export function SettingRow({ entry, confirmOff }: { entry: CatalogEntry; confirmOff?: OffConfirmation }) {
  const baseId = useId();
  const ids = fieldIds(baseId, entry.name);
  const serverValue = useAppStore((s) => s.userSettings.values[entry.name]);
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const sounds = useAppStore((s) => s.userSettings.availableNotificationSounds);
  const { accountId } = useAccount();
  const ignored = useIgnoredSettings(accountId);
  const saver = useSettingSave(entry.name, serverValue);
  const [confirming, setConfirming] = useState(false);
  const intl = useIntl();
  // The runtime's zone list, made once per row that needs it (only the time-zone row does).
  const timeZones = useMemo(() => (entry.kind === 'timezone' ? runtimeTimeZones() : []), [entry.kind]);

  const spec = useMemo(
    () =>
      controlSpecFor(entry, {
        featureLevel,
        availableNotificationSounds: sounds,
        timeZones,
        current: serverValue,
        intl,
      }),
    [entry, featureLevel, sounds, timeZones, serverValue, intl],
  );
  const unavailableText = unavailableReason(entry, {
    featureLevel,
    reported: serverValue !== undefined,
    ignored,
  });
  const unavailable = unavailableText && formatPhrase(intl, unavailableText);

  const commit = (value: SettingValue) => {
    if (confirmOff && value === false && saver.value === true) setConfirming(true);
    else saver.save(value);
  };
  const controlProps = {
    name: entry.name,
    ids,
    value: saver.value,
    disabled: unavailable !== undefined,
    invalid: saver.status.kind === 'invalid' || saver.status.kind === 'failed',
    onCommit: commit,
  };

  return (
    <SettingField
      name={entry.name}
      label={intl.formatMessage(entry.label)}
      description={intl.formatMessage(entry.description)}
      ids={ids}
      status={saver.status}
      unavailable={unavailable}
      layout={spec.control === 'switch' ? 'inline' : 'stacked'}
    >
      {spec.control === 'switch' && <SwitchControl {...controlProps} />}
      {spec.control === 'select' && <SelectControl {...controlProps} spec={spec} />}
      {spec.control === 'number' && <NumberControl {...controlProps} spec={spec} onRefuse={saver.refuse} />}
      {entry.kind === 'sound' && unavailable === undefined && <SoundPreviewButton sound={saver.value} />}
      {entry.kind === 'timezone' && unavailable === undefined && (
        <LocalZoneButton current={saver.value} onUse={(zone) => saver.save(zone)} />
      )}
      {confirming && confirmOff && (
        <ConfirmDialog
          title={intl.formatMessage(confirmOff.title)}
          confirmLabel={intl.formatMessage(confirmOff.confirmLabel)}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            saver.save(false);
          }}
        >
          <p>{intl.formatMessage(confirmOff.body)}</p>
        </ConfirmDialog>
      )}
    </SettingField>
  );
}
