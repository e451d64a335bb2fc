// What signing out would lose, counted in each language's plural forms: one message, many messages.
import { describe, expect, it } from 'vitest';
import { unsentWarning } from '../../../../renderer/src/features/account/sign-out-button';
import { testIntl } from '../../../support/intl';

describe('unsentWarning', () => {
  it('uses the singular for one message and the plural otherwise', () => {
    expect(unsentWarning(testIntl('de'), 1)).toBe('1 Nachricht wurde noch nicht gesendet und geht verloren.');
    expect(unsentWarning(testIntl('de'), 3)).toBe(
      '3 Nachrichten wurden noch nicht gesendet und gehen verloren.',
    );
    expect(unsentWarning(testIntl('es'), 1)).toBe('1 mensaje aún no se ha enviado y se perderá.');
    expect(unsentWarning(testIntl('es'), 2)).toBe('2 mensajes aún no se han enviado y se perderán.');
  });

  it('writes large counts as the language does', () => {
    expect(unsentWarning(testIntl('en'), 1200)).toBe(
      '1,200 messages have not been sent yet and will be lost.',
    );
    expect(unsentWarning(testIntl('de'), 1200)).toBe(
      '1.200 Nachrichten wurden noch nicht gesendet und gehen verloren.',
    );
  });
});
