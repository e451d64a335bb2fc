// A saved or pinned view of the web UI's navigation (identified by its URL fragment).
import { z } from 'zod';

export const navigationView = z.looseObject({
  fragment: z.string(),
  is_pinned: z.boolean(),
  // null for built-in views, which have a fixed name.
  name: z.string().nullable(),
});
export type NavigationView = z.infer<typeof navigationView>;
