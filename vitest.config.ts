import { defineConfig } from 'vitest/config';
import { emojiData } from './renderer/emoji-data-plugin';

export default defineConfig({
  // The renderer's build-time emoji data (virtual:emoji-data), for the emoji catalog's tests.
  plugins: [emojiData()],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    setupFiles: ['tests/support/immutable-equality.ts'],
  },
});
