// Saved snippets: the list (from the saved-snippets slice, kept current by events), a form for a
// new one, an editor, and Insert into compose, which goes back to the last conversation.
import { useMemo, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import type { SavedSnippet } from '../../../../shared/objects';
import { useAppStore, useDataReady } from '../../state/selectors';
import '../../styles/snippets.css';
import { useSidebarUi } from '../channels/sidebar-ui-store';
import { insertIntoCompose, openThenInsert } from '../drafts/compose-insert';
import { NewSnippetForm } from './new-snippet-form';
import { SnippetEditor } from './snippet-editor';
import { SnippetRow } from './snippet-row';
import { SNIPPET_EDIT_LEVEL, SNIPPETS_LEVEL, sortSnippets } from './snippets-model';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly inserted: { readonly title: MessageValue };
  readonly unsupported: NoMessageValues;
  readonly empty: NoMessageValues;
  readonly list: NoMessageValues;
}>({
  title: { id: 'snippets.title', defaultMessage: 'Saved snippets' },
  inserted: { id: 'snippets.inserted', defaultMessage: 'Inserted “{title}” into the compose box.' },
  unsupported: { id: 'snippets.unsupported', defaultMessage: 'This server does not support saved snippets.' },
  empty: { id: 'snippets.empty', defaultMessage: 'No saved snippets yet.' },
  list: { id: 'snippets.list_label', defaultMessage: 'Saved snippets' },
});

export function SnippetsView() {
  const intl = useIntl();
  const ready = useDataReady();
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const byId = useAppStore((s) => s.savedSnippets.byId);
  const snippets = useMemo(() => sortSnippets([...byId.values()], intl.locale), [byId, intl.locale]);
  const [editing, setEditing] = useState<SavedSnippet | null>(null);
  // The title of the snippet last inserted, announced in the status line.
  const [inserted, setInserted] = useState<string | null>(null);
  const lastConversation = useSidebarUi((s) => s.lastConversation);

  function insert(snippet: SavedSnippet) {
    const detail = { text: snippet.content };
    if (lastConversation === null) insertIntoCompose(detail);
    else openThenInsert(lastConversation, detail);
    setInserted(snippet.title);
  }

  return (
    <section className="snippets-view" aria-labelledby="snippets-title">
      <header className="view-header">
        <h1 id="snippets-title">{intl.formatMessage(messages.title)}</h1>
      </header>
      {ready && featureLevel < SNIPPETS_LEVEL ? (
        <p className="pane-note">{intl.formatMessage(messages.unsupported)}</p>
      ) : (
        <>
          <p role="status" className="pane-note">
            {inserted === null ? '' : intl.formatMessage(messages.inserted, { title: inserted })}
          </p>
          {editing !== null && (
            <SnippetEditor
              key={editing.id}
              snippet={editing}
              stillExists={byId.has(editing.id)}
              onDone={() => setEditing(null)}
            />
          )}
          {ready && snippets.length === 0 && (
            <p className="pane-note">{intl.formatMessage(messages.empty)}</p>
          )}
          {snippets.length > 0 && (
            <ul className="snippets-list" aria-label={intl.formatMessage(messages.list)}>
              {snippets.map((snippet) => (
                <SnippetRow
                  key={snippet.id}
                  snippet={snippet}
                  canEdit={featureLevel >= SNIPPET_EDIT_LEVEL}
                  onInsert={insert}
                  onEdit={setEditing}
                />
              ))}
            </ul>
          )}
          <NewSnippetForm />
        </>
      )}
    </section>
  );
}
