// The frame every setting is drawn in: label, one-line description, the control, and a status line
// that says saving / saved / failed (or why the setting is unavailable here). The texts it is given
// are already in the user's language; the status line it formats itself.
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { statusText, statusTone, type SaveStatus } from './save-status';

const messages = defineMessages({
  unavailable: { id: 'settings.field.unavailable_badge', defaultMessage: 'Unavailable' },
});

export interface FieldIds {
  control: string;
  description: string;
  status: string;
}

export function fieldIds(baseId: string, name: string): FieldIds {
  return {
    control: `${baseId}-${name}`,
    description: `${baseId}-${name}-description`,
    status: `${baseId}-${name}-status`,
  };
}

interface SettingFieldProps {
  name: string;
  label: string;
  description: string;
  ids: FieldIds;
  status: SaveStatus;
  /** Set when the setting cannot be changed on this server. */
  unavailable?: string;
  /** Switches put the control after the text; other controls go underneath. */
  layout: 'inline' | 'stacked';
  /** Replaces the plain "Saved" where a more precise word fits ("Password changed"). */
  savedText?: string;
  children: ReactNode;
}

export function SettingField(props: SettingFieldProps) {
  const { name, label, description, ids, status, unavailable, layout, savedText, children } = props;
  const intl = useIntl();
  const text = unavailable ?? (status.kind === 'saved' && savedText ? savedText : statusText(status, intl));
  const tone = unavailable ? 'warning' : statusTone(status);
  return (
    <div className={`setting-field setting-${layout}${unavailable ? ' is-unavailable' : ''}`}>
      <div className="setting-text">
        <label className="setting-label" htmlFor={ids.control}>
          {label}
          {unavailable && (
            <span className="badge setting-badge">{intl.formatMessage(messages.unavailable)}</span>
          )}
        </label>
        <p className="setting-description" id={ids.description}>
          {description}
        </p>
      </div>
      <div className="setting-control">{children}</div>
      <p
        className={`setting-status tone-${tone}`}
        id={ids.status}
        data-testid={`setting-status-${name}`}
        data-status={unavailable ? 'unavailable' : status.kind}
        aria-live="polite"
      >
        {text}
      </p>
    </div>
  );
}
