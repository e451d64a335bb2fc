// Help → Diagnostics (#/diagnostics): what Threadline runs and how it is connected, with "Send a test
// notification" (the real notification path, minus the decision) and "Copy report" (plain text for
// a bug report, every secret removed). Reachable signed in or not: sign-in problems need it most.
import { useState } from 'react';
import { useOptionalAccount, useOptionalAppStore } from '../../state/account-scope';
import { useNotificationServices } from '../notifications/notifications-context';
import { useNotificationPermission } from '../notifications/use-notification-permission';
import { AccountsSection, AppSection, ComputerFacts } from './diagnostics-sections';
import { reportText } from './report-text';
import { sendTestNotification } from './test-notification';
import { TestLanguageSection } from './test-language';
import { useDiagnosticsReport } from './use-diagnostics-report';
import '../../styles/diagnostics.css';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatTime = (epochMs: number) => dateTime.format(epochMs);

export function DiagnosticsView() {
  const services = useNotificationServices();
  const { permission } = useNotificationPermission();
  const accountId = useOptionalAccount()?.accountId ?? null;
  const sound = useOptionalAppStore((s) => s.userSettings.values.notification_sound);
  const { data: report, error, refetch, isFetching } = useDiagnosticsReport();
  const [testStatus, setTestStatus] = useState('');
  const [copyStatus, setCopyStatus] = useState('');

  async function sendTest() {
    setTestStatus('Sending…');
    setTestStatus(
      await sendTestNotification(services, accountId, typeof sound === 'string' ? sound : 'zulip'),
    );
    void refetch();
  }

  async function copyReport() {
    if (report === undefined) return;
    const text = reportText(
      report,
      { notificationPermission: permission, userAgent: navigator.userAgent },
      formatTime,
    );
    try {
      await navigator.clipboard.writeText(text);
      setCopyStatus('Copied the report to the clipboard.');
    } catch {
      setCopyStatus('Copying is not allowed here. Select the report below and copy it with Ctrl+C (⌘C).');
    }
  }

  return (
    <div className="diagnostics-view">
      <header className="view-header">
        <h1>Diagnostics</h1>
        <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
          Refresh
        </button>
      </header>
      <p>
        What Threadline runs and how it is connected, to find out what is wrong or to paste into a bug report.
        It holds no password, key or token.
      </p>
      {error !== null && <p role="alert">The report could not be made: {error.message}</p>}
      {report === undefined ? (
        error === null && <p>Collecting…</p>
      ) : (
        <>
          <AppSection report={report} userAgent={navigator.userAgent} />
          <AccountsSection report={report} />
          <section aria-label="This computer" className="diagnostics-section">
            <h2>This computer</h2>
            <ComputerFacts report={report} permission={permission} formatTime={formatTime} />
            <div className="diagnostics-actions">
              <button type="button" className="button" onClick={() => void sendTest()}>
                Send a test notification
              </button>
              <p role="status">{testStatus}</p>
            </div>
          </section>
          <TestLanguageSection />
          <div className="diagnostics-actions">
            <button type="button" className="button button-primary" onClick={() => void copyReport()}>
              Copy report
            </button>
            <p role="status">{copyStatus}</p>
          </div>
        </>
      )}
    </div>
  );
}
