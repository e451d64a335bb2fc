// Hostile message HTML delivered by the server never executes and never breaks the layout. The
// reference server renders Markdown safely, so the corpus goes straight into the realm as rendered
// HTML (some before the view opens, through GET /messages; the rest live, through message events).
import type { Page } from '@playwright/test';
import type { RunningServer } from '../server/app';
import { storeMessage } from '../server/realm/messages';
import { messageFlags } from '../server/realm/serialize';
import { audienceOf } from '../server/routes/message-support/access';
import { messageEventPayload } from '../server/routes/message-support/present';
import { expect, signIn, test } from './support/fixtures';

const CORPUS: [label: string, html: string][] = [
  ['script tag', '<p>case-script</p><script>window.__xss = 1</script>'],
  ['img onerror', '<p>case-onerror</p><img src="x" onerror="window.__xss = 2">'],
  ['javascript link', '<p><a href="javascript:window.__xss = 3">case-js-link</a></p>'],
  ['obfuscated javascript link', '<p><a href=" &#14; JaVaScRiPt:window.__xss=4">case-js-link-2</a></p>'],
  [
    'data html link',
    '<p><a href="data:text/html,&lt;script&gt;window.__xss=5&lt;/script&gt;">case-data-link</a></p>',
  ],
  [
    'data svg image',
    '<p>case-data-img</p><img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIj48L3N2Zz4=">',
  ],
  ['svg onload', '<p>case-svg</p><svg onload="window.__xss = 7"><circle r="10"></circle></svg>'],
  ['svg script', '<p>case-svg-script</p><svg><script>window.__xss = 8</script></svg>'],
  [
    'mathml mutation',
    '<p>case-math</p><math><mtext><table><mglyph><style><img src=x onerror="window.__xss=9">',
  ],
  ['iframe', '<p>case-iframe</p><iframe src="javascript:window.__xss=10"></iframe>'],
  ['object', '<p>case-object</p><object data="javascript:window.__xss=11"></object><embed src="x.swf">'],
  [
    'style tag',
    '<p>case-style-tag</p><style>body { display: none !important } .sidebar { visibility: hidden }</style>',
  ],
  [
    'fixed overlay',
    '<div style="position:fixed;inset:0;z-index:2147483647;background:red;pointer-events:all">case-overlay</div>',
  ],
  ['details ontoggle', '<details open ontoggle="window.__xss=14"><summary>case-details</summary>x</details>'],
  [
    'form',
    '<p>case-form</p><form action="javascript:window.__xss=15"><button type="submit">go</button></form>',
  ],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=16"><p>case-meta</p>'],
  ['onclick link', '<p><a href="#" onclick="window.__xss=17">case-onclick</a></p>'],
  ['autofocus input', '<p>case-input</p><input autofocus onfocus="window.__xss=18">'],
  ['video source', '<p>case-video</p><video><source onerror="window.__xss=19"></video>'],
  [
    'base and link',
    '<base href="javascript:window.__xss=20//"><link rel="stylesheet" href="data:text/css,body{display:none}"><p>case-base</p>',
  ],
  [
    'noscript mutation',
    '<p>case-noscript</p><noscript><p title="</noscript><img src=x onerror=window.__xss=21>"></p></noscript>',
  ],
  [
    'app classes and width',
    `<p class="app-shell main-pane sidebar" id="root">case-wide ${'W'.repeat(3000)}</p><table width="99999"><tr><td>case-table</td></tr></table>`,
  ],
  ['remote image', '<p>case-remote-img</p><img src="https://tracker.invalid/pixel.png">'],
  ['plain link', '<p><a href="https://example.invalid/page">case-plain-link</a></p>'],
];

function inject(
  server: RunningServer,
  senderId: number,
  streamId: number,
  topic: string,
  html: string,
): number {
  const realm = server.realm;
  const sender = realm.user(senderId);
  if (!sender) throw new Error('no sender');
  const message = storeMessage(realm, {
    sender,
    type: 'stream',
    stream_id: streamId,
    topic,
    content: 'x',
    rendered_content: html,
  });
  const payload = messageEventPayload(realm, message);
  realm.emit(audienceOf(realm, message), (userId) => {
    const user = realm.user(userId);
    return user ? { type: 'message', message: payload, flags: messageFlags(user, message.id) } : null;
  });
  return message.id;
}

interface Sweep {
  /** The text of every message body that was mounted. */
  seen: string[];
  findings: string[];
  outside: string[];
  pageWider: boolean;
}

