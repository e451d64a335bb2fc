// Draws Threadline's icons and writes the PNGs the app and its packages need. The artwork is ours
// (see README, "Icons"): a chat bubble holding two lines of a thread, on a blue-to-teal square. Every
// picture is an SVG built here and rasterised with resvg (@resvg/resvg-js), which needs no browser,
// no system fonts and gives the same pixels on every machine; the digits of the Windows taskbar
// badges are strokes drawn here, not text, for the same reason.
//
//   node scripts/make-icons.mjs   → build/icon.png and build/icons/*.png (electron-builder's
//                                   buildResources), resources/icons/* (loaded by main at run time)
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD = join(root, 'build');
const RUNTIME = join(root, 'resources', 'icons');

/** The bubble with its tail, in a 100×100 box; the lines of the thread sit inside it. */
const BUBBLE =
  'M22 20 H78 Q90 20 90 32 V62 Q90 74 78 74 H44 L26 88 L29 74 H22 Q10 74 10 62 V32 Q10 20 22 20 Z';
const THREAD = 'M26 40 H74 M26 55 H56';

function appIcon() {
  // A 1024 canvas with the artwork inside Apple's 824 px grid, which suits the other systems too.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#2f5fd0"/><stop offset="1" stop-color="#12a39a"/></linearGradient></defs>
  <rect x="100" y="100" width="824" height="824" rx="184" fill="url(#g)"/>
  <g transform="translate(172 182) scale(6.8)">
    <path d="${BUBBLE}" fill="#ffffff"/>
    <path d="${THREAD}" stroke="#2350b8" stroke-width="7" stroke-linecap="round" fill="none"/>
    <circle cx="67" cy="55" r="4.5" fill="#12a39a"/>
  </g>
</svg>`;
}

/** The tray's picture: colour for Windows and Linux, black on clear for macOS's template images. */
function trayIcon(variant, template) {
  const ink = template ? '#000000' : variant === 'paused' ? '#7a8494' : '#2f5fd0';
  // The thread is cut out of the bubble so the picture reads on light and dark bars alike.
  const body = `<mask id="m"><rect width="100" height="100" fill="#fff"/>
    <path d="${THREAD}" stroke="#000" stroke-width="9" stroke-linecap="round"/></mask>
  <path d="${BUBBLE}" fill="${ink}" mask="url(#m)"/>`;
  const mark =
    variant === 'unread'
      ? `<circle cx="84" cy="20" r="16" fill="${template ? '#000' : '#e5484d'}" stroke="${template ? 'none' : '#fff'}" stroke-width="5"/>`
      : variant === 'paused'
        ? `<rect x="70" y="4" width="9" height="30" rx="3" fill="${template ? '#000' : '#3b4453'}"/>
           <rect x="86" y="4" width="9" height="30" rx="3" fill="${template ? '#000' : '#3b4453'}"/>`
        : '';
  // Room cut around the mark so it stands apart from the bubble.
  const gap = variant === 'normal' ? '' : `<rect x="62" y="0" width="38" height="40" fill="#000"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <mask id="cut"><rect width="100" height="100" fill="#fff"/>${gap}</mask>
  <g mask="url(#cut)">${body}</g>${mark}
</svg>`;
}

/** Digits and "+" as strokes in a 6×10 box. */
const GLYPHS = {
  1: 'M1.6 1.8 L3.4 0.2 V10',
  2: 'M0.6 2.6 Q0.6 0 3 0 Q5.4 0 5.4 2.6 Q5.4 4.2 3.6 5.8 L0.6 10 H5.6',
  3: 'M0.6 1.2 Q1.6 0 3 0 Q5.4 0 5.4 2.5 Q5.4 4.8 3 4.8 Q5.6 4.8 5.6 7.4 Q5.6 10 3 10 Q1.4 10 0.4 8.8',
  4: 'M4.2 10 V0 L0.4 7 H5.8',
  5: 'M5.4 0 H1.2 L0.8 4.6 Q1.8 3.8 3 3.8 Q5.6 3.8 5.6 6.9 Q5.6 10 3 10 Q1.4 10 0.4 8.9',
  6: 'M5 0.9 Q4.2 0 3 0 Q0.5 0 0.5 5 V7 Q0.5 10 3 10 Q5.5 10 5.5 7.1 Q5.5 4.3 3 4.3 Q1.3 4.3 0.5 5.8',
  7: 'M0.4 0 H5.6 L2.2 10',
  8: 'M3 4.8 Q0.8 4.8 0.8 2.4 Q0.8 0 3 0 Q5.2 0 5.2 2.4 Q5.2 4.8 3 4.8 Q0.5 4.8 0.5 7.4 Q0.5 10 3 10 Q5.5 10 5.5 7.4 Q5.5 4.8 3 4.8 Z',
  9: 'M1 9.1 Q1.8 10 3 10 Q5.5 10 5.5 5 V3 Q5.5 0 3 0 Q0.5 0 0.5 2.9 Q0.5 5.7 3 5.7 Q4.7 5.7 5.5 4.2',
  '+': 'M0.4 5 H5.6 M3 2.4 V7.6',
};

/** A Windows taskbar overlay: a red disc with the count in white. */
function badgeIcon(text) {
  const glyphs = [...text];
  const scale = glyphs.length === 1 ? 5.2 : 3.9;
  const advance = 7.4;
  const width = (glyphs.length * advance - 1.4) * scale;
  const x0 = 50 - width / 2;
  const y0 = 50 - 5 * scale;
  const strokes = glyphs
    .map(
      (glyph, i) =>
        `<path transform="translate(${x0 + i * advance * scale} ${y0}) scale(${scale})" d="${GLYPHS[glyph]}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <circle cx="50" cy="50" r="48" fill="#d92d3a"/>
  <g fill="none" stroke="#ffffff" stroke-width="${(glyphs.length === 1 ? 13 : 11) / scale}" stroke-linecap="round" stroke-linejoin="round">${strokes}</g>
</svg>`;
}

function writePng(path, svg, size) {
  mkdirSync(dirname(path), { recursive: true });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
  writeFileSync(path, png);
}

/** A picture at 1× and 2× (Electron loads `name@2x.png` beside `name.png` on HiDPI screens). */
function writePair(name, svg, size) {
  writePng(join(RUNTIME, `${name}.png`), svg, size);
  writePng(join(RUNTIME, `${name}@2x.png`), svg, size * 2);
}

const app = appIcon();
writeFileSync(join(RUNTIME, 'threadline.svg'), `${app}\n`);
writePng(join(BUILD, 'icon.png'), app, 1024);
for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024])
  writePng(join(BUILD, 'icons', `${size}x${size}.png`), app, size);
// The window's own icon (Linux shows it in the title bar and the task switcher).
writePng(join(RUNTIME, 'icon.png'), app, 256);
for (const [variant, suffix] of [
  ['normal', ''],
  ['unread', '-unread'],
  ['paused', '-paused'],
]) {
  writePair(`tray${suffix}`, trayIcon(variant, false), 16);
  const capital = suffix === '' ? '' : suffix[1].toUpperCase() + suffix.slice(2);
  writePair(`tray${capital}Template`, trayIcon(variant, true), 16);
}
for (let n = 1; n <= 9; n++) writePair(`badge-${n}`, badgeIcon(String(n)), 16);
writePair('badge-9plus', badgeIcon('9+'), 16);
process.stderr.write(`Icons written to ${BUILD} and ${RUNTIME}\n`);
