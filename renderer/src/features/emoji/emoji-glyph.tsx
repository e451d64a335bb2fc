// One emoji on screen (reactions, picker, typeahead), drawn as the user's `emojiset` says (see
// emoji-drawing.ts). Unicode emoji need their place in the sprite sheet, so under an image set the
// catalog and that set's sheet are loaded on first use; until then the native character shows.
import '../../styles/emoji.css';
import { mediaUrl } from '../../bridge/media-url';
import { useAccount } from '../../state/account-scope';
import { useAppStore } from '../../state/selectors';
import { useUserSetting } from '../settings/use-user-setting';
import { emojiKey } from './emoji-catalog';
import { emojiDrawing, sheetSetOf, spriteStyle } from './emoji-drawing';
import { useEmojiCatalog } from './use-emoji-index';
import { useEmojiSheet } from './use-emoji-sheet';

export interface EmojiGlyphProps {
  name: string;
  code: string;
  /** reaction_type: unicode_emoji, realm_emoji or zulip_extra_emoji. */
  kind: string;
  /** Drawn size in px. */
  size?: number;
}

function useCustomSrc(kind: string, code: string): string {
  const custom = useAppStore((s) => (kind === 'realm_emoji' ? s.realmEmoji.byId[code] : undefined));
  const realmUrl = useAppStore((s) => s.realm.url);
  const { accountId } = useAccount();
  if (custom === undefined) return '';
  try {
    return mediaUrl(new URL(custom.source_url, realmUrl || undefined).href, accountId);
  } catch {
    return '';
  }
}

export function EmojiGlyph({ name, code, kind, size = 20 }: EmojiGlyphProps) {
  const emojiset = useUserSetting('emojiset');
  const set = kind === 'unicode_emoji' ? sheetSetOf(emojiset) : null;
  const catalog = useEmojiCatalog(set !== null);
  const sheetUrl = useEmojiSheet(catalog.data ? set : null);
  const customSrc = useCustomSrc(kind, code);
  const drawing = emojiDrawing({
    name,
    code,
    kind,
    emojiset,
    entry: catalog.data?.byKey.get(emojiKey(kind, code)),
    customSrc,
    sheetReady: sheetUrl !== undefined,
  });
  const label = `:${name}:`;
  switch (drawing.kind) {
    case 'text':
      return <span className="emoji emoji-text">{drawing.text}</span>;
    case 'native':
      return (
        <span
          className="emoji emoji-native"
          role="img"
          aria-label={label}
          style={{ fontSize: `${size * 0.9}px` }}
        >
          {drawing.text}
        </span>
      );
    case 'image':
      return <img className="emoji emoji-image" src={drawing.src} alt={label} width={size} height={size} />;
    case 'sprite':
      return (
        <span
          className="emoji emoji-sprite"
          role="img"
          aria-label={label}
          data-emojiset={drawing.set}
          style={spriteStyle(sheetUrl!, drawing.x, drawing.y, size)}
        />
      );
  }
}
