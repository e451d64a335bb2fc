// The quiet bar under the header once an update is downloaded: "Threadline 1.2.3 is ready", with
// "Restart to update" (the only way an update is installed) and "Later", which hides it for that
// version in this window; the Updates panel in Settings → This computer keeps offering the restart.
import { useState } from 'react';
import { errorMessage } from '../../bridge/call-api';
import { updateName } from './update-status-text';
import { useRestartToUpdate } from './use-update-actions';
import '../../styles/updates.css';
import { useShell } from '../../state/app-runtime';

interface ReadyBannerProps {
  version: string;
  restarting: boolean;
  error?: string;
  onRestart(): void;
  onLater(): void;
}

export function UpdateReadyBanner({ version, restarting, error, onRestart, onLater }: ReadyBannerProps) {
  return (
    <div role="region" aria-label="Update ready" className="connection-banner tone-info update-banner">
      <span className="banner-text">{updateName(version)} is ready</span>
      {error !== undefined && <span className="banner-detail">{error}</span>}
      <button
        type="button"
        className="button button-small button-primary"
        onClick={onRestart}
        disabled={restarting}
      >
        {restarting ? 'Restarting…' : 'Restart to update'}
      </button>
      <button type="button" className="button button-small" onClick={onLater}>
        Later
      </button>
    </div>
  );
}

export function UpdateBanner() {
  const status = useShell((s) => s.desktop.update);
  const [laterFor, setLaterFor] = useState<string | null>(null);
  const restart = useRestartToUpdate();
  if (status?.state !== 'ready' || laterFor === status.version) return null;
  return (
    <UpdateReadyBanner
      version={status.version}
      restarting={restart.isPending}
      error={restart.isError ? errorMessage(restart.error) : undefined}
      onRestart={() => restart.mutate()}
      onLater={() => setLaterFor(status.version)}
    />
  );
}
