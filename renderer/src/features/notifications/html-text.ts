// A message's rendered HTML as the plain text a notification shows. The page's own HTML parser does
// the work (DOMParser builds an inert document: no script runs, no image loads); emoji become their
// characters or names, spoilers keep only their header, and block elements end their line.

const BLOCKS = 'p, div, li, blockquote, pre, h1, h2, h3, h4, h5, h6, tr';

export function htmlToText(html: string, parser: DOMParser = new DOMParser()): string {
  const doc = parser.parseFromString(html, 'text/html');
  const body = doc.body;
  for (const spoiler of body.querySelectorAll('.spoiler-content')) spoiler.remove();
  // Custom emoji are images with the name as alt text; Unicode ones are spans holding the character.
  for (const image of body.querySelectorAll('img.emoji')) {
    image.replaceWith(doc.createTextNode(image.getAttribute('alt') ?? ''));
  }
  for (const br of body.querySelectorAll('br')) br.replaceWith(doc.createTextNode('\n'));
  for (const block of body.querySelectorAll(BLOCKS)) block.append(doc.createTextNode('\n'));
  return body.textContent ?? '';
}
