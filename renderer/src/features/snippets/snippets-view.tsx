// Saved snippets: the list (from the saved-snippets slice, kept current by events), a form for a
// new one, an editor, and Insert into compose, which goes back to the last conversation.
import { useMemo, useState } from 'react';
import type { SavedSnippet } from '../../../../shared/objects';
import { useAppStore, useDataReady } from '../../state/selectors';
import '../../styles/snippets.css';
import { useSidebarUi } from '../channels/sidebar-ui-store';
import { insertIntoCompose, openThenInsert } from '../drafts/compose-insert';
import { NewSnippetForm } from './new-snippet-form';
import { SnippetEditor } from './snippet-editor';
import { SnippetRow } from './snippet-row';
import { SNIPPET_EDIT_LEVEL, SNIPPETS_LEVEL, sortSnippets } from './snippets-model';

export function SnippetsView() {
  const ready = useDataReady();
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const byId = useAppStore((s) => s.savedSnippets.byId);
  const snippets = useMemo(() => sortSnippets([...byId.values()]), [byId]);
  const [editing, setEditing] = useState<SavedSnippet | null>(null);
  const [inserted, setInserted] = useState('');
  const lastConversation = useSidebarUi((s) => s.lastConversation);

  function insert(snippet: SavedSnippet) {
    const detail = { text: snippet.content };
    if (lastConversation === null) insertIntoCompose(detail);
    else openThenInsert(lastConversation, detail);
    setInserted(`Inserted “${snippet.title}” into the compose box.`);
  }

  return (
    <section className="snippets-view" aria-labelledby="snippets-title">
      <header className="view-header">
        <h1 id="snippets-title">Saved snippets</h1>
      </header>
      {ready && featureLevel < SNIPPETS_LEVEL ? (
        <p className="pane-note">This server does not support saved snippets.</p>
      ) : (
        <>
          <p role="status" className="pane-note">
            {inserted}
          </p>
          {editing !== null && (
            <SnippetEditor
              key={editing.id}
              snippet={editing}
              stillExists={byId.has(editing.id)}
              onDone={() => setEditing(null)}
            />
          )}
          {ready && snippets.length === 0 && <p className="pane-note">No saved snippets yet.</p>}
          {snippets.length > 0 && (
            <ul className="snippets-list" aria-label="Saved snippets">
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
