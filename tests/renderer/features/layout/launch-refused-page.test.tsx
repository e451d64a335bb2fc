// Browser mode's refused-launch page: our own reason in the language it is given, the web host's
// own words as they came, and the product name as the heading in every language.
import { describe, expect, it } from 'vitest';
import { NO_LAUNCH_LINK } from '../../../../renderer/src/bridge/bridge-token';
import { LaunchRefusedPage } from '../../../../renderer/src/features/layout/launch-refused-page';
import { renderMarkup } from '../../../support/intl';
import { type ShownText } from '../../../../shared/i18n/phrase';

const page = (message: ShownText, locale: 'en' | 'de' | 'es') =>
  renderMarkup(<LaunchRefusedPage message={message} />, locale);

describe('LaunchRefusedPage', () => {
  it('says how to get in, in English, German or Spanish', () => {
    expect(page(NO_LAUNCH_LINK, 'en')).toContain(
      '<h1>Threadline</h1><p role="alert">Open Threadline from the link it printed when it started.',
    );
    expect(page(NO_LAUNCH_LINK, 'de')).toContain('<h1>Threadline</h1><p role="alert">Öffnen Sie Threadline');
    expect(page(NO_LAUNCH_LINK, 'es')).toContain('<p role="alert">Abre Threadline desde el enlace');
  });

  it("shows the web host's own refusal as it came", () => {
    expect(page('This launch link was already used.', 'de')).toContain(
      '<p role="alert">This launch link was already used.</p>',
    );
  });
});
