// A refusal of validateSettingValue in the user's language: the same reason as the server's English
// `msg`, kept as a catalogue message, with the setting's own label translated into it, numbers in the
// language's style and the plural the count asks for.
import { describe, expect, it } from 'vitest';
import { formatPhrase, type Phrase } from '../../../shared/i18n/phrase';
import { validateSettingValue } from '../../../shared/settings';
import { plainIntl } from '../../support/intl';

const german = plainIntl('de');
const spanish = plainIntl('es');
const english = plainIntl();

function problem(name: string, value: unknown): Phrase {
  const check = validateSettingValue(name, value);
  if (check.ok) throw new Error(`${name}=${JSON.stringify(value)} was accepted`);
  // The English the server sends is the same message formatted in English.
  expect(formatPhrase(english, check.problem)).toBe(check.msg);
  return check.problem;
}

describe('setting refusals in the user language', () => {
  it('names the setting by its translated label, with the unit in words', () => {
    expect(formatPhrase(german, problem('web_font_size_px', 11))).toBe(
      'Schriftgröße muss zwischen 12 und 24 px liegen',
    );
    expect(formatPhrase(spanish, problem('web_line_height_percent', 200))).toBe(
      'Altura de línea debe estar entre 122 y 158 por ciento',
    );
  });

  it('groups large numbers the way the language does', () => {
    const delay = problem('email_notifications_batching_period_seconds', 0);
    expect(formatPhrase(english, delay)).toBe('Email delay must be between 1 and 604,800 seconds');
    expect(formatPhrase(german, delay)).toBe(
      'E-Mail-Verzögerung muss zwischen 1 und 604.800 Sekunden liegen',
    );
  });

  it('uses the plural the count asks for', () => {
    expect(formatPhrase(spanish, problem('new_password', 'abc'))).toBe(
      'Contraseña nueva debe tener al menos 6 caracteres',
    );
    expect(formatPhrase(german, problem('full_name', 'x'.repeat(101)))).toBe(
      'Vollständiger Name darf nicht länger als 100 Zeichen sein',
    );
  });

  it("keeps the user's own input as it was typed", () => {
    expect(formatPhrase(german, problem('email', 'not-an-address'))).toBe(
      'Ungültige E-Mail-Adresse: not-an-address',
    );
    expect(formatPhrase(spanish, problem('color_scheme', 4))).toBe(
      '4 no es una opción válida para Tema de color (se admiten: 1, 2, 3)',
    );
  });
});
