// The content of each settings page: the account forms, the catalogue's controls, and the extras
// some sections carry (the drafts confirmation, the push registrations, the administrator form).
import { defineMessages, useIntl } from 'react-intl';
import { DesktopSection } from '../desktop/desktop-section';
import { NotificationPermissionPanel } from '../notifications/permission-panel';
import { PushTokensPanel } from '../push-tokens/push-tokens-panel';
import { AdminSection } from './admin-section';
import { EmailForm, FullNameForm } from './account-forms';
import { PasswordForm } from './password-form';
import { entriesForSection, type SettingsPage } from './sections';
import { SettingRow, type OffConfirmation } from './setting-row';

const DRAFTS_OFF: OffConfirmation = defineMessages({
  title: { id: 'settings.drafts_off.title', defaultMessage: 'Turn off draft synchronization?' },
  body: {
    id: 'settings.drafts_off.body',
    defaultMessage:
      'Turning this off deletes all drafts stored on the server. Drafts on this computer stay, but they will no longer reach your other devices.',
  },
  confirmLabel: { id: 'settings.drafts_off.confirm', defaultMessage: 'Turn off and delete drafts' },
});

const messages = defineMessages({
  privacyHeading: { id: 'settings.account.privacy_heading', defaultMessage: 'Privacy and drafts' },
});

function EntryList({ page }: { page: SettingsPage }) {
  return (
    <div className="setting-list">
      {entriesForSection(page).map((entry) => (
        <SettingRow
          key={entry.name}
          entry={entry}
          confirmOff={entry.name === 'enable_drafts_synchronization' ? DRAFTS_OFF : undefined}
        />
      ))}
    </div>
  );
}

function AccountPage() {
  const intl = useIntl();
  return (
    <>
      <div className="setting-list">
        <FullNameForm />
        <EmailForm />
        <PasswordForm />
      </div>
      <h3 className="settings-subheading">{intl.formatMessage(messages.privacyHeading)}</h3>
      <EntryList page="account" />
    </>
  );
}

function AdvancedPage() {
  return (
    <>
      <EntryList page="advanced" />
      <PushTokensPanel />
    </>
  );
}

export function SectionPage({ page }: { page: SettingsPage }) {
  switch (page) {
    case 'account':
      return <AccountPage />;
    case 'advanced':
      return <AdvancedPage />;
    case 'administrators':
      return <AdminSection />;
    case 'desktop':
      return <DesktopSection />;
    case 'notifications':
      return (
        <>
          <NotificationPermissionPanel />
          <EntryList page="notifications" />
        </>
      );
    default:
      return <EntryList page={page} />;
  }
}
