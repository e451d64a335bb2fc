// Do not disturb in the header: a disclosure offering the four pauses (and "Resume notifications"
// while paused), and, while a pause is on, a bar under the header saying until when, with a way to
// resume. The button's name stays "Do not disturb" whatever the state; its pressed look and the bar
// say the state.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import type { DoNotDisturbChoice } from '../../../../shared/desktop';
import { errorMessage } from '../../bridge/call-api';
import { useDismiss } from '../common/use-dismiss';
import { useChoosePause, usePause } from './pause';
import { PAUSE_CHOICES } from './pause-choices';
import '../../styles/desktop.css';

export function DoNotDisturbControl() {
  const choosePause = useChoosePause();
  const pause = usePause();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close);
  const choose = useMutation({ mutationFn: choosePause, onSuccess: close });
  const paused = pause.until !== null;
  const item = (choice: DoNotDisturbChoice, label: string) => (
    <button
      key={choice}
      type="button"
      className="menu-item"
      disabled={choose.isPending}
      onClick={() => choose.mutate(choice)}
    >
      {label}
    </button>
  );

  return (
    <div className="pause-menu" ref={rootRef}>
      <button
        type="button"
        className={paused ? 'header-button is-paused' : 'header-button'}
        aria-label="Do not disturb"
        aria-expanded={open}
        aria-controls={panelId}
        title={paused ? pause.text : 'Pause notifications (Ctrl+Shift+M)'}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="header-button-icon" aria-hidden="true">
          {paused ? '☾' : '◔'}
        </span>
        <span>{paused ? 'Paused' : 'Do not disturb'}</span>
      </button>
      {open && (
        <div id={panelId} className="pause-panel" role="group" aria-label="Pause notifications">
          {paused && <p className="pause-panel-state">{pause.text}</p>}
          {paused && item('off', 'Resume notifications')}
          {PAUSE_CHOICES.map(({ choice, label }) => item(choice, label))}
          {choose.error && (
            <p role="alert" className="notice notice-error">
              {errorMessage(choose.error)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The bar under the header while notifications are paused. */
export function PauseBanner() {
  const choosePause = useChoosePause();
  const pause = usePause();
  const resume = useMutation({ mutationFn: () => choosePause('off') });
  if (pause.until === null) return null;
  return (
    <div className="pause-banner" role="status" aria-label="Notifications paused">
      <span className="pause-banner-text">{pause.text}</span>
      <button
        type="button"
        className="link-button"
        disabled={resume.isPending}
        onClick={() => resume.mutate()}
      >
        Resume notifications
      </button>
      {resume.error && <span role="alert">Not resumed: {errorMessage(resume.error)}</span>}
    </div>
  );
}
