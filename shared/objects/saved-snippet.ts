// Saved snippets: reusable Markdown texts the user keeps on the server (feature level 297+).
import { z } from 'zod';

export const savedSnippet = z.looseObject({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  date_created: z.number(),
});
export type SavedSnippet = z.infer<typeof savedSnippet>;