/** What the mounted rows show right now: case markers, dangerous leftovers, bodies out of bounds. */
function inspectMountedRows(): Sweep {
  const seen: string[] = [];
  const findings: string[] = [];
  const outside: string[] = [];
  const bounds = document.querySelector('.message-scroller')?.getBoundingClientRect();
  const forbidden = 'script,style,svg,math,iframe,object,embed,form,input,button,meta,base,link,noscript';
  for (const body of document.querySelectorAll('.message-content')) {
    seen.push(body.textContent ?? '');
    for (const el of body.querySelectorAll(forbidden)) findings.push(`element ${el.tagName}`);
    for (const el of body.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) {
        const value = el.getAttribute(attr) ?? '';
        if (attr.startsWith('on') || attr === 'style' || attr === 'id')
          findings.push(`${el.tagName} ${attr}`);
        const compact = [...value].filter((char) => char.charCodeAt(0) > 32).join('');
        if (/^(javascript|data|vbscript):/i.test(compact)) findings.push(`${el.tagName} ${attr}=${value}`);
      }
      if (el.tagName === 'IMG' && /^https?:/i.test(el.getAttribute('src') ?? ''))
        findings.push('remote img src');
      if (el.tagName === 'A' && el.getAttribute('rel') !== 'noopener noreferrer')
        findings.push('link without rel');
    }
    const box = body.getBoundingClientRect();
    if (bounds && (box.left < bounds.left - 1 || box.right > bounds.right + 1)) {
      outside.push(body.textContent?.slice(0, 30) ?? '');
    }
  }
  return { seen, findings, outside, pageWider: document.documentElement.scrollWidth > window.innerWidth };
}

async function sweepList(page: Page): Promise<Sweep> {
  const total: Sweep = { seen: [], findings: [], outside: [], pageWider: false };
  // The list keeps hold of the bottom while rows are still being measured (slower on a busy
  // machine), which can undo a jump to the top: jump until the top is still there a few frames on.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const el = document.querySelector('.message-scroller');
        el?.scrollTo(0, 0);
        for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
        return el?.scrollTop ?? 0;
      }),
    )
    .toBe(0);
  for (let step = 0; step < 200; step++) {
    await page.waitForTimeout(50);
    const found = await page.evaluate(inspectMountedRows);
    total.seen.push(...found.seen);
    total.findings.push(...found.findings);
    total.outside.push(...found.outside);
    total.pageWider ||= found.pageWider;
    const atEnd = await page.evaluate(() => {
      const el = document.querySelector('.message-scroller');
      if (!el) return true;
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 2) return true;
      el.scrollTop += el.clientHeight * 0.7;
      return false;
    });
    if (atEnd) break;
  }
  return { ...total, seen: [...new Set(total.seen)], findings: [...new Set(total.findings)] };
}

async function scrollUntilMounted(page: Page, text: string): Promise<void> {
  await page.evaluate(() => document.querySelector('.message-scroller')?.scrollTo(0, 0));
  for (let step = 0; step < 200; step++) {
    const visible = page
      .getByRole('group', { name: 'Messages', exact: true })
      .getByText(text, { exact: true });
    if ((await visible.count()) > 0) {
      await visible.scrollIntoViewIfNeeded();
      return;
    }
    await page.evaluate(() => {
      const el = document.querySelector('.message-scroller');
      if (el) el.scrollTop += el.clientHeight * 0.7;
    });
    await page.waitForTimeout(50);
  }
  throw new Error(`${text} never mounted`);
}

async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

test('hostile message HTML never executes and never breaks the layout', async ({ page, app, server, me }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const general = server.realm.channelByName('general');
  const rahul = server.accounts.find((a) => a.email === 'member2@threadline.test');
  if (!general || !rahul) throw new Error('seed changed');
  const half = Math.ceil(CORPUS.length / 2);
  // The first half is in the history the view fetches; the second arrives live.
  for (const [, html] of CORPUS.slice(0, half)) inject(server, rahul.user_id, general.stream_id, 'xss', html);

  await signIn(page, app, server, me);
  await page.evaluate((h) => (window.location.hash = h), `#/channel/${general.stream_id}/topic/xss`);
  const list = page.getByRole('group', { name: 'Messages', exact: true });
  await expect(list.getByText('case-script')).toBeVisible();
  for (const [, html] of CORPUS.slice(half)) inject(server, rahul.user_id, general.stream_id, 'xss', html);
  // The view opened at the first unread message, so the live half may arrive below the fold.
  await scrollUntilMounted(page, 'case-plain-link');

  // Scroll through the virtual list from the top, so every row mounts, checking each screenful.
  const sweep = await sweepList(page);
  const markers = CORPUS.map(([, html]) => html.match(/case-[a-z0-9-]+/)?.[0] ?? '');
  expect(markers.filter((marker) => !sweep.seen.some((text) => text.includes(marker)))).toEqual([]);
  expect(sweep.findings).toEqual([]);
  expect(sweep.outside).toEqual([]);
  expect(sweep.pageWider).toBe(false);

  // Links that were hostile lead nowhere; clicking them runs nothing.
  for (const name of ['case-js-link', 'case-js-link-2', 'case-data-link', 'case-onclick']) {
    await scrollUntilMounted(page, name);
    await list.getByText(name, { exact: true }).click();
  }
  await expect(page).toHaveURL(/#\/channel\/\d+\/topic\/xss$/);
  await expectNothingRan(page, dialogs);

  // The layout is intact: the compose box and the sidebar are visible and take clicks.
  const compose = page.getByRole('textbox', { name: 'Message' });
  await compose.click();
  await compose.fill('still typing fine');
  await expect(compose).toHaveValue('still typing fine');
  const sidebarLink = page
    .getByRole('navigation', { name: 'Channels' })
    .getByRole('link', { name: 'random', exact: true });
  await expect(sidebarLink).toBeVisible();
  await sidebarLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'random' })).toBeVisible();
  await expectNothingRan(page, dialogs);
});
