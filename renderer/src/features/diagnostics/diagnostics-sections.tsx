// The parts of the Diagnostics page that show main's report: what runs, each account, and this
// computer's notifications, pause, badge, proxy and updates. Plain words; no secrets are in the report.
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { DiagnosticsReport } from '../../../../shared/desktop';
import type { PermissionState } from '../notifications/notification-presenter';
import { PRODUCT_NAME } from '../layout/product-name';
import { hostText, pauseText, permissionText, updateText, versionsText } from './facts-text';

const messages = defineMessages({
  app: { id: 'diagnostics.app.heading', defaultMessage: 'App' },
  system: { id: 'diagnostics.app.system', defaultMessage: 'System' },
  versions: { id: 'diagnostics.app.versions', defaultMessage: 'Versions' },
  page: { id: 'diagnostics.app.page', defaultMessage: 'Page' },
  accounts: { id: 'diagnostics.accounts.heading', defaultMessage: 'Accounts' },
  noAccount: { id: 'diagnostics.accounts.none', defaultMessage: 'No account is signed in.' },
  account: { id: 'diagnostics.accounts.account', defaultMessage: 'Account' },
  serverVersion: { id: 'diagnostics.accounts.server_version', defaultMessage: 'Server version' },
  featureLevel: { id: 'diagnostics.accounts.feature_level', defaultMessage: 'Feature level' },
  connection: { id: 'diagnostics.accounts.connection', defaultMessage: 'Connection' },
  lastError: { id: 'diagnostics.accounts.last_error', defaultMessage: 'Last error' },
  notReached: { id: 'diagnostics.accounts.not_reached', defaultMessage: 'not reached yet' },
  noError: { id: 'diagnostics.accounts.no_error', defaultMessage: 'none' },
  notifications: { id: 'diagnostics.computer.notifications', defaultMessage: 'Notifications' },
  permission: { id: 'diagnostics.computer.permission', defaultMessage: 'Permission' },
  pause: { id: 'diagnostics.computer.do_not_disturb', defaultMessage: 'Do not disturb' },
  badge: { id: 'diagnostics.computer.badge', defaultMessage: 'Badge count' },
  badgeNotSet: { id: 'diagnostics.computer.badge_not_set', defaultMessage: 'not set yet' },
  proxy: { id: 'diagnostics.computer.proxy', defaultMessage: 'Proxy' },
  updates: { id: 'diagnostics.computer.updates', defaultMessage: 'Updates' },
});

const activeAccount = defineMessage<{ url: string }>({
  id: 'diagnostics.accounts.active_url',
  defaultMessage: '{url} (active)',
});

/** A dash for a fact not known yet: the same in every language. */
const NO_VALUE = '–';

const appVersion = defineMessage<{ version: string; host: string }>({
  id: 'diagnostics.app.version',
  defaultMessage: '{version}, {host}',
});

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
  const intl = useIntl();
  const { app } = report;
  const heading = intl.formatMessage(messages.app);
  return (
    <section aria-label={heading} className="diagnostics-section">
      <h2>{heading}</h2>
      <Facts
        rows={[
          [
            PRODUCT_NAME,
            intl.formatMessage(appVersion, { version: app.version, host: hostText(intl, app.host) }),
          ],
          [intl.formatMessage(messages.system), `${app.platform} ${app.arch}`],
          [intl.formatMessage(messages.versions), versionsText(intl, report.versions)],
          [intl.formatMessage(messages.page), userAgent],
        ]}
      />
    </section>
  );
}

export function AccountsSection({ report }: { report: DiagnosticsReport }) {
  const intl = useIntl();
  const heading = intl.formatMessage(messages.accounts);
  return (
    <section aria-label={heading} className="diagnostics-section">
      <h2>{heading}</h2>
      {report.accounts.length === 0 ? (
        <p>{intl.formatMessage(messages.noAccount)}</p>
      ) : (
        <table className="diagnostics-accounts">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.account)}</th>
              <th scope="col">{intl.formatMessage(messages.serverVersion)}</th>
              <th scope="col">{intl.formatMessage(messages.featureLevel)}</th>
              <th scope="col">{intl.formatMessage(messages.connection)}</th>
              <th scope="col">{intl.formatMessage(messages.lastError)}</th>
            </tr>
          </thead>
          <tbody>
            {report.accounts.map((account) => (
              <tr key={account.id}>
                <th scope="row">
                  {account.email}
                  <br />
                  <span className="diagnostics-muted">
                    {account.active
                      ? intl.formatMessage(activeAccount, { url: account.realmUrl })
                      : account.realmUrl}
                  </span>
                </th>
                <td>{account.zulipVersion ?? intl.formatMessage(messages.notReached)}</td>
                <td>
                  {account.featureLevel === undefined
                    ? NO_VALUE
                    : intl.formatNumber(account.featureLevel, { useGrouping: false })}
                </td>
                <td>{account.connection}</td>
                <td>{account.lastError ?? intl.formatMessage(messages.noError)}</td>
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
}: {
  report: DiagnosticsReport;
  permission: PermissionState;
}) {
  const intl = useIntl();
  return (
    <Facts
      rows={[
        [intl.formatMessage(messages.notifications), report.notifications],
        [intl.formatMessage(messages.permission), permissionText(intl, permission)],
        [intl.formatMessage(messages.pause), pauseText(intl, report.doNotDisturbUntil, Date.now())],
        [
          intl.formatMessage(messages.badge),
          report.badgeCount === null
            ? intl.formatMessage(messages.badgeNotSet)
            : intl.formatNumber(report.badgeCount),
        ],
        [intl.formatMessage(messages.proxy), report.proxy],
        [intl.formatMessage(messages.updates), updateText(intl, report.update)],
      ]}
    />
  );
}
