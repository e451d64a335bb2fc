// The spell checker's languages: the chosen ones, each with a Remove button, and a list of the
// languages this computer has to add another (at most 10). None chosen turns spell checking off.
// Each language is named in the window's language ("German" in English, "Deutsch" in German).
import { useId } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { SettingField, fieldIds } from '../settings/setting-field';
import { unavailable } from './shell-settings';
import type { DesktopCapabilities, DesktopPreferences } from '../../../../shared/desktop';
import { useDesktopSave } from './use-desktop-save';

const MAX_LANGUAGES = 10;

const messages = defineMessages<{
  label: NoMessageValues;
  description: NoMessageValues;
  chosen: NoMessageValues;
  off: NoMessageValues;
  removeName: { language: string };
  remove: NoMessageValues;
  add: NoMessageValues;
  atMost: { max: number };
  addPlaceholder: NoMessageValues;
}>({
  label: { id: 'desktop.spellcheck.label', defaultMessage: 'Spell-check languages' },
  description: {
    id: 'desktop.spellcheck.description',
    defaultMessage:
      'Misspelled words are underlined as you type, in these languages. Remove them all to turn spell checking off.',
  },
  chosen: { id: 'desktop.spellcheck.chosen', defaultMessage: 'Chosen spell-check languages' },
  off: { id: 'desktop.spellcheck.off', defaultMessage: 'Spell checking is off' },
  removeName: { id: 'desktop.spellcheck.remove_name', defaultMessage: 'Remove {language}' },
  remove: { id: 'desktop.spellcheck.remove', defaultMessage: 'Remove' },
  add: { id: 'desktop.spellcheck.add', defaultMessage: 'Add a spell-check language' },
  atMost: { id: 'desktop.spellcheck.at_most', defaultMessage: 'At most {max, number} languages' },
  addPlaceholder: { id: 'desktop.spellcheck.add_placeholder', defaultMessage: 'Add a language…' },
});

/** "English (United States)" for en-US in English; the tag itself where the runtime has no name for it. */
export function languageName(intl: IntlShape, tag: string): string {
  try {
    return intl.formatDisplayName(tag, { type: 'language' }) ?? tag;
  } catch {
    return tag;
  }
}

export function SpellcheckSetting({
  preferences,
  capabilities,
}: {
  preferences: DesktopPreferences;
  capabilities: DesktopCapabilities | undefined;
}) {
  const intl = useIntl();
  const ids = fieldIds(useId(), 'spellcheckLanguages');
  const saver = useDesktopSave();
  const reason = unavailable(intl, capabilities, 'spellcheckLanguages');
  const chosen = preferences.spellcheckLanguages;
  const addable = (capabilities?.spellcheckLanguages ?? []).filter((tag) => !chosen.includes(tag));
  const save = (languages: string[]) => saver.save({ spellcheckLanguages: languages });
  return (
    <SettingField
      name="spellcheckLanguages"
      label={intl.formatMessage(messages.label)}
      description={intl.formatMessage(messages.description)}
      ids={ids}
      status={saver.status}
      layout="stacked"
      {...(reason ? { unavailable: reason } : {})}
    >
      <ul className="spellcheck-chosen" aria-label={intl.formatMessage(messages.chosen)}>
        {chosen.length === 0 && <li>{intl.formatMessage(messages.off)}</li>}
        {chosen.map((tag) => (
          <li key={tag}>
            {languageName(intl, tag)}
            <button
              type="button"
              className="link-button"
              aria-label={intl.formatMessage(messages.removeName, { language: languageName(intl, tag) })}
              disabled={reason !== undefined}
              onClick={() => save(chosen.filter((t) => t !== tag))}
            >
              {intl.formatMessage(messages.remove)}
            </button>
          </li>
        ))}
      </ul>
      <select
        id={ids.control}
        className="select"
        aria-label={intl.formatMessage(messages.add)}
        aria-describedby={`${ids.description} ${ids.status}`}
        value=""
        disabled={reason !== undefined || addable.length === 0 || chosen.length >= MAX_LANGUAGES}
        onChange={(event) => event.target.value && save([...chosen, event.target.value])}
      >
        <option value="">
          {chosen.length >= MAX_LANGUAGES
            ? intl.formatMessage(messages.atMost, { max: MAX_LANGUAGES })
            : intl.formatMessage(messages.addPlaceholder)}
        </option>
        {addable.map((tag) => (
          <option key={tag} value={tag}>
            {languageName(intl, tag)}
          </option>
        ))}
      </select>
    </SettingField>
  );
}
