// The content of each settings page: the account forms, the catalogue's controls, and the extras
// some sections carry (the drafts confirmation, the push registrations, the administrator form).
import { DesktopSection } from '../desktop/desktop-section';
import { NotificationPermissionPanel } from '../notifications/permission-panel';
import { PushTokensPanel } from '../push-tokens/push-tokens-panel';
import { AdminSection } from './admin-section';
import { EmailForm, FullNameForm, PasswordForm } from './account-forms';
import { entriesForSection, type SettingsPage } from './sections';
import { SettingRow, type OffConfirmation } from './setting-row';

const DRAFTS_OFF: OffConfirmation = {
  title: 'Turn off draft synchronization?',
  body:
    'Turning this off deletes all drafts stored on the server. Drafts on this computer stay, but ' +
    'they will no longer reach your other devices.',
  confirmLabel: 'Turn off and delete drafts',
};

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
  return (
    <>
      <div className="setting-list">
        <FullNameForm />
        <EmailForm />
        <PasswordForm />
      </div>
      <h3 className="settings-subheading">Privacy and drafts</h3>
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
