// "New snippet": POST /saved_snippets; the snippet appears through its saved_snippets event.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { useAppStore } from '../../state/selectors';
import { SnippetForm, type SnippetFields } from './snippet-form';
import { snippetProblem } from './snippets-model';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages({
  heading: { id: 'snippets.new.heading', defaultMessage: 'New snippet' },
  save: { id: 'snippets.new.save', defaultMessage: 'Save snippet' },
});

const EMPTY: SnippetFields = { title: '', content: '' };

export function NewSnippetForm() {
  const intl = useIntl();
  const { api } = useAccount();
  const [value, setValue] = useState<SnippetFields>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const maxContentLength = useAppStore((s) => s.realm.maxMessageLength);
  const create = useMutation({
    mutationFn: (fields: SnippetFields) =>
      api('createSavedSnippet', { title: fields.title.trim(), content: fields.content }),
    onSuccess: () => setValue(EMPTY),
  });
  return (
    <SnippetForm
      heading={intl.formatMessage(messages.heading)}
      value={value}
      onChange={setValue}
      submitLabel={intl.formatMessage(messages.save)}
      pending={create.isPending}
      error={problem ?? (create.isError ? errorMessage(create.error, intl) : null)}
      onSubmit={() => {
        const found = snippetProblem(intl, value.title, value.content, maxContentLength);
        setProblem(found);
        if (found === null) create.mutate(value);
      }}
    />
  );
}
