// Shown until main has told the renderer who is signed in.
import { defineMessages, useIntl } from 'react-intl';
import { useSessionOverview } from '../../state/selectors';

const messages = defineMessages({
  starting: { id: 'layout.startup.starting', defaultMessage: 'Starting Threadline…' },
  unreachable: { id: 'layout.startup.unreachable', defaultMessage: 'Cannot reach Threadline — retrying…' },
});

export function StartupScreen() {
  const intl = useIntl();
  const { link } = useSessionOverview();
  return (
    <div className="startup-screen">
      <p role="status" className="startup-text">
        {intl.formatMessage(link === 'down' ? messages.unreachable : messages.starting)}
      </p>
    </div>
  );
}
