// Browser mode's refused-launch page: our own reason in the language it is given, the web host's
// own words as they came, and the product name as the heading in every language.
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../../../../shared/i18n/messages/de.json';
import es from '../../../../shared/i18n/messages/es.json';
import { NO_LAUNCH_LINK } from '../../../../renderer/src/bridge/bridge-token';
import { LaunchRefusedPage } from '../../../../renderer/src/features/layout/launch-refused-page';
import { type ShownText } from '../../../../shared/i18n/phrase';

const page = (message: ShownText, locale: 'en' | 'de' | 'es', messages: Record<string, string> = {}) =>
  renderToStaticMarkup(
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <LaunchRefusedPage message={message} />
    </IntlProvider>,
  );

describe('LaunchRefusedPage', () => {
  it('says how to get in, in English, German or Spanish', () => {
    expect(page(NO_LAUNCH_LINK, 'en')).toContain(
      '<h1>Threadline</h1><p role="alert">Open Threadline from the link it printed when it started.',
    );
    expect(page(NO_LAUNCH_LINK, 'de', de)).toContain(
      '<h1>Threadline</h1><p role="alert">Öffnen Sie Threadline',
    );
    expect(page(NO_LAUNCH_LINK, 'es', es)).toContain('<p role="alert">Abre Threadline desde el enlace');
  });

  it("shows the web host's own refusal as it came", () => {
    expect(page('This launch link was already used.', 'de', de)).toContain(
      '<p role="alert">This launch link was already used.</p>',
    );
  });
});
