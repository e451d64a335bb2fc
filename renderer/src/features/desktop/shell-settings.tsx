// The desktop app's own settings in "This computer": close to tray, start at login, and the spell
// checker's languages. A host that cannot apply one (browser mode, macOS for the languages) shows it
// disabled with the reason, so nothing looks settable that would silently do nothing.
import { useId } from 'react';
import type { DesktopCapabilities, DesktopPreferences, ShellSetting } from '../../../../shared/desktop';
import { SettingField, fieldIds } from '../settings/setting-field';
import { SwitchControl } from '../settings/setting-controls';
import { useDesktopSave } from './use-desktop-save';

interface Props {
  preferences: DesktopPreferences;
  capabilities: DesktopCapabilities | undefined;
}

const SWITCHES: Record<'closeToTray' | 'startAtLogin', { label: string; description: string }> = {
  closeToTray: {
    label: 'Close to tray',
    description: 'Closing the window keeps Threadline running in the tray, so notifications still arrive.',
  },
  startAtLogin: {
    label: 'Start at login',
    description: 'Open Threadline when you sign in to this computer.',
  },
};

/** undefined while the capabilities are loading counts as unavailable, without a reason yet. */
export function unavailable(
  capabilities: DesktopCapabilities | undefined,
  setting: ShellSetting,
): string | undefined {
  return capabilities === undefined
    ? 'Checking what this computer allows…'
    : capabilities.unavailable[setting];
}

export function ShellSwitch({
  name,
  preferences,
  capabilities,
}: Props & { name: 'closeToTray' | 'startAtLogin' }) {
  const ids = fieldIds(useId(), name);
  const saver = useDesktopSave();
  const reason = unavailable(capabilities, name);
  return (
    <SettingField
      name={name}
      {...SWITCHES[name]}
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
