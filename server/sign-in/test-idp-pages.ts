// The test identity provider's HTML: the page asking which demo user to be, the page that hands the
// `zulip://login` address back to the app, and a page for a request it cannot serve. Plain HTML
// forms, no script, everything the server writes escaped; the app never loads these, a browser does.
import { escapeHtml } from '../realm/markdown';
import type { UserRecord } from '../realm/types';

/** Users listed on the page; the large seed has 10,000 and nobody scrolls through them. */
export const MAX_LISTED_USERS = 50;

function page(title: string, body: string, head = ''): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title>${head}` +
    `<style>body{font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}` +
    `button{display:block;width:100%;margin:.4rem 0;padding:.6rem;font:inherit;text-align:left}` +
    `input{box-sizing:border-box;width:100%;font:inherit;padding:.4rem}</style></head><body>${body}</body></html>`
  );
}

export function chooseUserPage(
  realmName: string,
  actionPath: string,
  otp: string,
  users: readonly UserRecord[],
): string {
  const listed = users.slice(0, MAX_LISTED_USERS);
  const buttons = listed
    .map(
      (user) =>
        `<button type="submit" name="user_id" value="${user.user_id}">` +
        `${escapeHtml(user.full_name)} (${escapeHtml(user.delivery_email)})</button>`,
    )
    .join('');
  const more =
    users.length > listed.length
      ? `<p>and ${users.length - listed.length} more people not listed here.</p>`
      : '';
  return page(
    'Test IdP: sign in',
    `<main><h1>Test IdP</h1>` +
      `<p>This is the reference server's test identity provider for ${escapeHtml(realmName)}. ` +
      `It asks no password: choose which demo user to be, and the app you came from is signed in as them.</p>` +
      `<form method="post" action="${escapeHtml(actionPath)}" aria-label="Choose a demo user">` +
      `<input type="hidden" name="mobile_flow_otp" value="${escapeHtml(otp)}">${buttons}</form>${more}</main>`,
  );
}

/**
 * The end of the flow: the browser is sent on to the app's `zulip://` address at once, and the
 * address also stays on the page, as a link and as text to copy, for a browser that does not follow
 * it (no app registered for zulip://, or browser mode, where the person pastes it into Threadline).
 */
export function returnToAppPage(address: string, fullName: string): string {
  const escaped = escapeHtml(address);
  return page(
    'Test IdP: signed in',
    `<main><h1>Signed in as ${escapeHtml(fullName)}</h1>` +
      `<p>Your browser should now open the app. If it does not, <a href="${escaped}">return to the app</a>, ` +
      `or copy this sign-in address and paste it into the app's sign-in screen:</p>` +
      `<label>Sign-in address <input type="text" readonly value="${escaped}"></label></main>`,
    `<meta http-equiv="refresh" content="0; url=${escaped}">`,
  );
}

export function problemPage(message: string): string {
  return page(
    'Test IdP: cannot sign in',
    `<main role="alert"><h1>Cannot sign in</h1><p>${escapeHtml(message)}</p></main>`,
  );
}

/** The provider's button picture: a key on a badge, like real servers' per-backend icons. */
export const TEST_IDP_ICON_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
  `<rect width="64" height="64" rx="12" fill="#6b4fd1"/>` +
  `<circle cx="24" cy="32" r="10" fill="none" stroke="#fff" stroke-width="5"/>` +
  `<path d="M34 32h20M46 32v8M52 32v6" stroke="#fff" stroke-width="5" fill="none"/></svg>`;
