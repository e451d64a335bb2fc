// "Edit snippet": PATCH /saved_snippets/{id} with what changed. The editor keeps its own copy, so
// a snippet deleted on another device stays open here and the server's refusal can be shown.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, useIntl, type MessageValue, type NoMessageValues } from 'react-intl';
import type { SavedSnippet } from '../../../../shared/objects';
import { errorMessage } from '../../bridge/call-api';
import { useAppStore } from '../../state/selectors';
import { SnippetForm, type SnippetFields } from './snippet-form';
import { snippetChanges, snippetProblem } from './snippets-model';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages<{
  readonly heading: { readonly title: MessageValue };
  readonly save: NoMessageValues;
  readonly deletedElsewhere: NoMessageValues;
  readonly cancel: NoMessageValues;
}>({
  heading: { id: 'snippets.edit.heading', defaultMessage: 'Edit snippet “{title}”' },
  save: { id: 'snippets.edit.save', defaultMessage: 'Save changes' },
  deletedElsewhere: {
    id: 'snippets.edit.deleted_elsewhere',
    defaultMessage: 'This snippet seems to have been deleted on another device.',
  },
  cancel: { id: 'snippets.edit.cancel', defaultMessage: 'Cancel' },
});

interface SnippetEditorProps {
  snippet: SavedSnippet;
  /** False once the snippet has disappeared from the list (deleted elsewhere). */
  stillExists: boolean;
  onDone(): void;
}

export function SnippetEditor({ snippet, stillExists, onDone }: SnippetEditorProps) {
  const intl = useIntl();
  const { api } = useAccount();
  const [value, setValue] = useState<SnippetFields>({ title: snippet.title, content: snippet.content });
  const [problem, setProblem] = useState<string | null>(null);
  const maxContentLength = useAppStore((s) => s.realm.maxMessageLength);
  const save = useMutation({
    mutationFn: (changes: { title?: string; content?: string }) =>
      api('editSavedSnippet', { saved_snippet_id: snippet.id, ...changes }),
    onSuccess: onDone,
  });

  function submit() {
    const found = snippetProblem(intl, value.title, value.content, maxContentLength);
    setProblem(found);
    if (found !== null) return;
    const changes = snippetChanges(snippet, value);
    if (Object.keys(changes).length === 0) return onDone();
    save.mutate(changes);
  }

  return (
    <SnippetForm
      heading={intl.formatMessage(messages.heading, { title: snippet.title })}
      value={value}
      onChange={setValue}
      submitLabel={intl.formatMessage(messages.save)}
      pending={save.isPending}
      error={problem ?? (save.isError ? errorMessage(save.error, intl) : null)}
      onSubmit={submit}
      notice={
        stillExists ? null : (
          <p className="notice notice-warning">{intl.formatMessage(messages.deletedElsewhere)}</p>
        )
      }
      actions={
        <button type="button" className="button" onClick={onDone}>
          {intl.formatMessage(messages.cancel)}
        </button>
      }
    />
  );
}
