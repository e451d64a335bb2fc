// Help → Diagnostics → "Test language": shows the window in the pseudo-locale en-XB (every string
// mirrored and right to left) instead of the user's language, until turned off or the window
// reloads. For QA and translators: a string that stays readable was written outside the catalogue,
// and a layout that does not mirror uses left/right where it means start/end.
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useUiStore } from '../../state/ui';

const messages = defineMessages({
  heading: { id: 'diagnostics.test_language.heading', defaultMessage: 'Test language' },
  off: { id: 'diagnostics.test_language.off', defaultMessage: 'Off: your language' },
  rtl: { id: 'diagnostics.test_language.rtl', defaultMessage: 'Pseudo-language, right to left (en-XB)' },
});

export function TestLanguageSection() {
  const intl = useIntl();
  const pseudoLocale = useUiStore((s) => s.pseudoLocale);
  const setPseudoLocale = useUiStore((s) => s.setPseudoLocale);
  return (
    <section aria-labelledby="diagnostics-test-language" className="diagnostics-section">
      <h2 id="diagnostics-test-language">{intl.formatMessage(messages.heading)}</h2>
      <p>
        <FormattedMessage
          id="diagnostics.test_language.explanation"
          defaultMessage="Shows this window in a made-up language for testing translations and right-to-left layout. It does not change your language setting."
        />
      </p>
      <select
        aria-label={intl.formatMessage(messages.heading)}
        value={pseudoLocale ?? ''}
        onChange={(event) => setPseudoLocale(event.target.value === 'en-XB' ? 'en-XB' : null)}
      >
        <option value="">{intl.formatMessage(messages.off)}</option>
        <option value="en-XB">{intl.formatMessage(messages.rtl)}</option>
      </select>
    </section>
  );
}
