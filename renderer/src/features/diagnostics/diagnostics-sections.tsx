// The parts of the Diagnostics page that show main's report: what runs, each account, and this
// computer's notifications, pause, badge, proxy and updates. Plain words; no secrets are in the report.
import type { DiagnosticsReport } from '../../../../shared/desktop';
import { describeDoNotDisturb, describeUpdate, describeVersions, hostLabel } from './report-text';

export function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="diagnostics-facts">
      {rows.map(([term, value]) => (
        <div key={term} className="diagnostics-fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AppSection({ report, userAgent }: { report: DiagnosticsReport; userAgent: string }) {
  const { app } = report;
  return (
    <section aria-label="App" className="diagnostics-section">
      <h2>App</h2>
      <Facts
        rows={[
          ['Threadline', `${app.version}, ${hostLabel(app.host)}`],
          ['System', `${app.platform} ${app.arch}`],
          ['Versions', describeVersions(report.versions)],
          ['Page', userAgent],
        ]}
      />
    </section>
  );
}

export function AccountsSection({ report }: { report: DiagnosticsReport }) {
  return (
    <section aria-label="Accounts" className="diagnostics-section">
      <h2>Accounts</h2>
      {report.accounts.length === 0 ? (
        <p>No account is signed in.</p>
      ) : (
        <table className="diagnostics-accounts">
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col">Server version</th>
              <th scope="col">Feature level</th>
              <th scope="col">Connection</th>
              <th scope="col">Last error</th>
            </tr>
          </thead>
          <tbody>
            {report.accounts.map((account) => (
              <tr key={account.id}>
                <th scope="row">
                  {account.email}
                  <br />
                  <span className="diagnostics-muted">{account.realmUrl}</span>
                  {account.active && <span className="diagnostics-muted"> (active)</span>}
                </th>
                <td>{account.zulipVersion ?? 'not reached yet'}</td>
                <td>{account.featureLevel ?? '–'}</td>
                <td>{account.connection}</td>
                <td>{account.lastError ?? 'none'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function ComputerFacts({
  report,
  permission,
  formatTime,
}: {
  report: DiagnosticsReport;
  permission: string;
  formatTime: (epochMs: number) => string;
}) {
  return (
    <Facts
      rows={[
        ['Notifications', report.notifications],
        ['Permission', permission],
        ['Do not disturb', describeDoNotDisturb(report.doNotDisturbUntil, Date.now(), formatTime)],
        ['Badge count', report.badgeCount === null ? 'not set yet' : String(report.badgeCount)],
        ['Proxy', report.proxy],
        ['Updates', describeUpdate(report.update)],
      ]}
    />
  );
}
