// Help → Diagnostics (#/diagnostics): what Threadline runs and how it is connected, with "Send a test
// notification" (the real notification path, minus the decision) and "Copy report" (plain text for
// a bug report, every secret removed). Reachable signed in or not: sign-in problems need it most.
// The page speaks the window's language; the copied report stays in English, for the maintainers.
import { errorMessage } from '../../bridge/call-api';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useOptionalAccount, useOptionalAppStore } from '../../state/account-scope';
import { useNotificationServices } from '../notifications/notifications-context';
import { useNotificationPermission } from '../notifications/use-notification-permission';
import { AccountsSection, AppSection, ComputerFacts } from './diagnostics-sections';
import { reportText } from './report-text';
import { sendTestNotification } from './test-notification';
import { TestLanguageSection } from './test-language';
import { useDiagnosticsReport } from './use-diagnostics-report';
import '../../styles/diagnostics.css';

const messages = defineMessages({
  heading: { id: 'diagnostics.view.heading', defaultMessage: 'Diagnostics' },
  refresh: { id: 'diagnostics.view.refresh', defaultMessage: 'Refresh' },
  collecting: { id: 'diagnostics.view.collecting', defaultMessage: 'Collecting…' },
  computer: { id: 'diagnostics.view.computer', defaultMessage: 'This computer' },
  sendTest: { id: 'diagnostics.view.send_test', defaultMessage: 'Send a test notification' },
  sending: { id: 'diagnostics.view.sending', defaultMessage: 'Sending…' },
  copied: { id: 'diagnostics.view.copied', defaultMessage: 'Copied the report to the clipboard.' },
  copyRefused: {
    id: 'diagnostics.view.copy_refused',
    defaultMessage: 'Copying is not allowed here. Select the report below and copy it with Ctrl+C (⌘C).',
  },
  copy: { id: 'diagnostics.view.copy_report', defaultMessage: 'Copy report' },
});

/** The report's times, in English like the rest of the report (see report-text.ts). */
function reportTime(epochMs: number): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}

export function DiagnosticsView() {
  const intl = useIntl();
  const services = useNotificationServices();
  const { permission } = useNotificationPermission();
  const accountId = useOptionalAccount()?.accountId ?? null;
  const sound = useOptionalAppStore((s) => s.userSettings.values.notification_sound);
  const { data: report, error, refetch, isFetching } = useDiagnosticsReport();
  const [testStatus, setTestStatus] = useState('');
  const [copyStatus, setCopyStatus] = useState('');

  async function sendTest() {
    setTestStatus(intl.formatMessage(messages.sending));
    setTestStatus(
      await sendTestNotification(services, accountId, typeof sound === 'string' ? sound : 'zulip', intl),
    );
    void refetch();
  }

  async function copyReport() {
    if (report === undefined) return;
    const text = reportText(
      report,
      { notificationPermission: permission, userAgent: navigator.userAgent },
      reportTime,
    );
    try {
      await navigator.clipboard.writeText(text);
      setCopyStatus(intl.formatMessage(messages.copied));
    } catch {
      setCopyStatus(intl.formatMessage(messages.copyRefused));
    }
  }

  return (
    <div className="diagnostics-view">
      <header className="view-header">
        <h1>{intl.formatMessage(messages.heading)}</h1>
        <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
          {intl.formatMessage(messages.refresh)}
        </button>
      </header>
      <p>
        <FormattedMessage
          id="diagnostics.view.explanation"
          defaultMessage="What Threadline runs and how it is connected, to find out what is wrong or to paste into a bug report. It holds no password, key or token."
        />
      </p>
      {error !== null && (
        <p role="alert">
          <FormattedMessage
            id="diagnostics.view.failed"
            defaultMessage="The report could not be made: {reason}"
            values={{ reason: errorMessage(error, intl) }}
          />
        </p>
      )}
      {report === undefined ? (
        error === null && <p>{intl.formatMessage(messages.collecting)}</p>
      ) : (
        <>
          <AppSection report={report} userAgent={navigator.userAgent} />
          <AccountsSection report={report} />
          <section aria-label={intl.formatMessage(messages.computer)} className="diagnostics-section">
            <h2>{intl.formatMessage(messages.computer)}</h2>
            <ComputerFacts report={report} permission={permission} />
            <div className="diagnostics-actions">
              <button type="button" className="button" onClick={() => void sendTest()}>
                {intl.formatMessage(messages.sendTest)}
              </button>
              <p role="status">{testStatus}</p>
            </div>
          </section>
          <TestLanguageSection />
          <div className="diagnostics-actions">
            <button type="button" className="button button-primary" onClick={() => void copyReport()}>
              {intl.formatMessage(messages.copy)}
            </button>
            <p role="status">{copyStatus}</p>
          </div>
        </>
      )}
    </div>
  );
}
