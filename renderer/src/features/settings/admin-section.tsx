// Administrators and owners: set one setting for other people or whole groups at once
// (PATCH /settings with target_users). The section is only listed for those roles; the server
// checks the role again. The form's state is use-bulk-setting-form.ts; its first rows are
// admin-setting-fields.tsx, its people and group lists admin-targets.tsx.
import { defineMessages, useIntl } from 'react-intl';
import { formatPhrase } from '../../../../shared/i18n/phrase';
import { useAppStore } from '../../state/selectors';
import { bulkUnavailableReason } from './admin-model';
import { BulkValueField, SettingNamePicker } from './admin-setting-fields';
import { GroupPicker, PeoplePicker } from './admin-targets';
import { reasonText } from './save-status';
import { useBulkSettingForm } from './use-bulk-setting-form';

const messages = defineMessages({
  form: { id: 'settings.admin.form', defaultMessage: 'Apply a setting to others' },
  intro: {
    id: 'settings.admin.intro',
    defaultMessage:
      'Sets one setting for the people and groups you choose. Their own later changes still win.',
  },
  skip: {
    id: 'settings.admin.skip_edited',
    defaultMessage: 'Skip people who have changed their own settings before',
  },
  applying: { id: 'settings.admin.applying', defaultMessage: 'Applying…' },
  apply: { id: 'settings.admin.apply', defaultMessage: 'Apply to selected' },
});

export function AdminSection() {
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const form = useBulkSettingForm(featureLevel);
  const intl = useIntl();
  const unavailable = bulkUnavailableReason(featureLevel);

  if (unavailable) return <p className="notice notice-warning">{formatPhrase(intl, unavailable)}</p>;

  const { outcome } = form;
  return (
    <form
      className="admin-form"
      onSubmit={form.submit}
      aria-label={intl.formatMessage(messages.form)}
      noValidate
    >
      <p className="settings-intro">{intl.formatMessage(messages.intro)}</p>
      <SettingNamePicker entries={form.entries} name={form.name} onChoose={form.chooseSetting} />
      {form.entry && (
        <BulkValueField
          entry={form.entry}
          value={form.value}
          disabled={form.pending}
          invalid={outcome?.tone === 'error'}
          onCommit={form.setValue}
          onRefuse={(reason) => form.setOutcome({ tone: 'error', text: reason })}
        />
      )}
      <div className="admin-pickers">
        <PeoplePicker selected={form.userIds} onChange={form.setUserIds} />
        <GroupPicker selected={form.groupIds} onChange={form.setGroupIds} />
      </div>
      <label className="admin-skip">
        <input
          type="checkbox"
          role="switch"
          className="switch"
          data-testid="admin-skip_if_already_edited"
          checked={form.skip}
          onChange={(event) => form.setSkip(event.target.checked)}
        />
        {intl.formatMessage(messages.skip)}
      </label>
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={form.pending}>
          {intl.formatMessage(form.pending ? messages.applying : messages.apply)}
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
