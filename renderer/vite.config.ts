// Builds the renderer into dist/renderer, loaded by Electron from disk and served by the browser-mode
// web host. Relative asset paths (base './') work under both.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { emojiData } from './emoji-data-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../dist/renderer', import.meta.url));

/**
 * Dev server only: React Fast Refresh injects an inline preamble script, which the CSP in index.html
 * forbids. Built files keep the strict policy untouched.
 */
function allowDevPreamble(): Plugin {
  return {
    name: 'threadline:dev-csp',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
  };
}

/**
 * Marks the entry chunk for eager compilation (Chromium 136+): its functions are compiled on the
 * thread that streams the script in, while the page loads, instead of lazily on the main thread the
 * first time each runs (at sign-in, in the middle of applying the register snapshot). The chunk is
 * the app itself, loaded at start, so nearly all of it runs soon anyway.
 */
function compileEagerly(): Plugin {
  return {
    name: 'threadline:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.isEntry) file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
      }
    },
  };
}

export default defineConfig({
  root,
  base: './',
  plugins: [react(), allowDevPreamble(), compileEagerly(), emojiData()],
  build: {
    outDir,
    emptyOutDir: true,
    // Chromium (Electron's and the browser's) supports module preload natively.
    modulePreload: { polyfill: false },
    reportCompressedSize: true,
    rolldownOptions: {
      // shared/ipc.ts declares its schemas next to the constants the renderer uses. Calls on zod's `z`
      // build values without side effects, so unused schemas (and zod itself) can be dropped.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: { host: '127.0.0.1' },
});
