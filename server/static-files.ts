// The few non-API files a client fetches from the server: avatars, custom emoji and the realm icon,
// drawn as SVG, and the Unicode emoji names file (emoji-api-file.ts), public like a real server's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from './realm/markdown';
import type { Realm } from './realm/realm';
import { EMOJI_API_PATH, emojiApiJson } from './realm/emoji-api-file';
import { REALM_EMOJI_IMAGE } from './realm/realm-emoji';

const PALETTE = ['#4f8bd6', '#d65f4f', '#4fae7b', '#b46fd1', '#d69a3c', '#3cb3b3', '#8a8f3c', '#d14f8f'];

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    (parts[0]?.[0] ?? '?') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')
  ).toUpperCase();
}

function badge(text: string, color: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="12" fill="${color}"/>` +
    `<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="42" fill="#fff">` +
    `${escapeHtml(text)}</text></svg>`
  );
}

export function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL, realm: Realm): boolean {
  if (req.method !== 'GET') return false;
  if (url.pathname === EMOJI_API_PATH) {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
    res.end(emojiApiJson(realm.unicodeEmoji));
    return true;
  }
  let svg: string | undefined;
  const avatar = /^\/avatar\/(\d+)$/.exec(url.pathname);
  if (avatar) {
    const user = realm.user(Number(avatar[1]));
    if (user) svg = badge(initials(user.full_name), PALETTE[user.user_id % PALETTE.length] as string);
  } else if (REALM_EMOJI_IMAGE.test(url.pathname)) {
    const emoji = realm.emoji.get(REALM_EMOJI_IMAGE.exec(url.pathname)![1]!);
    if (emoji)
      svg = badge(emoji.name.slice(0, 2).toUpperCase(), PALETTE[Number(emoji.id) % PALETTE.length] as string);
  } else if (url.pathname === '/static/realm-icon.svg') {
    svg = badge(initials(realm.settings.name), '#3c6fd1');
  }
  if (svg === undefined) return false;
  res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
  res.end(svg);
  return true;
}
