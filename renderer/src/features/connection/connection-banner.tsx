// The connection banner: main's connection to the server, in the window's language.
import { useMutation } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import { callIpc, errorMessage } from '../../bridge/call-api';
import { useAccount } from '../../state/account-scope';
import { useConnectionView } from '../../state/selectors';
import { useNow } from '../common/use-now';
import { describeConnection } from './describe-connection';

const messages = defineMessages({
  retryNow: { id: 'connection.banner.retry_now', defaultMessage: 'Retry now' },
});

/**
 * Main's connection to the server, always present as a status region. When connected it says so to
 * assistive technology only; otherwise it is a visible bar, counting down while reconnecting.
 */
export function ConnectionBanner() {
  const intl = useIntl();
  const { connection, link } = useConnectionView();
  const ticking =
    (connection.status === 'reconnecting' || connection.status === 'unreachable') &&
    connection.nextRetryAt !== undefined;
  const now = useNow(ticking);
  const model = describeConnection(connection, link, now, intl);
  // Retries the shown account's connection; the others keep their own schedule.
  const { accountId } = useAccount();
  const retry = useMutation({ mutationFn: () => callIpc('connection.retryNow', { accountId }) });
  const quiet = model.tone === 'ok';

  return (
    <div role="status" className={`connection-banner tone-${model.tone}${quiet ? ' visually-hidden' : ''}`}>
      <span className="banner-text">{model.text}</span>
      {model.countdown !== undefined && (
        // Shown, not announced: a status region that changes every second would talk non-stop.
        <span className="banner-countdown" aria-hidden="true">
          {model.countdown}
        </span>
      )}
      {model.detail && <span className="banner-detail">{model.detail}</span>}
      {retry.isError && <span className="banner-detail">{errorMessage(retry.error, intl)}</span>}
      {model.canRetryNow && (
        <button
          type="button"
          className="button button-small"
          onClick={() => retry.mutate()}
          disabled={retry.isPending}
        >
          {intl.formatMessage(messages.retryNow)}
        </button>
      )}
    </div>
  );
}
