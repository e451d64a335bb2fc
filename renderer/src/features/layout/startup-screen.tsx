import { useSessionOverview } from '../../state/selectors';

/** Shown until main has told the renderer who is signed in. */
export function StartupScreen() {
  const { link } = useSessionOverview();
  return (
    <div className="startup-screen">
      <p role="status" className="startup-text">
        {link === 'down' ? 'Cannot reach Threadline — retrying…' : 'Starting Threadline…'}
      </p>
    </div>
  );
}
