// The spell checker's languages: the chosen ones, each with a Remove button, and a list of the
// languages this computer has to add another (at most 10). None chosen turns spell checking off.
import { useId } from 'react';
import { SettingField, fieldIds } from '../settings/setting-field';
import { unavailable } from './shell-settings';
import type { DesktopCapabilities, DesktopPreferences } from '../../../../shared/desktop';
import { useDesktopSave } from './use-desktop-save';

const MAX_LANGUAGES = 10;

/** "English (United States)" for en-US; the tag itself where the runtime has no name for it. */
export function languageName(tag: string, names?: Intl.DisplayNames): string {
  try {
    return (names ?? new Intl.DisplayNames(['en'], { type: 'language' })).of(tag) ?? tag;
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
  const ids = fieldIds(useId(), 'spellcheckLanguages');
  const saver = useDesktopSave();
  const reason = unavailable(capabilities, 'spellcheckLanguages');
  const chosen = preferences.spellcheckLanguages;
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  const addable = (capabilities?.spellcheckLanguages ?? []).filter((tag) => !chosen.includes(tag));
  const save = (languages: string[]) => saver.save({ spellcheckLanguages: languages });
  return (
    <SettingField
      name="spellcheckLanguages"
      label="Spell-check languages"
      description="Misspelled words are underlined as you type, in these languages. Remove them all to turn spell checking off."
      ids={ids}
      status={saver.status}
      layout="stacked"
      {...(reason ? { unavailable: reason } : {})}
    >
      <ul className="spellcheck-chosen" aria-label="Chosen spell-check languages">
        {chosen.length === 0 && <li>Spell checking is off</li>}
        {chosen.map((tag) => (
          <li key={tag}>
            {languageName(tag, names)}
            <button
              type="button"
              className="link-button"
              aria-label={`Remove ${languageName(tag, names)}`}
              disabled={reason !== undefined}
              onClick={() => save(chosen.filter((t) => t !== tag))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <select
        id={ids.control}
        className="select"
        aria-label="Add a spell-check language"
        aria-describedby={`${ids.description} ${ids.status}`}
        value=""
        disabled={reason !== undefined || addable.length === 0 || chosen.length >= MAX_LANGUAGES}
        onChange={(event) => event.target.value && save([...chosen, event.target.value])}
      >
        <option value="">
          {chosen.length >= MAX_LANGUAGES ? 'At most 10 languages' : 'Add a language…'}
        </option>
        {addable.map((tag) => (
          <option key={tag} value={tag}>
            {languageName(tag, names)}
          </option>
        ))}
      </select>
    </SettingField>
  );
}
