import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleFigures, initialScripts } from '../../bench/figures/bundle-size';

const dir = mkdtempSync(join(tmpdir(), 'threadline-bundle-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the initial renderer JavaScript', () => {
  const html = `<!doctype html><head>
    <script type="module" crossorigin src="./assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/vendor-def.js">
    <link rel="stylesheet" href="./assets/index.css">
  </head><body><script>inline()</script></body>`;

  it('is the module entry and its preloads, not styles or inline scripts', () => {
    expect(initialScripts(html)).toEqual(['assets/index-abc.js', 'assets/vendor-def.js']);
  });

  it('is measured gzipped', () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), html);
    const entry = Buffer.from('console.log("entry");'.repeat(500));
    const vendor = Buffer.from('export const x = 1;'.repeat(300));
    writeFileSync(join(dir, 'assets/index-abc.js'), entry);
    writeFileSync(join(dir, 'assets/vendor-def.js'), vendor);
    const [size] = bundleFigures(dir);
    const expected = (gzipSync(entry, { level: 9 }).length + gzipSync(vendor, { level: 9 }).length) / 1024;
    expect(size?.value).toBeCloseTo(expected, 6);
    expect(size?.note).toContain('2 file(s)');
  });
});
