// This computer → Offline data: what main keeps so the app stays readable without a network (the
// last state and recently opened conversations of every account, encrypted in the profile), the
// size limit for it (least recently used conversations go first), what it uses now, and a way to
// clear it. Unsent messages are never part of it: the outbox is kept until they are sent.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { DesktopPreferences } from '../../../../shared/desktop';
import type { OfflineUsage } from '../../../../shared/outbox';
import { callIpc, errorMessage } from '../../bridge/call-api';
import { useDesktopSave } from '../desktop/use-desktop-save';
import { statusText } from '../settings/save-status';

const USAGE_KEY = ['offline.usage'] as const;
const MB = 1024 * 1024;

/** "0 MB", "0.4 MB", "12 MB": one decimal below 10 MB. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / MB;
  if (bytes === 0) return '0 MB';
  return `${mb < 10 ? Math.max(0.1, Math.round(mb * 10) / 10) : Math.round(mb)} MB`;
}

export function usageText(usage: OfflineUsage): string {
  return `Offline data uses ${formatMegabytes(usage.usedBytes)} of ${formatMegabytes(usage.limitBytes)}.`;
}

export function OfflineDataPanel({ preferences }: { preferences: DesktopPreferences }) {
  const headingId = useId();
  const limitId = useId();
  const queryClient = useQueryClient();
  // Asked again now and then while shown: main trims the cache after a new limit, in the background.
  const usage = useQuery({
    queryKey: USAGE_KEY,
    queryFn: () => callIpc('offline.usage', {}),
    staleTime: 0,
    refetchInterval: 5_000,
  });
  const saver = useDesktopSave();
  const intl = useIntl();
  const [draft, setDraft] = useState(String(preferences.offlineCacheLimitMb));
  const clear = useMutation({
    mutationFn: () => callIpc('offline.clear', {}),
    onSuccess: (next) => queryClient.setQueryData(USAGE_KEY, next),
  });

  const limit = Number(draft);
  const valid = Number.isInteger(limit) && limit >= 1 && limit <= 100_000;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    saver.save({ offlineCacheLimitMb: limit });
  };

  return (
    <section className="network-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Offline data</h2>
      <p className="field-hint">
        What you last saw in each account and your recently opened conversations are kept on this computer,
        encrypted, so Threadline stays readable without a network. Messages waiting to be sent are kept apart
        and never cleared here.
      </p>
      <p role="status">{usage.data ? usageText(usage.data) : usage.isError ? '' : 'Measuring…'}</p>
      <form className="offline-limit" onSubmit={submit}>
        <label htmlFor={limitId}>Size limit (MB)</label>
        <input
          id={limitId}
          className="input"
          type="number"
          min={1}
          max={100_000}
          step={1}
          value={draft}
          aria-invalid={!valid}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button
          type="submit"
          className="button button-small"
          disabled={!valid || saver.status.kind === 'saving'}
        >
          Save limit
        </button>
        <span className="field-hint">
          {valid ? statusText(saver.status, intl) : 'A whole number from 1 to 100000'}
        </span>
      </form>
      <button
        type="button"
        className="button button-small"
        disabled={clear.isPending}
        onClick={() => clear.mutate()}
      >
        Clear offline data
      </button>
      {clear.isSuccess && <p role="status">Offline data cleared. Messages waiting to be sent were kept.</p>}
      {(clear.isError || usage.isError) && (
        <p role="alert" className="notice notice-error">
          {errorMessage(clear.error ?? usage.error)}
        </p>
      )}
    </section>
  );
}
