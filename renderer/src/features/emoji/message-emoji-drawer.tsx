// Draws a rendered message's Unicode emoji under the user's emojiset (message-emoji.ts). Mounted by
// RenderedHtml beside its content only when the sanitized HTML holds emoji, so messages without any
// pay nothing; the catalog and the sheet load once, lazily, through React Query, shared by all.
import { useLayoutEffect, type RefObject } from 'react';
import { useUserSetting } from '../settings/use-user-setting';
import { sheetSetOf } from './emoji-drawing';
import { drawMessageEmoji } from './message-emoji';
import { useEmojiCatalog } from './use-emoji-index';
import { useEmojiSheet } from './use-emoji-sheet';

interface MessageEmojiDrawerProps {
  /** The element holding the message's HTML (attached before this sibling's layout effect runs). */
  container: RefObject<HTMLElement | null>;
  /** The sanitized HTML, so a new content is drawn again. */
  html: string;
}

export function MessageEmojiDrawer({ container, html }: MessageEmojiDrawerProps) {
  const emojiset = useUserSetting('emojiset');
  const set = sheetSetOf(emojiset);
  const catalog = useEmojiCatalog(set !== null);
  const sheetUrl = useEmojiSheet(catalog.data ? set : null);
  const byKey = catalog.data?.byKey;
  useLayoutEffect(() => {
    if (container.current !== null) drawMessageEmoji(container.current, { emojiset, byKey, sheetUrl });
  }, [container, html, emojiset, byKey, sheetUrl]);
  return null;
}
