// The lightbox: one of a message's inline images at full size, loaded through main's media route
// like every image (the key stays in main). Arrow keys move between the message's images, Escape
// closes (the native dialog's), and the image can be downloaded through main or opened in the
// system browser.
import { useEffect, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { mediaUrl } from '../../bridge/media-url';
import { ModalDialog } from '../common/modal-dialog';
import { DownloadButton } from './download-button';
import { IMAGE_PREVIEW } from './link-action';
import { directionOf, logicalArrowKey } from '../../i18n/direction';

export interface LightboxImage {
  /** Absolute URL of the full image (what Download and Open in browser use). */
  url: string;
  /** What the <img> loads: the full image through main, or the preview's own source for an image
   *  elsewhere (the realm's image proxy, already through main). */
  src: string;
  title: string;
}

const messages = defineMessages<{
  image: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  position: { current: number; total: number };
  openInBrowser: NoMessageValues;
}>({
  image: { id: 'links.lightbox.image', defaultMessage: 'Image' },
  previous: { id: 'links.lightbox.previous', defaultMessage: 'Previous image' },
  next: { id: 'links.lightbox.next', defaultMessage: 'Next image' },
  position: { id: 'links.lightbox.position', defaultMessage: '{current, number} / {total, number}' },
  openInBrowser: { id: 'links.lightbox.open_in_browser', defaultMessage: 'Open in browser' },
});

/** The arrows of the previous and next buttons (symbols; the buttons are named by their labels). */
const PREVIOUS_MARK = '‹';
const NEXT_MARK = '›';

interface LightboxProps {
  images: readonly LightboxImage[];
  startIndex: number;
  onClose(): void;
}

export function Lightbox({ images, startIndex, onClose }: LightboxProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(startIndex);
  const many = images.length > 1;
  const move = (step: number) => setIndex((i) => (i + step + images.length) % images.length);

  // On the window: focus may be anywhere in the dialog (its close button sits outside the stage).
  useEffect(() => {
    if (!many) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      // Previous sits at the line's start: on the right in right to left, where ArrowRight goes.
      const back = logicalArrowKey(event.key, directionOf(document.documentElement)) === 'ArrowLeft';
      setIndex((i) => (i + (back ? -1 : 1) + images.length) % images.length);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [many, images.length]);

  const image = images[index];
  if (image === undefined) return null;
  return (
    <ModalDialog
      title={image.title || intl.formatMessage(messages.image)}
      onClose={onClose}
      className="lightbox"
    >
      <div className="lightbox-stage" data-testid="lightbox">
        <img className="lightbox-image" src={image.src} alt={image.title} />
        <div className="lightbox-actions">
          {many && (
            <>
              <button
                type="button"
                className="button button-small"
                aria-label={intl.formatMessage(messages.previous)}
                onClick={() => move(-1)}
              >
                {PREVIOUS_MARK}
              </button>
              <span className="lightbox-count" aria-live="polite">
                {intl.formatMessage(messages.position, { current: index + 1, total: images.length })}
              </span>
              <button
                type="button"
                className="button button-small"
                aria-label={intl.formatMessage(messages.next)}
                onClick={() => move(1)}
              >
                {NEXT_MARK}
              </button>
            </>
          )}
          <DownloadButton url={image.url} />
          <button
            type="button"
            className="button button-small"
            onClick={() => window.open(image.url, '_blank', 'noopener,noreferrer')}
          >
            {intl.formatMessage(messages.openInBrowser)}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

/** The message's inline images, from its rendered HTML (links resolved against the realm). */
export function lightboxImages(container: Element, realmUrl: string, accountId: string): LightboxImage[] {
  const images: LightboxImage[] = [];
  for (const preview of container.querySelectorAll(IMAGE_PREVIEW)) {
    const link = preview.querySelector('a[href]');
    const href = link?.getAttribute('href');
    const shown = preview.querySelector('img')?.getAttribute('src') ?? '';
    if (!href) continue;
    try {
      const url = new URL(href, realmUrl).href;
      const onRealm = new URL(url).origin === new URL(realmUrl).origin;
      const title = link?.getAttribute('title') ?? url.split('/').pop() ?? '';
      images.push({ url, src: onRealm ? mediaUrl(url, accountId) : shown, title });
    } catch {
      // A preview without a usable link is left out.
    }
  }
  return images;
}
