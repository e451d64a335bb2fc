// Why validateSettingValue refuses a value. The reference server answers with the English text;
// the settings UI shows the same refusal, before sending, in the user's language.
import { defineMessages } from '@formatjs/intl';

export const VALIDATE_MESSAGES = defineMessages({
  unknownSetting: { id: 'settings.validate.unknown_setting', defaultMessage: 'Unknown setting: {name}' },
  mustBeBoolean: { id: 'settings.validate.must_be_boolean', defaultMessage: '{label} must be true or false' },
  mustBeWholeNumber: {
    id: 'settings.validate.must_be_whole_number',
    defaultMessage: '{label} must be a whole number',
  },
  mustBeText: { id: 'settings.validate.must_be_text', defaultMessage: '{label} must be text' },
  outOfRange: {
    id: 'settings.validate.out_of_range',
    defaultMessage:
      '{label} must be between {min, number} and {max, number}{unit, select, px { px} percent { percent} seconds { seconds} other {}}',
  },
  notAChoice: {
    id: 'settings.validate.not_a_choice',
    defaultMessage: '{value} is not a valid choice for {label} (allowed: {allowed})',
  },
  unknownLanguage: { id: 'settings.validate.unknown_language', defaultMessage: 'Unknown language: {value}' },
  unknownSound: {
    id: 'settings.validate.unknown_sound',
    defaultMessage: 'Unknown notification sound: {value}',
  },
  unknownTimeZone: {
    id: 'settings.validate.unknown_time_zone',
    defaultMessage: 'Unknown time zone: {value}',
  },
  empty: { id: 'settings.validate.empty', defaultMessage: "{label} can't be empty" },
  tooShort: {
    id: 'settings.validate.too_short',
    defaultMessage: '{label} must be at least {min, plural, one {# character} other {# characters}}',
  },
  tooLong: {
    id: 'settings.validate.too_long',
    defaultMessage: "{label} can't be longer than {max, plural, one {# character} other {# characters}}",
  },
  forbiddenCharacters: {
    id: 'settings.validate.forbidden_characters',
    defaultMessage: "{label} can't contain control characters or any of {characters}",
  },
  invalidEmail: { id: 'settings.validate.invalid_email', defaultMessage: 'Invalid email address: {value}' },
});
