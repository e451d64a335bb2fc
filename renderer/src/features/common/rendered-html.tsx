import { useMemo, type MouseEvent } from 'react';
import { mediaUrl } from '../../bridge/media-url';
import { useAppStore } from '../../state/selectors';
import { resolveExternalUrl } from './external-link';
import { sanitizeHtml } from './sanitize-html';

/** Images load through main, resolved against the server (messages use server-relative paths). */
function imageSource(src: string, realmUrl: string): string {
  try {
    return mediaUrl(new URL(src, realmUrl || undefined).href);
  } catch {
    return '';
  }
}

interface RenderedHtmlProps {
  html: string;
  className?: string;
}

/** Sanitized server HTML whose links open outside the app. */
export function RenderedHtml({ html, className }: RenderedHtmlProps) {
  const realmUrl = useAppStore((s) => s.realm.url);
  const clean = useMemo(
    () => sanitizeHtml(html, { imageUrl: (src) => imageSource(src, realmUrl) }),
    [html, realmUrl],
  );

  // One delegated handler: Enter on a focused link also arrives here as a click.
  function handleClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (anchor === null) return;
    event.preventDefault();
    const url = resolveExternalUrl(anchor.getAttribute('href') ?? '', realmUrl);
    if (url !== null) window.open(url, '_blank', 'noopener,noreferrer');
  }

  return <div className={className} onClick={handleClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
