// electron-builder.yml as electron-builder reads it: valid against its own schema, and with the
// choices the app relies on: the five installers, every fuse set, zulip:// registered, a publish
// provider for electron-updater with channel files for stable and beta, and the icons in build/.
import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
import type { Configuration } from 'electron-builder';
import { load } from 'js-yaml';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const config = load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Configuration;

/** The target names of one platform's `target` list (plain names or { target } objects). */
function targetsOf(platform: { target?: unknown } | null | undefined): string[] {
  const list = Array.isArray(platform?.target) ? (platform.target as unknown[]) : [platform?.target];
  return list.map((item) =>
    typeof item === 'string' ? item : String((item as { target?: unknown } | undefined)?.target),
  );
}

describe('electron-builder.yml', () => {
  it('is valid for electron-builder', async () => {
    const quiet = { isEnabled: false, add: () => undefined } as unknown as Parameters<
      typeof validateConfiguration
    >[1];
    await expect(validateConfiguration(config, quiet)).resolves.toBeUndefined();
  });

  it('builds AppImage, deb and rpm, dmg (with the zip the updater needs) and NSIS', () => {
    expect(targetsOf(config.linux)).toEqual(expect.arrayContaining(['AppImage', 'deb', 'rpm']));
    expect(targetsOf(config.mac)).toEqual(expect.arrayContaining(['dmg', 'zip']));
    expect(targetsOf(config.win)).toEqual(['nsis']);
  });

  it('sets every Electron fuse explicitly, each the safe way', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(config.asar).toBe(true);
  });

  it('registers zulip://, which becomes x-scheme-handler/zulip in the Linux desktop entry', () => {
    const protocols = [config.protocols ?? []].flat();
    expect(protocols.flatMap((p) => [p.schemes].flat())).toEqual(['zulip']);
    // electron-builder writes MimeType from `protocols`; a hand-written one would replace it.
    expect(config.linux?.desktop?.entry?.MimeType).toBeUndefined();
    expect(config.linux?.mimeTypes ?? []).not.toContain('x-scheme-handler/zulip');
  });

  it('publishes for electron-updater over HTTPS, with channel files for stable and beta', () => {
    const publish = [config.publish].flat();
    expect(publish).toHaveLength(1);
    const provider = publish[0] as { provider: string; url?: string };
    expect(provider.provider).toBe('generic');
    expect(new URL(provider.url ?? '').protocol).toBe('https:');
    expect(config.generateUpdatesFilesForAllChannels).toBe(true);
    expect(config.detectUpdateChannel).not.toBe(false);
  });

  it('takes every platform icon from one picture in build/ that exists', () => {
    expect(config.directories?.buildResources).toBe('build');
    for (const platform of [config.mac, config.win, config.linux]) {
      expect(platform?.icon).toBe('build/icon.png');
      expect(existsSync(join(root, platform?.icon ?? ''))).toBe(true);
    }
  });
});
