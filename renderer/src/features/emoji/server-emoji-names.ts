// An account's server's own Unicode emoji names (register's server_emoji_data_url, fetched by main as
// `emoji.serverData`), so the picker and the `:` typeahead offer names the server accepts in a
// reaction. When the server has none, or they cannot be had, the package's names stand in: the
// failure is logged (once per catalog load, which happens once per account) and nothing else changes.
import type { IpcParams, IpcResults } from '../../../../shared/ipc';
import { loadEmojiIndex } from './load-emoji-index';
import type { EmojiIndex } from './emoji-catalog';

type CallEmojiData = (
  name: 'emoji.serverData',
  params: IpcParams<'emoji.serverData'>,
) => Promise<IpcResults['emoji.serverData']>;

export type CodeToNames = Readonly<Record<string, readonly string[]>>;

/** The server's code → names, or undefined to fall back to the package's names. */
export async function serverEmojiNames(
  call: CallEmojiData,
  accountId: string,
  warn: (message: string, error: unknown) => void = console.warn,
): Promise<CodeToNames | undefined> {
  try {
    const data = await call('emoji.serverData', { accountId });
    return data?.codeToNames;
  } catch (err) {
    warn("Threadline: using the built-in emoji names; the server's could not be loaded", err);
    return undefined;
  }
}

/** The Unicode catalog, named as the account's server names its emoji. */
export async function loadServerEmojiIndex(call: CallEmojiData, accountId: string): Promise<EmojiIndex> {
  return loadEmojiIndex(await serverEmojiNames(call, accountId));
}
