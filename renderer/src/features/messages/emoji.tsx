// An emoji as reactions name it: a Unicode emoji by its code points, a custom emoji of the
// organization by its image (loaded through main), anything else by its :name:.
import { mediaUrl } from '../../bridge/media-url';
import { useAppStore } from '../../state/selectors';

/** "1f44d" or "1f1fa-1f1f8" → the characters; '' when the code is not valid code points. */
export function unicodeEmoji(code: string): string {
  const points = code.split('-').map((part) => Number.parseInt(part, 16));
  if (points.length === 0 || points.some((p) => !Number.isInteger(p) || p < 0 || p > 0x10ffff)) return '';
  return String.fromCodePoint(...points);
}

interface EmojiProps {
  name: string;
  code: string;
  type: string;
}

export function Emoji({ name, code, type }: EmojiProps) {
  const custom = useAppStore((s) => (type === 'realm_emoji' ? s.realmEmoji.byId[code] : undefined));
  const realmUrl = useAppStore((s) => s.realm.url);
  if (type === 'unicode_emoji') {
    const text = unicodeEmoji(code);
    if (text) return <span className="emoji">{text}</span>;
  }
  if (custom !== undefined) {
    let src = '';
    try {
      src = mediaUrl(new URL(custom.source_url, realmUrl || undefined).href);
    } catch {
      src = '';
    }
    if (src) return <img className="emoji emoji-image" src={src} alt={`:${name}:`} />;
  }
  return <span className="emoji emoji-text">:{name}:</span>;
}
