// The sprite sheet of an emojiset, fetched only when that set is in use: the PNG is a separate asset
// (several MB) imported on demand, then loaded and decoded once, so a sheet that fails to load is
// known and the emoji fall back to native characters instead of blank squares.
import { useQuery } from '@tanstack/react-query';
import type { SheetSet } from './emoji-drawing';

async function sheetUrl(set: SheetSet): Promise<string> {
  const module =
    set === 'google'
      ? await import('emoji-datasource/img/google/sheets/32.png?url')
      : await import('emoji-datasource/img/twitter/sheets/32.png?url');
  return module.default;
}

/** Loads and decodes the sheet (off the main thread), so the first emoji drawn from it paints at once. */
async function loadImage(url: string): Promise<string> {
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    throw new Error(`emoji sheet did not load: ${url}`);
  }
  return url;
}

/** The sheet's URL once it has loaded; undefined while loading, when it failed, or for no set. */
export function useEmojiSheet(set: SheetSet | null): string | undefined {
  const sheet = useQuery({
    queryKey: ['emoji-sheet', set],
    queryFn: async () => loadImage(await sheetUrl(set!)),
    enabled: set !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
  return sheet.data;
}
