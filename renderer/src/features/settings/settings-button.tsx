// The header button that opens the settings view (the same as Ctrl+, / Cmd+,).
import { defineMessages, useIntl } from 'react-intl';
import { useRoute } from '../../routing/use-route';
import { openSettings } from './settings-navigation';
import '../../styles/settings.css';

const messages = defineMessages({
  label: { id: 'settings.button.label', defaultMessage: 'Settings' },
  tooltip: { id: 'settings.button.tooltip', defaultMessage: 'Settings (Ctrl+,)' },
});

/** A gear: a picture, not a word (hidden from screen readers, which read the label beside it). */
const GEAR = '\u2699';

export function SettingsButton() {
  const intl = useIntl();
  const route = useRoute();
  const open = route.name === 'settings';
  return (
    <button
      type="button"
      className={open ? 'header-button is-active' : 'header-button'}
      title={intl.formatMessage(messages.tooltip)}
      onClick={() => openSettings()}
    >
      <span className="header-button-icon" aria-hidden="true">
        {GEAR}
      </span>
      <span>{intl.formatMessage(messages.label)}</span>
    </button>
  );
}
