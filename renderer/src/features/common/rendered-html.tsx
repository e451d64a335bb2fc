import { useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { mediaUrl } from '../../bridge/media-url';
import { useAccount } from '../../state/account-scope';
import { useAppStore } from '../../state/selectors';
import { MessageEmojiDrawer } from '../emoji/message-emoji-drawer';
import { hasMessageEmoji } from '../emoji/message-emoji';
import { enhanceRenderedHtml } from '../message-links/enhance-rendered-html';
import { useMessageLinks } from '../message-links/use-message-links';
import { useUserSetting } from '../settings/use-user-setting';
import { sanitizeHtml } from './sanitize-html';

/** Images load through main, resolved against the server (messages use server-relative paths). */
function imageSource(src: string, realmUrl: string, accountId: string): string {
  try {
    return mediaUrl(new URL(src, realmUrl || undefined).href, accountId);
  } catch {
    return '';
  }
}

interface RenderedHtmlProps {
  html: string;
  className?: string;
  /** 'auto' for what people wrote: a Hebrew message reads from the right in any window, an English one from the left. */
  dir?: 'auto';
}

/**
 * Sanitized server HTML. Links to Threadline's own views, mentions, images and files act inside the
 * app; other links open outside (features/message-links).
 */
export function RenderedHtml({ html, className, dir }: RenderedHtmlProps) {
  const realmUrl = useAppStore((s) => s.realm.url);
  const { accountId } = useAccount();
  const intl = useIntl();
  const twentyFourHour = useUserSetting('twenty_four_hour_time');
  const clean = useMemo(
    () => sanitizeHtml(html, { imageUrl: (src) => imageSource(src, realmUrl, accountId) }),
    [html, realmUrl, accountId],
  );
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current !== null) enhanceRenderedHtml(ref.current, intl, twentyFourHour);
  }, [clean, intl, twentyFourHour]);
  const links = useMessageLinks(realmUrl);

  return (
    <>
      <div
        ref={ref}
        className={className}
        dir={dir}
        onClick={links.onClick}
        onKeyDown={links.onKeyDown}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      {hasMessageEmoji(clean) && <MessageEmojiDrawer container={ref} html={clean} />}
      {links.overlay}
    </>
  );
}
