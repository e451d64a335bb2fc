// The catalogue against the documents it is built from: every PATCH /settings parameter of the
// spec table appears exactly once, and nothing in it comes from outside the spec and notes §8.
// The names the documents give are kept in a fixture, so this runs on a fresh clone with nothing
// beside it; where the documents are present, the fixture is checked against them too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTINGS_CATALOG } from '../../../shared/settings';
import docNames from './fixtures/settings-doc-names.json';

const here = path.dirname(fileURLToPath(import.meta.url));
// The shared docs sit beside the repository (/work/main → /work/shared), unless the variable says
// where they are; pointing it at a missing folder runs the test as a fresh clone would.
const docsDir = process.env.THREADLINE_SHARED_DOCS ?? path.resolve(here, '../../../../shared');
const specPath = path.join(docsDir, 'spec/team-chat-api.md');
const notesPath = path.join(docsDir, 'reference/zulip-api-notes.md');
const docsPresent = existsSync(specPath) && existsSync(notesPath);

const specNames: readonly string[] = docNames.specTable;
const notedNames: readonly string[] = docNames.notesSection8;

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

/** Parameter names of the spec's PATCH /settings table; a row may name several, comma-separated. */
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

/** Every backticked identifier of notes §8, sorted. */
function notedParameterNames(): string[] {
  const notes = section(readFileSync(notesPath, 'utf8'), /^## 8\. PATCH \/settings/).join('\n');
  return [...new Set([...notes.matchAll(/`([a-z][a-z0-9_]*)`/g)].map((m) => m[1] as string))].sort();
}

function catalogueCount(name: string): number {
  return SETTINGS_CATALOG.filter((entry) => entry.name === name).length;
}

describe('the fixture of document names', () => {
  it('holds the whole parameter table, comma-separated rows included', () => {
    expect(specNames.length).toBeGreaterThan(50);
    expect(specNames).toContain('full_name');
    expect(specNames).toContain('enable_stream_audible_notifications');
    expect(specNames).toContain('enable_followed_topic_wildcard_mentions_notify');
    expect(specNames).toContain('automatically_unmute_topics_in_muted_streams_policy');
    expect(specNames).not.toContain('target_users');
    for (const name of [...specNames, ...notedNames]) expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  // Skipped where the shared documents are not beside the repository (a fresh clone, CI): the
  // catalogue is still checked below against the fixture, which this test keeps in step with them.
  it.skipIf(!docsPresent)('matches the spec table and notes §8 where the documents are present', () => {
    expect(specNames).toEqual(specParameterNames());
    expect(notedNames).toEqual(notedParameterNames());
  });
});

describe('settings catalogue vs the spec', () => {
  it('has every spec parameter exactly once', () => {
    const missingOrRepeated = specNames.filter((name) => catalogueCount(name) !== 1);
    expect(missingOrRepeated).toEqual([]);
  });

  it('has no entry twice', () => {
    const names = SETTINGS_CATALOG.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has nothing that is neither in the spec table nor in notes §8', () => {
    const known = new Set([...specNames, ...notedNames]);
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
