// The pictures main loads at run time and electron-builder packages are committed outputs of
// scripts/make-icons.mjs: each one the code names must exist, as a PNG of the size it is made for.
import { plainIntl } from '../support/intl';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { overlayIcon, trayLook } from '../../electron/core/desktop/badge';

const root = join(import.meta.dirname, '..', '..');

function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('icons', () => {
  it('has every tray picture the shell can ask for, at 1× and 2×', () => {
    for (const platform of ['darwin', 'linux'] as const) {
      for (const [count, paused] of [
        [0, false],
        [1, false],
        [0, true],
      ] as const) {
        const file = trayLook(platform, count, paused, plainIntl()).file;
        expect(pngSize(join(root, 'resources/icons', file))).toEqual({ width: 16, height: 16 });
        expect(pngSize(join(root, 'resources/icons', file.replace('.png', '@2x.png')))).toEqual({
          width: 32,
          height: 32,
        });
      }
    }
  });

  it("has the Windows taskbar's overlay for every count", () => {
    for (const count of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      expect(pngSize(join(root, 'resources/icons', `${overlayIcon(count)}.png`))).toEqual({
        width: 16,
        height: 16,
      });
    }
  });

  it("has the window's icon and electron-builder's, 1024 px and the Linux sizes", () => {
    expect(pngSize(join(root, 'resources/icons/icon.png'))).toEqual({ width: 256, height: 256 });
    expect(pngSize(join(root, 'build/icon.png'))).toEqual({ width: 1024, height: 1024 });
    for (const size of [16, 32, 48, 64, 128, 256, 512]) {
      expect(pngSize(join(root, `build/icons/${size}x${size}.png`))).toEqual({ width: size, height: size });
    }
  });
});
