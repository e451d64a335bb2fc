// A cached conversation's file: its key (checked on reading, on top of the file name the encryption
// binds), whether it starts at the conversation's first message, and its messages as the server sent
// them. Anything else reads as absent.
import { z } from 'zod';
import { fetchedMessage } from '../../../shared/api/messages';
import type { ConversationRef } from './conversation-key';
import type { ConversationWindow } from './conversation-window';

const windowFile = z.object({
  version: z.literal(1),
  key: z.string(),
  foundOldest: z.boolean(),
  messages: z.array(fetchedMessage),
});

export function serializeWindow(key: string, window: ConversationWindow): string {
  return JSON.stringify({ version: 1, key, foundOldest: window.foundOldest, messages: window.messages });
}

export function parseWindow(text: string, key: string, ref: ConversationRef): ConversationWindow | undefined {
  let parsed: ReturnType<typeof windowFile.safeParse>;
  try {
    parsed = windowFile.safeParse(JSON.parse(text));
  } catch {
    return undefined;
  }
  if (!parsed.success || parsed.data.key !== key) return undefined;
  const messages = [...parsed.data.messages].sort((a, b) => a.id - b.id);
  return { ref, messages, foundOldest: parsed.data.foundOldest };
}
