// The catalogue against the documents it is built from: every PATCH /settings parameter of the
// spec table appears exactly once, and nothing in it comes from outside the spec and notes §8.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTINGS_CATALOG } from '../../../shared/settings';

const here = path.dirname(fileURLToPath(import.meta.url));
// The shared docs sit beside the repository: /work/main/tests/shared/settings → /work/shared.
const specPath = path.resolve(here, '../../../../shared/spec/team-chat-api.md');
const notesPath = path.resolve(here, '../../../../shared/reference/zulip-api-notes.md');

/** The lines of a markdown section, from its heading to the next heading of the same or higher level. */
function section(markdown: string, heading: RegExp): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) throw new Error(`heading ${heading} not found`);
  const level = (lines[start]?.match(/^#+/)?.[0] ?? '#').length;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => {
    const hashes = line.match(/^#+ /)?.[0].trim();
    return hashes !== undefined && hashes.length <= level;
  });
  return end < 0 ? rest : rest.slice(0, end);
}

/** Parameter names of the PATCH /settings table; a row may name several, comma-separated. */
function specParameterNames(): string[] {
  const lines = section(readFileSync(specPath, 'utf8'), /^### Update settings/);
  expect(lines.some((line) => line.trim() === 'PATCH /settings')).toBe(true);
  const names: string[] = [];
  for (const line of lines) {
    if (!line.startsWith('|')) continue;
    const firstCell = line.split('|')[1]?.trim() ?? '';
    if (firstCell === 'Parameter' || /^-+$/.test(firstCell)) continue;
    names.push(...firstCell.split(',').map((name) => name.trim()));
  }
  return names.filter((name) => name !== 'target_users');
}

function catalogueCount(name: string): number {
  return SETTINGS_CATALOG.filter((entry) => entry.name === name).length;
}

describe('settings catalogue vs the spec', () => {
  const specNames = specParameterNames();

  it('reads the whole parameter table, comma-separated rows included', () => {
    expect(specNames.length).toBeGreaterThan(50);
    expect(specNames).toContain('full_name');
    expect(specNames).toContain('enable_stream_audible_notifications');
    expect(specNames).toContain('enable_followed_topic_wildcard_mentions_notify');
    expect(specNames).toContain('automatically_unmute_topics_in_muted_streams_policy');
    expect(specNames).not.toContain('target_users');
    for (const name of specNames) expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('has every spec parameter exactly once', () => {
    const missingOrRepeated = specNames.filter((name) => catalogueCount(name) !== 1);
    expect(missingOrRepeated).toEqual([]);
  });

  it('has no entry twice', () => {
    const names = SETTINGS_CATALOG.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has nothing that is neither in the spec table nor in notes §8', () => {
    const notes = section(readFileSync(notesPath, 'utf8'), /^## 8\. PATCH \/settings/).join('\n');
    const noted = new Set([...notes.matchAll(/`([a-z][a-z0-9_]*)`/g)].map((m) => m[1]));
    const known = new Set([...specNames, ...noted]);
    const unexplained = SETTINGS_CATALOG.map((entry) => entry.name).filter((name) => !known.has(name));
    expect(unexplained).toEqual([]);
  });

  it('has the real-server settings that the spec table leaves out', () => {
    for (const name of [
      'enter_sends',
      'presence_enabled',
      'send_private_typing_notifications',
      'send_stream_typing_notifications',
      'send_read_receipts',
      'web_navigate_to_sent_message',
      'allow_private_data_export',
      'automatically_follow_topics_where_mentioned',
      'email_address_visibility',
      'resolved_topic_notice_auto_read_policy',
    ]) {
      expect(catalogueCount(name), name).toBe(1);
    }
  });
});
