// The update bar and the link notice as they render: roles and names Playwright and assistive
// technology find them by, the version named, and the two choices. The browser host never has an
// update ready, so the bar's markup is checked here rather than end to end.
import { describe, expect, it } from 'vitest';
import { LinkNoticeView, useLinkNotice } from '../../../../renderer/src/features/desktop/link-notice';
import { UpdateReadyBanner } from '../../../../renderer/src/features/desktop/update-banner';
import { renderMarkup } from '../../../support/intl';

const noop = () => undefined;

describe('UpdateReadyBanner', () => {
  it('names the version and offers the restart and "Later"', () => {
    const html = renderMarkup(
      <UpdateReadyBanner version="1.2.3" restarting={false} onRestart={noop} onLater={noop} />,
    );
    expect(html).toMatch(/^<div role="region" aria-label="Update ready"/);
    expect(html).toContain('Threadline 1.2.3 is ready');
    expect(html).toMatch(/<button[^>]*>Restart to update<\/button>/);
    expect(html).toMatch(/<button[^>]*>Later<\/button>/);
  });

  it('speaks German in a German window', () => {
    const html = renderMarkup(
      <UpdateReadyBanner version="1.2.3" restarting={false} onRestart={noop} onLater={noop} />,
      'de',
    );
    expect(html).toMatch(/^<div role="region" aria-label="Update bereit"/);
    expect(html).toContain('Threadline 1.2.3 ist bereit');
    expect(html).toMatch(/<button[^>]*>Später<\/button>/);
  });

  it('shows the restart in progress and a refusal', () => {
    const html = renderMarkup(
      <UpdateReadyBanner
        version="1.2.3"
        restarting
        error="No update is ready to install yet."
        onRestart={noop}
        onLater={noop}
      />,
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Restarting…<\/button>/);
    expect(html).toContain('No update is ready to install yet.');
  });
});

describe('link notice', () => {
  it('is an alert with the reason and a Dismiss button, and nothing without a message', () => {
    const html = renderMarkup(<LinkNoticeView message="That link is to x.example." onDismiss={noop} />);
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain('That link is to x.example.');
    expect(html).toMatch(/<button[^>]*>Dismiss<\/button>/);
    expect(renderMarkup(<LinkNoticeView message={null} onDismiss={noop} />)).toBe('');
  });

  it("words a catalogue message in the window's language, and main's words as they came", () => {
    const message = {
      message: { id: 'desktop.open_target.no_view', defaultMessage: 'Threadline has no view for that link.' },
    };
    expect(renderMarkup(<LinkNoticeView message={message} onDismiss={noop} />)).toContain(
      'Threadline has no view for that link.',
    );
    const german = renderMarkup(<LinkNoticeView message={message} onDismiss={noop} />, 'de');
    expect(german).toContain('Threadline hat keine Ansicht für diesen Link.');
    expect(german).toMatch(/<button[^>]*>Schließen<\/button>/);
  });

  it('keeps one message at a time', () => {
    const notice = useLinkNotice.getState();
    notice.show('first');
    notice.show('second');
    expect(useLinkNotice.getState().message).toBe('second');
    notice.clear();
    expect(useLinkNotice.getState().message).toBeNull();
  });
});
