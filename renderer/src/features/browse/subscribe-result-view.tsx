// What the server did with a create/subscribe request.
import {
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageDescriptor,
  type NoMessageValues,
} from 'react-intl';
import { subscribeLineText, type SubscribeLine, type SubscribeSummary } from './subscribe-result';

interface SubscribeResultViewProps {
  summary: SubscribeSummary;
  onOpenChannel: (() => void) | null;
  onAgain(): void;
  onClose(): void;
}

const messages = defineMessages<{
  subscribed: NoMessageValues;
  alreadySubscribed: NoMessageValues;
  refusedList: NoMessageValues;
  refusedChannel: { name: string };
}>({
  subscribed: { id: 'browse.result.subscribed', defaultMessage: 'Subscribed' },
  alreadySubscribed: { id: 'browse.result.already_subscribed', defaultMessage: 'Already subscribed' },
  refusedList: { id: 'browse.result.refused_list', defaultMessage: 'Refused channels' },
  refusedChannel: { id: 'browse.result.refused_channel', defaultMessage: '#{name}' },
});

function Section({ title, lines }: { title: MessageDescriptor; lines: SubscribeLine[] }) {
  const intl = useIntl();
  if (lines.length === 0) return null;
  return (
    <section className="result-section">
      <h3>{intl.formatMessage(title)}</h3>
      <ul>
        {lines.map((line) => {
          const text = subscribeLineText(intl, line);
          return <li key={text}>{text}</li>;
        })}
      </ul>
    </section>
  );
}

export function SubscribeResultView({ summary, onOpenChannel, onAgain, onClose }: SubscribeResultViewProps) {
  const intl = useIntl();
  const nothing = summary.subscribed.length + summary.alreadySubscribed.length === 0;
  return (
    <div className="subscribe-result">
      <div role="status">
        <Section title={messages.subscribed} lines={summary.subscribed} />
        <Section title={messages.alreadySubscribed} lines={summary.alreadySubscribed} />
        {nothing && (
          <p>
            <FormattedMessage
              id="browse.result.nothing"
              defaultMessage="No one was subscribed to anything."
            />
          </p>
        )}
      </div>
      {summary.refused.length > 0 && (
        <div role="alert" className="notice notice-warning">
          <h3>
            <FormattedMessage
              id="browse.result.refused_heading"
              defaultMessage="Not subscribed: you do not have permission"
            />
          </h3>
          <ul aria-label={intl.formatMessage(messages.refusedList)}>
            {summary.refused.map((name) => (
              <li key={name}>{intl.formatMessage(messages.refusedChannel, { name })}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onAgain}>
          <FormattedMessage id="browse.result.create_another" defaultMessage="Create another" />
        </button>
        {onOpenChannel !== null && (
          <button type="button" className="button" onClick={onOpenChannel}>
            <FormattedMessage id="browse.result.open_channel" defaultMessage="Open channel" />
          </button>
        )}
        <button type="button" className="button button-primary" onClick={onClose}>
          <FormattedMessage id="browse.result.done" defaultMessage="Done" />
        </button>
      </div>
    </div>
  );
}
