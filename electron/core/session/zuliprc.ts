// Reads the standard zuliprc file ("Download zuliprc" in the server's settings): an ini file whose
// [api] section holds email, key and site. Tolerates what hand edits introduce: comments, spaces
// around the delimiter, CRLF line ends, a byte-order mark, "key: value" as configparser allows.
import { defineMessages } from '@formatjs/intl';
import { invalidRequest } from './ipc-failure';
import { phrase } from '../../../shared/i18n/phrase';

const messages = defineMessages({
  badLine: {
    id: 'signin.zuliprc.bad_line',
    defaultMessage: 'This zuliprc cannot be read: line {line, number} is not "name = value"',
  },
  noApi: { id: 'signin.zuliprc.no_api_section', defaultMessage: 'This zuliprc has no [api] section' },
  missing: {
    id: 'signin.zuliprc.missing_fields',
    defaultMessage: 'The [api] section of this zuliprc has no {fields}',
  },
});

export interface Zuliprc {
  email: string;
  key: string;
  site: string;
}

const REQUIRED = ['email', 'key', 'site'] as const;
const SECTION = /^\[\s*([^\]]*?)\s*\]$/;
const ENTRY = /^([^=:]+?)\s*[=:]\s*(.*)$/;

export function parseZuliprc(text: string): Zuliprc {
  const sections = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const section = SECTION.exec(line);
    if (section) {
      const name = section[1] as string;
      current = sections.get(name) ?? new Map();
      sections.set(name, current);
      continue;
    }
    const entry = ENTRY.exec(line);
    if (!entry) throw invalidRequest(phrase(messages.badLine, { line: index + 1 }));
    // Entries before the first section belong to no section, so they are ignored like configparser's defaults.
    current?.set((entry[1] as string).toLowerCase(), (entry[2] as string).trim());
  }
  const api = sections.get('api');
  if (!api) throw invalidRequest(phrase(messages.noApi));
  const missing = REQUIRED.filter((field) => !api.get(field));
  if (missing.length > 0) {
    // The names of the file's fields, as they are written in it.
    throw invalidRequest(phrase(messages.missing, { fields: missing.join(', ') }));
  }
  return {
    email: api.get('email') as string,
    key: api.get('key') as string,
    site: api.get('site') as string,
  };
}
