// The production renderer build: its entry chunk (the app, loaded at start) opens with V8's compile
// hint, which the minifier must not strip, and only the entry chunk carries it.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const outDir = mkdtempSync(join(tmpdir(), 'threadline-renderer-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the renderer build', () => {
  it('marks the entry chunk, and nothing else, for eager compilation', async () => {
    await build({
      configFile: 'renderer/vite.config.ts',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const entry = /<script type="module"[^>]*src="\.\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    expect(readFileSync(join(outDir, entry!), 'utf8').startsWith(COMPILE_HINT)).toBe(true);
    const others = readdirSync(join(outDir, 'assets')).filter(
      (file) => file.endsWith('.js') && `assets/${file}` !== entry,
    );
    for (const file of others)
      expect(readFileSync(join(outDir, 'assets', file), 'utf8')).not.toContain(COMPILE_HINT);
  }, 60_000);
});
