// The header button that opens the settings view (the same as Ctrl+, / Cmd+,).
import { useRoute } from '../../routing/use-route';
import { openSettings } from './settings-navigation';
import '../../styles/settings.css';

export function SettingsButton() {
  const route = useRoute();
  const open = route.name === 'settings';
  return (
    <button
      type="button"
      className={open ? 'header-button is-active' : 'header-button'}
      title="Settings (Ctrl+,)"
      onClick={() => openSettings()}
    >
      <span className="header-button-icon" aria-hidden="true">
        ⚙
      </span>
      <span>Settings</span>
    </button>
  );
}
