// Title and content fields, shared by "New snippet" and "Edit snippet". Neither field has a
// maxLength, which would silently cut a paste: the form names the limit instead (snippetProblem).
import { useId, type FormEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  title: { id: 'snippets.form.title', defaultMessage: 'Title' },
  content: { id: 'snippets.form.content', defaultMessage: 'Content' },
});

export interface SnippetFields {
  title: string;
  content: string;
}

interface SnippetFormProps {
  heading: string;
  value: SnippetFields;
  onChange(value: SnippetFields): void;
  onSubmit(): void;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  /** Extra controls next to the submit button (Cancel), and notices above it. */
  actions?: ReactNode;
  notice?: ReactNode;
}

export function SnippetForm(props: SnippetFormProps) {
  const { heading, value, onChange, onSubmit, submitLabel, pending, error, actions, notice } = props;
  const intl = useIntl();
  const headingId = useId();
  const titleId = useId();
  const contentId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className="snippet-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{heading}</h2>
      <label htmlFor={titleId}>{intl.formatMessage(messages.title)}</label>
      <input
        id={titleId}
        value={value.title}
        onChange={(event) => onChange({ ...value, title: event.target.value })}
      />
      <label htmlFor={contentId}>{intl.formatMessage(messages.content)}</label>
      <textarea
        id={contentId}
        rows={4}
        value={value.content}
        onChange={(event) => onChange({ ...value, content: event.target.value })}
      />
      {notice}
      {error !== null && (
        <p role="alert" className="notice notice-error">
          {error}
        </p>
      )}
      <div className="form-actions">
        {actions}
        <button type="submit" className="button button-primary" disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
