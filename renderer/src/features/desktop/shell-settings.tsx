// The desktop app's own settings in "This computer": close to tray, start at login, and the spell
// checker's languages. A host that cannot apply one (browser mode, macOS for the languages) shows it
// disabled with the reason (main's words), so nothing looks settable that would silently do nothing.
import { useId } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { DesktopCapabilities, DesktopPreferences, ShellSetting } from '../../../../shared/desktop';
import { SettingField, fieldIds } from '../settings/setting-field';
import { SwitchControl } from '../settings/setting-controls';
import { useDesktopSave } from './use-desktop-save';

interface Props {
  preferences: DesktopPreferences;
  capabilities: DesktopCapabilities | undefined;
}

const messages = defineMessages({
  closeToTray: { id: 'desktop.shell.close_to_tray', defaultMessage: 'Close to tray' },
  closeToTrayDescription: {
    id: 'desktop.shell.close_to_tray_description',
    defaultMessage: 'Closing the window keeps Threadline running in the tray, so notifications still arrive.',
  },
  startAtLogin: { id: 'desktop.shell.start_at_login', defaultMessage: 'Start at login' },
  startAtLoginDescription: {
    id: 'desktop.shell.start_at_login_description',
    defaultMessage: 'Open Threadline when you sign in to this computer.',
  },
  checking: { id: 'desktop.shell.checking', defaultMessage: 'Checking what this computer allows…' },
});

const SWITCHES: Record<
  'closeToTray' | 'startAtLogin',
  { label: MessageDescriptor; description: MessageDescriptor }
> = {
  closeToTray: { label: messages.closeToTray, description: messages.closeToTrayDescription },
  startAtLogin: { label: messages.startAtLogin, description: messages.startAtLoginDescription },
};

/** undefined while the capabilities are loading counts as unavailable, without a reason yet. */
export function unavailable(
  intl: IntlShape,
  capabilities: DesktopCapabilities | undefined,
  setting: ShellSetting,
): string | undefined {
  return capabilities === undefined
    ? intl.formatMessage(messages.checking)
    : capabilities.unavailable[setting];
}

export function ShellSwitch({
  name,
  preferences,
  capabilities,
}: Props & { name: 'closeToTray' | 'startAtLogin' }) {
  const intl = useIntl();
  const ids = fieldIds(useId(), name);
  const saver = useDesktopSave();
  const reason = unavailable(intl, capabilities, name);
  return (
    <SettingField
      name={name}
      label={intl.formatMessage(SWITCHES[name].label)}
      description={intl.formatMessage(SWITCHES[name].description)}
      ids={ids}
      status={saver.status}
      layout="inline"
      {...(reason ? { unavailable: reason } : {})}
    >
      <SwitchControl
        name={name}
        ids={ids}
        value={preferences[name]}
        disabled={reason !== undefined}
        invalid={saver.status.kind === 'failed'}
        onCommit={(value) => saver.save({ [name]: value === true })}
      />
    </SettingField>
  );
}
