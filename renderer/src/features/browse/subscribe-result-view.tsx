// What the server did with a create/subscribe request.
import type { SubscribeSummary } from './subscribe-result';

interface SubscribeResultViewProps {
  summary: SubscribeSummary;
  onOpenChannel: (() => void) | null;
  onAgain(): void;
  onClose(): void;
}

function Section({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="result-section">
      <h3>{title}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

export function SubscribeResultView({ summary, onOpenChannel, onAgain, onClose }: SubscribeResultViewProps) {
  const nothing = summary.subscribed.length + summary.alreadySubscribed.length === 0;
  return (
    <div className="subscribe-result">
      <div role="status">
        <Section title="Subscribed" lines={summary.subscribed} />
        <Section title="Already subscribed" lines={summary.alreadySubscribed} />
        {nothing && <p>No one was subscribed to anything.</p>}
      </div>
      {summary.refused.length > 0 && (
        <div role="alert" className="notice notice-warning">
          <h3>Not subscribed: you do not have permission</h3>
          <ul aria-label="Refused channels">
            {summary.refused.map((name) => (
              <li key={name}>#{name}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onAgain}>
          Create another
        </button>
        {onOpenChannel !== null && (
          <button type="button" className="button" onClick={onOpenChannel}>
            Open channel
          </button>
        )}
        <button type="button" className="button button-primary" onClick={onClose}>
          Done
        </button>
      </div>
    </div>
  );
}
