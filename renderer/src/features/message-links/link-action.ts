// What a click inside a rendered message means. The server's HTML carries its meaning in classes and
// hrefs: `.user-mention[data-user-id]`, `.user-group-mention[data-user-group-id]`, `#narrow/…` links
// (also `/#narrow/…` and the realm's full URL), `/user_uploads/…` files and `.message_inline_image`
// previews. Deciding is kept apart from doing (rendered-html.tsx) so it can be tested on plain DOM.
import type { Route } from '../../routing/route';
import { parseNarrowLink, type NarrowLinkContext } from '../../routing/narrow-link';
import { resolveExternalUrl } from '../common/external-link';

export type LinkAction =
  | { kind: 'none' }
  | { kind: 'navigate'; route: Route }
  /** A link to one message whose conversation the link does not name. */
  | { kind: 'message'; messageId: number }
  | { kind: 'profile'; userId: number }
  | { kind: 'group'; groupId: number }
  | { kind: 'lightbox'; image: HTMLElement }
  | { kind: 'download'; url: string }
  | { kind: 'external'; url: string }
  | { kind: 'spoiler'; block: HTMLElement };

const UPLOAD_PATH = '/user_uploads/';
/** Image previews; video previews (YouTube, Vimeo) share the class but are links to the video. */
export const IMAGE_PREVIEW = '.message_inline_image:not(.youtube-video):not(.embed-video)';

export function linkAction(target: Element, context: NarrowLinkContext): LinkAction {
  const mention = target.closest('.user-mention, .user-group-mention');
  if (mention !== null) return mentionAction(mention);
  const spoilerHeader = target.closest('.spoiler-header');
  const spoiler = spoilerHeader?.closest<HTMLElement>('.spoiler-block');
  // A link inside a spoiler's header is still a link.
  if (spoiler && target.closest('a') === null) return { kind: 'spoiler', block: spoiler };
  const preview = target.closest<HTMLElement>(IMAGE_PREVIEW);
  if (preview !== null && preview.querySelector('img') !== null) return { kind: 'lightbox', image: preview };
  const anchor = target.closest('a');
  if (anchor === null) return { kind: 'none' };
  const href = anchor.getAttribute('href') ?? '';
  const narrow = parseNarrowLink(href, context);
  if (narrow !== null) return narrow.kind === 'route' ? { kind: 'navigate', route: narrow.route } : narrow;
  const url = resolveExternalUrl(href, context.realmUrl);
  if (url === null) return { kind: 'none' };
  return isRealmUpload(url, context.realmUrl) ? { kind: 'download', url } : { kind: 'external', url };
}

/** Silent mentions are still people; wildcard mentions (`@**all**`) name nobody and do nothing. */
function mentionAction(mention: Element): LinkAction {
  const userId = Number(mention.getAttribute('data-user-id'));
  if (Number.isSafeInteger(userId) && userId > 0) return { kind: 'profile', userId };
  const groupId = Number(mention.getAttribute('data-user-group-id'));
  if (Number.isSafeInteger(groupId) && groupId > 0) return { kind: 'group', groupId };
  return { kind: 'none' };
}

export function isRealmUpload(url: string, realmUrl: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === new URL(realmUrl).origin && parsed.pathname.startsWith(UPLOAD_PATH);
  } catch {
    return false;
  }
}
