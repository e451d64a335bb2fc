// Settings → This computer → Updates: automatic updates on or off, the stable or beta channel,
// "Check now", what the updater is doing, and "Restart to update" once an update is downloaded.
// Main keeps the preference and runs electron-updater (core/desktop/updater.ts); browser mode has
// nothing to update and says so, while the choices stay saved for the desktop app on this computer.
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { DesktopPreferences } from '../../../../shared/desktop';
import { errorMessage } from '../../bridge/call-api';
import { getBridge } from '../../bridge/get-bridge';
import { useRuntime, useShell } from '../../state/app-runtime';
import { setDesktopPreferences } from './desktop-preferences';
import { describeUpdateStatus } from './update-status-text';
import { useCheckForUpdates, useRestartToUpdate } from './use-update-actions';
import '../../styles/updates.css';

type UpdatePreference = DesktopPreferences['updates'];

const messages = defineMessages({
  heading: { id: 'desktop.updates.heading', defaultMessage: 'Updates' },
  browserMode: {
    id: 'desktop.updates.browser_mode',
    defaultMessage: 'Browser mode keeps these choices for the desktop app on this computer.',
  },
  automatic: { id: 'desktop.updates.automatic', defaultMessage: 'Update automatically' },
  channel: { id: 'desktop.updates.channel', defaultMessage: 'Update channel' },
  stable: { id: 'desktop.updates.channel_stable', defaultMessage: 'Stable' },
  stableHint: { id: 'desktop.updates.channel_stable_hint', defaultMessage: 'Tested releases.' },
  beta: { id: 'desktop.updates.channel_beta', defaultMessage: 'Beta' },
  betaHint: {
    id: 'desktop.updates.channel_beta_hint',
    defaultMessage: 'New features a few weeks early, with more chance of bugs.',
  },
  progress: { id: 'desktop.updates.progress', defaultMessage: 'Download progress' },
  checkNow: { id: 'desktop.updates.check_now', defaultMessage: 'Check now' },
  checking: { id: 'desktop.updates.checking', defaultMessage: 'Checking…' },
  restart: { id: 'desktop.updates.restart', defaultMessage: 'Restart to update' },
});

const CHANNELS = [
  { value: 'stable', label: messages.stable, hint: messages.stableHint },
  { value: 'beta', label: messages.beta, hint: messages.betaHint },
] as const;

export function UpdatesPanel({ preference: saved }: { preference: UpdatePreference }) {
  const intl = useIntl();
  const id = useId();
  const status = useShell((s) => s.desktop.update);
  const { shell } = useRuntime();
  const browserMode = getBridge().host === 'browser';
  const view = describeUpdateStatus(status, intl, Date.now());
  // What was just chosen shows at once (set in the event itself, so the control never flips back);
  // main's push of the saved preferences follows.
  const [chosen, setChosen] = useState<Partial<UpdatePreference> | null>(null);
  const save = useMutation({
    mutationFn: (change: Partial<UpdatePreference>) =>
      setDesktopPreferences({ updates: { ...saved, ...change } }),
    // The answer is the saved preferences: the store has them even before main's push arrives.
    onSuccess: (preferences) => shell.getState().applyDesktopPreferences(preferences),
    onSettled: () => setChosen(null),
  });
  const preference = chosen === null ? saved : { ...saved, ...chosen };
  const choose = (change: Partial<UpdatePreference>) => {
    setChosen(change);
    save.mutate(change);
  };
  const check = useCheckForUpdates();
  const restart = useRestartToUpdate();
  const failure = [save, check, restart].find((m) => m.isError)?.error;

  return (
    <section className="updates-panel" aria-labelledby={`${id}-heading`}>
      <h3 className="settings-subheading" id={`${id}-heading`}>
        {intl.formatMessage(messages.heading)}
      </h3>
      {browserMode && <p className="notice notice-info">{intl.formatMessage(messages.browserMode)}</p>}
      <div className="setting-list">
        <div className="setting-field setting-inline">
          <div className="setting-text">
            <label className="setting-label" htmlFor={`${id}-enabled`}>
              {intl.formatMessage(messages.automatic)}
            </label>
            <p className="setting-description" id={`${id}-enabled-description`}>
              <FormattedMessage
                id="desktop.updates.automatic_description"
                defaultMessage="Check for new versions a little after Threadline starts and once a day, and download them in the background. Nothing is installed until you choose to restart."
              />
            </p>
          </div>
          <div className="setting-control">
            <input
              id={`${id}-enabled`}
              type="checkbox"
              role="switch"
              className="switch"
              checked={preference.enabled}
              aria-checked={preference.enabled}
              aria-describedby={`${id}-enabled-description`}
              disabled={save.isPending}
              onChange={(event) => choose({ enabled: event.target.checked })}
            />
          </div>
        </div>
        <fieldset className="setting-field setting-stacked form-choice-group update-channels">
          <legend className="setting-label">{intl.formatMessage(messages.channel)}</legend>
          {CHANNELS.map((channel) => (
            <label key={channel.value} className="form-choice">
              <input
                type="radio"
                name={`${id}-channel`}
                value={channel.value}
                checked={preference.channel === channel.value}
                disabled={save.isPending}
                onChange={() => choose({ channel: channel.value })}
              />
              <span>
                {intl.formatMessage(channel.label)}
                <span className="form-choice-hint">{intl.formatMessage(channel.hint)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="setting-field setting-stacked update-state">
          <p role="status" className={`update-status tone-${view.tone}`}>
            {view.text}
          </p>
          {view.percent !== undefined && (
            <progress max={100} value={view.percent} aria-label={intl.formatMessage(messages.progress)} />
          )}
          <div className="update-actions">
            <button
              type="button"
              className="button button-small"
              disabled={!view.canCheck || check.isPending}
              onClick={() => check.mutate()}
            >
              {intl.formatMessage(check.isPending ? messages.checking : messages.checkNow)}
            </button>
            {view.canRestart && (
              <button
                type="button"
                className="button button-small button-primary"
                disabled={restart.isPending}
                onClick={() => restart.mutate()}
              >
                {intl.formatMessage(messages.restart)}
              </button>
            )}
          </div>
          {failure !== undefined && <p className="notice notice-error">{errorMessage(failure, intl)}</p>}
        </div>
      </div>
    </section>
  );
}
