// An emoji as reactions name it. Drawing (emojiset, sprite sheets, custom images, fallbacks) lives in
// features/emoji; this keeps the messages feature's name for it.
import { EmojiGlyph } from '../emoji/emoji-glyph';

export { unicodeEmoji } from '../emoji/emoji-drawing';

interface EmojiProps {
  name: string;
  code: string;
  type: string;
}

export function Emoji({ name, code, type }: EmojiProps) {
  return <EmojiGlyph name={name} code={code} kind={type} size={18} />;
}
