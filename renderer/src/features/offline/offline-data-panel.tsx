// This computer → Offline data: what main keeps so the app stays readable without a network (the
// last state and recently opened conversations of every account, encrypted in the profile), the
// size limit for it (least recently used conversations go first), what it uses now, and a way to
// clear it. Unsent messages are never part of it: the outbox is kept until they are sent.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import type { DesktopPreferences } from '../../../../shared/desktop';
import type { OfflineUsage } from '../../../../shared/outbox';
import { callIpc, errorMessage } from '../../bridge/call-api';
import { useDesktopSave } from '../desktop/use-desktop-save';
import { statusText } from '../settings/save-status';

const USAGE_KEY = ['offline.usage'] as const;
const MB = 1024 * 1024;
const MAX_LIMIT_MB = 100_000;

const messages = defineMessages<{
  megabytes: { amount: number };
  usage: { used: string; limit: string };
  heading: NoMessageValues;
  measuring: NoMessageValues;
  limit: NoMessageValues;
  save: NoMessageValues;
  invalid: { max: number };
  clear: NoMessageValues;
  cleared: NoMessageValues;
}>({
  megabytes: { id: 'offline.panel.megabytes', defaultMessage: '{amount, number} MB' },
  usage: { id: 'offline.panel.usage', defaultMessage: 'Offline data uses {used} of {limit}.' },
  heading: { id: 'offline.panel.heading', defaultMessage: 'Offline data' },
  measuring: { id: 'offline.panel.measuring', defaultMessage: 'Measuring…' },
  limit: { id: 'offline.panel.limit', defaultMessage: 'Size limit (MB)' },
  save: { id: 'offline.panel.save_limit', defaultMessage: 'Save limit' },
  invalid: {
    id: 'offline.panel.invalid_limit',
    defaultMessage: 'A whole number from 1 to {max, number, ::group-off}',
  },
  clear: { id: 'offline.panel.clear', defaultMessage: 'Clear offline data' },
  cleared: {
    id: 'offline.panel.cleared',
    defaultMessage: 'Offline data cleared. Messages waiting to be sent were kept.',
  },
});

/** "0 MB", "0.4 MB", "12 MB": one decimal below 10 MB, in the window's number format. */
export function formatMegabytes(intl: IntlShape, bytes: number): string {
  const mb = bytes / MB;
  const amount = bytes === 0 ? 0 : mb < 10 ? Math.max(0.1, Math.round(mb * 10) / 10) : Math.round(mb);
  return intl.formatMessage(messages.megabytes, { amount });
}

export function usageText(intl: IntlShape, usage: OfflineUsage): string {
  return intl.formatMessage(messages.usage, {
    used: formatMegabytes(intl, usage.usedBytes),
    limit: formatMegabytes(intl, usage.limitBytes),
  });
}

export function OfflineDataPanel({ preferences }: { preferences: DesktopPreferences }) {
  const intl = useIntl();
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
  const [draft, setDraft] = useState(String(preferences.offlineCacheLimitMb));
  const clear = useMutation({
    mutationFn: () => callIpc('offline.clear', {}),
    onSuccess: (next) => queryClient.setQueryData(USAGE_KEY, next),
  });

  const limit = Number(draft);
  const valid = Number.isInteger(limit) && limit >= 1 && limit <= MAX_LIMIT_MB;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    saver.save({ offlineCacheLimitMb: limit });
  };

  return (
    <section className="network-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(messages.heading)}</h2>
      <p className="field-hint">
        <FormattedMessage
          id="offline.panel.explanation"
          defaultMessage="What you last saw in each account and your recently opened conversations are kept on this computer, encrypted, so Threadline stays readable without a network. Messages waiting to be sent are kept apart and never cleared here."
        />
      </p>
      <p role="status">
        {usage.data
          ? usageText(intl, usage.data)
          : usage.isError
            ? ''
            : intl.formatMessage(messages.measuring)}
      </p>
      <form className="offline-limit" onSubmit={submit}>
        <label htmlFor={limitId}>{intl.formatMessage(messages.limit)}</label>
        <input
          id={limitId}
          className="input"
          type="number"
          min={1}
          max={MAX_LIMIT_MB}
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
          {intl.formatMessage(messages.save)}
        </button>
        <span className="field-hint">
          {valid
            ? statusText(saver.status, intl)
            : intl.formatMessage(messages.invalid, { max: MAX_LIMIT_MB })}
        </span>
      </form>
      <button
        type="button"
        className="button button-small"
        disabled={clear.isPending}
        onClick={() => clear.mutate()}
      >
        {intl.formatMessage(messages.clear)}
      </button>
      {clear.isSuccess && <p role="status">{intl.formatMessage(messages.cleared)}</p>}
      {(clear.isError || usage.isError) && (
        <p role="alert" className="notice notice-error">
          {errorMessage(clear.error ?? usage.error, intl)}
        </p>
      )}
    </section>
  );
}
