// The quiet bar under the header once an update is downloaded: "Threadline 1.2.3 is ready", with
// "Restart to update" (the only way an update is installed) and "Later", which hides it for that
// version in this window; the Updates panel in Settings → This computer keeps offering the restart.
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { readyText } from './update-status-text';
import { useRestartToUpdate } from './use-update-actions';
import '../../styles/updates.css';
import { useShell } from '../../state/app-runtime';

const messages = defineMessages({
  region: { id: 'desktop.update_banner.region', defaultMessage: 'Update ready' },
  restart: { id: 'desktop.update_banner.restart', defaultMessage: 'Restart to update' },
  restarting: { id: 'desktop.update_banner.restarting', defaultMessage: 'Restarting…' },
  later: { id: 'desktop.update_banner.later', defaultMessage: 'Later' },
});

interface ReadyBannerProps {
  version: string;
  restarting: boolean;
  error?: string;
  onRestart(): void;
  onLater(): void;
}

export function UpdateReadyBanner({ version, restarting, error, onRestart, onLater }: ReadyBannerProps) {
  const intl = useIntl();
  return (
    <div
      role="region"
      aria-label={intl.formatMessage(messages.region)}
      className="connection-banner tone-info update-banner"
    >
      <span className="banner-text">{readyText(intl, version)}</span>
      {error !== undefined && <span className="banner-detail">{error}</span>}
      <button
        type="button"
        className="button button-small button-primary"
        onClick={onRestart}
        disabled={restarting}
      >
        {intl.formatMessage(restarting ? messages.restarting : messages.restart)}
      </button>
      <button type="button" className="button button-small" onClick={onLater}>
        {intl.formatMessage(messages.later)}
      </button>
    </div>
  );
}

export function UpdateBanner() {
  const intl = useIntl();
  const status = useShell((s) => s.desktop.update);
  const [laterFor, setLaterFor] = useState<string | null>(null);
  const restart = useRestartToUpdate();
  if (status?.state !== 'ready' || laterFor === status.version) return null;
  return (
    <UpdateReadyBanner
      version={status.version}
      restarting={restart.isPending}
      error={restart.isError ? errorMessage(restart.error, intl) : undefined}
      onRestart={() => restart.mutate()}
      onLater={() => setLaterFor(status.version)}
    />
  );
}
