// Do not disturb in the header: a disclosure offering the four pauses (and "Resume notifications"
// while paused), and, while a pause is on, a bar under the header saying until when, with a way to
// resume. The button's name stays "Do not disturb" whatever the state; its pressed look and the bar
// say the state.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { DoNotDisturbChoice } from '../../../../shared/desktop';
import { errorMessage } from '../../bridge/call-api';
import { useDismiss } from '../common/use-dismiss';
import { useChoosePause, usePause } from './pause';
import { PAUSE_CHOICES, RESUME_LABEL } from './pause-choices';
import '../../styles/desktop.css';

const messages = defineMessages({
  name: { id: 'desktop.do_not_disturb.name', defaultMessage: 'Do not disturb' },
  tooltip: { id: 'desktop.do_not_disturb.tooltip', defaultMessage: 'Pause notifications (Ctrl+Shift+M)' },
  paused: { id: 'desktop.do_not_disturb.paused', defaultMessage: 'Paused' },
  panel: { id: 'desktop.do_not_disturb.panel', defaultMessage: 'Pause notifications' },
  banner: { id: 'desktop.do_not_disturb.banner', defaultMessage: 'Notifications paused' },
});

/** The header button's icons (decorative, hidden from assistive technology): a moon while paused. */
const PAUSED_ICON = '☾';
const ON_ICON = '◔';

export function DoNotDisturbControl() {
  const intl = useIntl();
  const choosePause = useChoosePause();
  const pause = usePause();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close);
  const choose = useMutation({ mutationFn: choosePause, onSuccess: close });
  const paused = pause.until !== null;
  const item = (choice: DoNotDisturbChoice, label: MessageDescriptor) => (
    <button
      key={choice}
      type="button"
      className="menu-item"
      disabled={choose.isPending}
      onClick={() => choose.mutate(choice)}
    >
      {intl.formatMessage(label)}
    </button>
  );

  return (
    <div className="pause-menu" ref={rootRef}>
      <button
        type="button"
        className={paused ? 'header-button is-paused' : 'header-button'}
        aria-label={intl.formatMessage(messages.name)}
        aria-expanded={open}
        aria-controls={panelId}
        title={paused ? pause.text : intl.formatMessage(messages.tooltip)}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="header-button-icon" aria-hidden="true">
          {paused ? PAUSED_ICON : ON_ICON}
        </span>
        <span>{intl.formatMessage(paused ? messages.paused : messages.name)}</span>
      </button>
      {open && (
        <div
          id={panelId}
          className="pause-panel"
          role="group"
          aria-label={intl.formatMessage(messages.panel)}
        >
          {paused && <p className="pause-panel-state">{pause.text}</p>}
          {paused && item('off', RESUME_LABEL)}
          {PAUSE_CHOICES.map(({ choice, label }) => item(choice, label))}
          {choose.error && (
            <p role="alert" className="notice notice-error">
              {errorMessage(choose.error, intl)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The bar under the header while notifications are paused. */
export function PauseBanner() {
  const intl = useIntl();
  const choosePause = useChoosePause();
  const pause = usePause();
  const resume = useMutation({ mutationFn: () => choosePause('off') });
  if (pause.until === null) return null;
  return (
    <div className="pause-banner" role="status" aria-label={intl.formatMessage(messages.banner)}>
      <span className="pause-banner-text">{pause.text}</span>
      <button
        type="button"
        className="link-button"
        disabled={resume.isPending}
        onClick={() => resume.mutate()}
      >
        {intl.formatMessage(RESUME_LABEL)}
      </button>
      {resume.error && (
        <span role="alert">
          <FormattedMessage
            id="desktop.do_not_disturb.not_resumed"
            defaultMessage="Not resumed: {reason}"
            values={{ reason: errorMessage(resume.error, intl) }}
          />
        </span>
      )}
    </div>
  );
}
