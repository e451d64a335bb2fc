// An Error whose text is for people. Code in main that refuses something (a server URL that is not
// one, a vault that cannot open) throws it with a phrase; where it reaches the window (toIpcError, a
// push) the phrase travels on and is worded in the window's language. `message` is the English, for
// logs and for developers reading a stack.
import { inEnglish, type Phrase } from '../../../shared/i18n/phrase';

export class TextError extends Error {
  override readonly name: string = 'TextError';

  constructor(readonly text: Phrase) {
    super(inEnglish(text));
  }
}
