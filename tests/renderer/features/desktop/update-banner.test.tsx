// The update bar and the link notice as they render: roles and names Playwright and assistive
// technology find them by, the version named, and the two choices. The browser host never has an
// update ready, so the bar's markup is checked here rather than end to end.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkNoticeView, useLinkNotice } from '../../../../renderer/src/features/desktop/link-notice';
import { UpdateReadyBanner } from '../../../../renderer/src/features/desktop/update-banner';

const noop = () => undefined;

describe('UpdateReadyBanner', () => {
  it('names the version and offers the restart and "Later"', () => {
    const html = renderToStaticMarkup(
      <UpdateReadyBanner version="1.2.3" restarting={false} onRestart={noop} onLater={noop} />,
    );
    expect(html).toMatch(/^<div role="region" aria-label="Update ready"/);
    expect(html).toContain('Threadline 1.2.3 is ready');
    expect(html).toMatch(/<button[^>]*>Restart to update<\/button>/);
    expect(html).toMatch(/<button[^>]*>Later<\/button>/);
  });

  it('shows the restart in progress and a refusal', () => {
    const html = renderToStaticMarkup(
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
    const html = renderToStaticMarkup(
      <LinkNoticeView message="That link is to x.example." onDismiss={noop} />,
    );
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain('That link is to x.example.');
    expect(html).toMatch(/<button[^>]*>Dismiss<\/button>/);
    expect(renderToStaticMarkup(<LinkNoticeView message={null} onDismiss={noop} />)).toBe('');
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
