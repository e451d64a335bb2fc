// The initial renderer JavaScript: every script the built index.html loads before the app can run
// (module entry points and module preloads; lazily imported chunks are not initial), gzipped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { figure, type Figure } from '../support/results';

/** Paths (relative to the build) of the scripts index.html loads at once. */
export function initialScripts(indexHtml: string): string[] {
  const found = new Set<string>();
  for (const match of indexHtml.matchAll(/<script\b[^>]*\bsrc="([^"]+\.m?js)"/g)) found.add(match[1]!);
  for (const match of indexHtml.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.m?js)"/g)) {
    found.add(match[1]!);
  }
  return [...found].map((src) => src.replace(/^\.\//, ''));
}

export function bundleFigures(buildDir: string): Figure[] {
  const scripts = initialScripts(readFileSync(join(buildDir, 'index.html'), 'utf8'));
  let raw = 0;
  let gzipped = 0;
  for (const script of scripts) {
    const bytes = readFileSync(join(buildDir, script));
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  return [
    figure('bundle.initialJsGzip', 'Initial renderer JS (gzip -9)', gzipped / 1024, 'KB', {
      target: { op: '<=', value: 350 },
      note: `${scripts.length} file(s), ${(raw / 1024).toFixed(0)} KB before compression`,
    }),
  ];
}
