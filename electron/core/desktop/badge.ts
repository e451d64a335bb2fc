// What the unread count looks like on each platform's app icon, and the tray icon's look. macOS
// (dock) and Linux (launcher, Unity's API) take a number through app.setBadgeCount; Windows has no
// badge API for desktop apps, so the count goes on the taskbar button as an overlay icon: one of
// ten pictures drawn ahead by scripts/make-icons.mjs ("1"–"9", then "9+"), because an overlay is
// 16×16 pixels, too small for a third glyph, and main has no canvas to draw one at run time. The
// words (the overlay's description for screen readers, the tray's tooltip) are in main's language.
import { defineMessages, type IntlShape } from '@formatjs/intl';
import { PRODUCT_NAME } from '../i18n/product-name';
import { plainMessages } from '../../../shared/plain-messages';

const messages = plainMessages(
  defineMessages({
    unread: {
      id: 'tray.unread_count',
      defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
    },
    tooltipUnread: {
      id: 'tray.tooltip.unread',
      defaultMessage:
        '{count, plural, one {Threadline: # unread message} other {Threadline: # unread messages}}',
    },
    tooltipPaused: { id: 'tray.tooltip.paused', defaultMessage: 'Threadline: notifications paused' },
    tooltipUnreadPaused: {
      id: 'tray.tooltip.unread_paused',
      defaultMessage:
        '{count, plural, one {Threadline: # unread message, notifications paused} other {Threadline: # unread messages, notifications paused}}',
    },
  }),
);

export type OverlayIcon = `badge-${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}` | 'badge-9plus';

export type BadgePlan =
  | { via: 'badge-count'; count: number }
  /** BrowserWindow.setOverlayIcon; `icon` null clears it; `description` is for screen readers. */
  | { via: 'overlay'; icon: OverlayIcon | null; description: string };

export function unreadText(count: number, intl: IntlShape): string {
  return intl.formatMessage(messages.unread, { count });
}

export function overlayIcon(count: number): OverlayIcon | null {
  if (count <= 0) return null;
  return count > 9 ? 'badge-9plus' : (`badge-${count}` as OverlayIcon);
}

export function badgePlan(platform: NodeJS.Platform, rawCount: number, intl: IntlShape): BadgePlan {
  const count = Number.isFinite(rawCount) ? Math.max(0, Math.floor(rawCount)) : 0;
  if (platform === 'win32') {
    return {
      via: 'overlay',
      icon: overlayIcon(count),
      description: count > 0 ? unreadText(count, intl) : '',
    };
  }
  return { via: 'badge-count', count };
}

export type TrayImage = 'tray' | 'tray-unread' | 'tray-paused';

export interface TrayLook {
  image: TrayImage;
  /** The file to load: macOS takes black template images the system tints for light and dark bars. */
  file: string;
  tooltip: string;
}

const TEMPLATE_FILES: Record<TrayImage, string> = {
  tray: 'trayTemplate.png',
  'tray-unread': 'trayUnreadTemplate.png',
  'tray-paused': 'trayPausedTemplate.png',
};

/** A pause is shown over unread messages: it is the state that explains missing notifications. */
export function trayLook(
  platform: NodeJS.Platform,
  count: number,
  paused: boolean,
  intl: IntlShape,
): TrayLook {
  const image: TrayImage = paused ? 'tray-paused' : count > 0 ? 'tray-unread' : 'tray';
  return {
    image,
    file: platform === 'darwin' ? TEMPLATE_FILES[image] : `${image}.png`,
    tooltip: trayTooltip(count, paused, intl),
  };
}

function trayTooltip(count: number, paused: boolean, intl: IntlShape): string {
  if (count > 0)
    return intl.formatMessage(paused ? messages.tooltipUnreadPaused : messages.tooltipUnread, { count });
  return paused ? intl.formatMessage(messages.tooltipPaused) : PRODUCT_NAME;
}
