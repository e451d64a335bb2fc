// When scripts/build.mjs rebuilds an output: only when it is missing or older than the newest of
// its inputs (files, or every file under a folder, however deep).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStale, newestMtime } from '../../scripts/build.mjs';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'threadline-build-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a file whose modification time is `seconds` after the epoch. */
function fileAt(path: string, seconds: number): string {
  const full = join(dir, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, path);
  utimesSync(full, seconds, seconds);
  return full;
}

describe('newestMtime', () => {
  it('looks into nested folders and at single files', () => {
    fileAt('src/a.ts', 100);
    fileAt('src/deep/er/b.ts', 300);
    fileAt('lock.json', 200);
    expect(newestMtime([join(dir, 'src')])).toBe(300_000);
    expect(newestMtime([join(dir, 'lock.json')])).toBe(200_000);
  });

  it('ignores inputs that do not exist', () => {
    fileAt('src/a.ts', 100);
    expect(newestMtime([join(dir, 'missing'), join(dir, 'src')])).toBe(100_000);
  });
});

describe('isStale', () => {
  it('is stale while the output is missing', () => {
    fileAt('src/a.ts', 100);
    expect(isStale(join(dir, 'out/bundle.mjs'), [join(dir, 'src')])).toBe(true);
  });

  it('is fresh when the output is as new as every input', () => {
    fileAt('src/a.ts', 100);
    fileAt('src/deep/b.ts', 200);
    const out = fileAt('out/bundle.mjs', 200);
    expect(isStale(out, [join(dir, 'src')])).toBe(false);
  });

  it('is stale once any input, even a deep one, is newer than the output', () => {
    fileAt('src/a.ts', 100);
    const out = fileAt('out/bundle.mjs', 200);
    fileAt('src/deep/b.ts', 201);
    expect(isStale(out, [join(dir, 'src')])).toBe(true);
  });

  it('counts every input listed, files and folders alike', () => {
    fileAt('src/a.ts', 100);
    const out = fileAt('out/bundle.mjs', 200);
    fileAt('lock.json', 300);
    expect(isStale(out, [join(dir, 'src')])).toBe(false);
    expect(isStale(out, [join(dir, 'src'), join(dir, 'lock.json')])).toBe(true);
  });
});
