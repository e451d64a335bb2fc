// A bot's stored data (GET /bot_storage), all of it or the keys typed in the filter. Only bots see
// this view in the sidebar; anyone who opens it anyway gets the server's refusal, shown as is.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../bridge/call-api';
import { useAppStore } from '../../state/selectors';
import '../../styles/bot-storage.css';
import { queryKeys } from '../live-queries/query-keys';
import { parseKeysFilter, storageEntries } from './storage-keys';
import { useAccount } from '../../state/account-scope';

export function BotStorageView() {
  const { api } = useAccount();
  const isBot = useAppStore((s) => s.realm.ownIsBot);
  const filterId = useId();
  const [text, setText] = useState('');
  const [keys, setKeys] = useState<string[] | null>(null);
  const storage = useQuery({
    queryKey: queryKeys.botStorage(keys),
    queryFn: () => api('getBotStorage', keys === null ? {} : { keys }),
    retry: false,
  });
  const entries = storage.data ? storageEntries(storage.data.storage) : [];

  function apply(event: FormEvent) {
    event.preventDefault();
    setKeys(parseKeysFilter(text));
  }

  return (
    <section className="bot-storage-view" aria-labelledby="bot-storage-title">
      <header className="view-header">
        <h1 id="bot-storage-title">Bot storage</h1>
      </header>
      {!isBot && (
        <p className="notice notice-warning">
          Only bot accounts have stored data; this account is not a bot.
        </p>
      )}
      <form className="bot-storage-filter" onSubmit={apply} role="search">
        <label htmlFor={filterId}>Keys</label>
        <input
          id={filterId}
          value={text}
          placeholder="All keys (or: key1, key2)"
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          Show
        </button>
      </form>
      {storage.isFetching && <p className="pane-note">Loading…</p>}
      {storage.isError && (
        <p role="alert" className="notice notice-error">
          {errorMessage(storage.error)}
        </p>
      )}
      {storage.isSuccess && entries.length === 0 && <p className="pane-note">Nothing is stored.</p>}
      {entries.length > 0 && (
        <table className="bot-storage-table">
          <caption className="visually-hidden">Stored data</caption>
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {entries.map(([key, value]) => (
              <tr key={key}>
                <th scope="row">{key}</th>
                <td>
                  <code>{value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
