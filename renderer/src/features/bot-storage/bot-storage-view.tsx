// A bot's stored data (GET /bot_storage), all of it or the keys typed in the filter. Only bots see
// this view in the sidebar; anyone who opens it anyway gets the server's refusal, shown as is.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { useAppStore } from '../../state/selectors';
import '../../styles/bot-storage.css';
import { queryKeys } from '../live-queries/query-keys';
import { parseKeysFilter, storageEntries } from './storage-keys';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages({
  heading: { id: 'bots.storage.heading', defaultMessage: 'Bot storage' },
  notABot: {
    id: 'bots.storage.not_a_bot',
    defaultMessage: 'Only bot accounts have stored data; this account is not a bot.',
  },
  keys: { id: 'bots.storage.keys', defaultMessage: 'Keys' },
  keysPlaceholder: { id: 'bots.storage.keys_placeholder', defaultMessage: 'All keys (or: key1, key2)' },
  show: { id: 'bots.storage.show', defaultMessage: 'Show' },
  loading: { id: 'bots.storage.loading', defaultMessage: 'Loading…' },
  empty: { id: 'bots.storage.empty', defaultMessage: 'Nothing is stored.' },
  caption: { id: 'bots.storage.caption', defaultMessage: 'Stored data' },
  key: { id: 'bots.storage.key', defaultMessage: 'Key' },
  value: { id: 'bots.storage.value', defaultMessage: 'Value' },
});

export function BotStorageView() {
  const intl = useIntl();
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
        <h1 id="bot-storage-title">{intl.formatMessage(messages.heading)}</h1>
      </header>
      {!isBot && <p className="notice notice-warning">{intl.formatMessage(messages.notABot)}</p>}
      <form className="bot-storage-filter" onSubmit={apply} role="search">
        <label htmlFor={filterId}>{intl.formatMessage(messages.keys)}</label>
        <input
          id={filterId}
          value={text}
          placeholder={intl.formatMessage(messages.keysPlaceholder)}
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {intl.formatMessage(messages.show)}
        </button>
      </form>
      {storage.isFetching && <p className="pane-note">{intl.formatMessage(messages.loading)}</p>}
      {storage.isError && (
        <p role="alert" className="notice notice-error">
          {errorMessage(storage.error, intl)}
        </p>
      )}
      {storage.isSuccess && entries.length === 0 && (
        <p className="pane-note">{intl.formatMessage(messages.empty)}</p>
      )}
      {entries.length > 0 && (
        <table className="bot-storage-table">
          <caption className="visually-hidden">{intl.formatMessage(messages.caption)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.key)}</th>
              <th scope="col">{intl.formatMessage(messages.value)}</th>
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
