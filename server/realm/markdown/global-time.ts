// Global times, `<time:2026-11-25T10:00:00+00:00>` or `<time:1496701800>`, rendered as the real
// server does: <time datetime="2026-11-25T10:00:00Z">2026-11-25T10:00:00+00:00</time>, which each
// reader's client shows in their own time zone. A time without a zone is taken as UTC (the real
// server's default); one that cannot be read becomes
// <span class="timestamp-error">Invalid time format: …</span>.
import type { MarkdownIt } from 'markdown-it';
import type { StateInline } from 'markdown-it';
import { escapeHtml } from './escape';
import { pushHtml } from './inline-html';

const GLOBAL_TIME = /^<time:([^>]*)>/;
const HAS_ZONE = /(?:Z|[+-]\d\d:?\d\d|\b(?:UTC|GMT)\b)\s*$/i;
const ISO_WITHOUT_ZONE = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?$/;

/** Milliseconds since the epoch, or NaN. */
export function parseGlobalTime(text: string): number {
  const value = text.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  if (HAS_ZONE.test(value)) return Date.parse(value);
  if (ISO_WITHOUT_ZONE.test(value)) return Date.parse(`${value.replace(' ', 'T')}Z`);
  if (/^\d{4}-\d\d-\d\d$/.test(value)) return Date.parse(value);
  return Date.parse(`${value} UTC`);
}

export function globalTimeHtml(text: string): string {
  const ms = parseGlobalTime(text);
  if (Number.isNaN(ms) || text.trim() === '') {
    return `<span class="timestamp-error">Invalid time format: ${escapeHtml(text)}</span>`;
  }
  const datetime = new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `<time datetime="${datetime}">${escapeHtml(text)}</time>`;
}

function globalTimeRule(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x3c /* < */) return false;
  const match = GLOBAL_TIME.exec(state.src.slice(state.pos));
  if (!match) return false;
  if (silent) state.pos += match[0].length;
  else pushHtml(state, globalTimeHtml(match[1] ?? ''), match[0].length);
  return true;
}

export function globalTimePlugin(md: MarkdownIt): void {
  // Before 'autolink', which would take `<time:…>` for a URL with the scheme "time".
  md.inline.ruler.before('autolink', 'zulip_global_time', globalTimeRule);
}
