// The input elements of the settings view. Each carries data-testid="setting-<name>" on the element
// itself, so QA operates the real switch, select or number field.
import { useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { SettingValue } from '../../../../shared/settings/catalog';
import { unitLabel, type ControlSpec } from './control-spec';
import type { StatusReason } from './save-status';
import type { FieldIds } from './setting-field';

const messages = defineMessages({
  unknown: { id: 'settings.control.unknown_value', defaultMessage: 'Unknown' },
  wholeNumber: { id: 'settings.control.enter_whole_number', defaultMessage: 'Enter a whole number.' },
});

interface ControlProps {
  name: string;
  ids: FieldIds;
  value: SettingValue | undefined;
  disabled: boolean;
  invalid: boolean;
  onCommit(value: SettingValue): void;
  /** Overrides the default `setting-<name>` (the administrator form has its own test IDs). */
  testId?: string;
}

function commonProps({ name, ids, disabled, invalid, testId }: ControlProps) {
  return {
    id: ids.control,
    'data-testid': testId ?? `setting-${name}`,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': `${ids.description} ${ids.status}`,
  };
}

export function SwitchControl(props: ControlProps) {
  return (
    <input
      {...commonProps(props)}
      type="checkbox"
      role="switch"
      className="switch"
      checked={props.value === true}
      aria-checked={props.value === true}
      onChange={(event) => props.onCommit(event.target.checked)}
    />
  );
}

export function SelectControl(props: ControlProps & { spec: Extract<ControlSpec, { control: 'select' }> }) {
  const { spec, value } = props;
  const intl = useIntl();
  return (
    <select
      {...commonProps(props)}
      className="select"
      value={value === undefined ? '' : String(value)}
      onChange={(event) => {
        const raw = event.target.value;
        props.onCommit(spec.numeric ? Number(raw) : raw);
      }}
    >
      {value === undefined && <option value="">{intl.formatMessage(messages.unknown)}</option>}
      {spec.options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A whole number with its unit. Typing edits a draft; Enter or leaving the field commits it, and
 * Escape puts the saved value back. Out-of-range input is refused by the caller before any request.
 */
export function NumberControl(
  props: ControlProps & {
    spec: Extract<ControlSpec, { control: 'number' }>;
    onRefuse(reason: StatusReason): void;
  },
) {
  const { spec, value } = props;
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === undefined ? '' : String(value));

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const text = draft.trim();
    if (text === String(value)) return;
    // An empty or non-numeric field is not a number; say so rather than send NaN.
    if (text === '' || !/^-?\d+$/.test(text)) {
      props.onRefuse({ message: messages.wholeNumber });
      return;
    }
    props.onCommit(Number(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      setDraft(null);
    }
  };

  return (
    <span className="number-control">
      <input
        {...commonProps(props)}
        type="number"
        inputMode="numeric"
        className="text-input number-input"
        step={1}
        min={spec.min}
        max={spec.max}
        value={shown}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {spec.unit && <span className="number-unit">{unitLabel(spec.unit, intl)}</span>}
    </span>
  );
}
