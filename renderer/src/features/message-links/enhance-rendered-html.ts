// What the server's HTML needs once it is in the DOM: spoiler headers become keyboard-operable
// toggles (the sanitizer drops tabindex and the server sends no role), and global times
// (`<time datetime>`, from `<time:…>` in Markdown) read in the reader's locale and clock setting.
import { formatTime } from '../settings/format-time';

export function enhanceRenderedHtml(container: Element, twentyFourHour: boolean): void {
  for (const header of container.querySelectorAll<HTMLElement>('.spoiler-block > .spoiler-header')) {
    const open = header.parentElement?.classList.contains('spoiler-open') === true;
    header.tabIndex = 0;
    header.setAttribute('role', 'button');
    header.setAttribute('aria-expanded', String(open));
  }
  for (const time of container.querySelectorAll('time[datetime]')) {
    const when = Date.parse(time.getAttribute('datetime') ?? '');
    if (Number.isNaN(when)) continue;
    const day = new Date(when).toLocaleDateString(undefined, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    time.textContent = `${day}, ${formatTime(when / 1000, twentyFourHour, { locale: navigator.language })}`;
    time.classList.add('is-localized');
  }
}

/** Opens or closes a spoiler; the header says which for screen readers. */
export function toggleSpoiler(block: Element): void {
  const open = block.classList.toggle('spoiler-open');
  block.querySelector(':scope > .spoiler-header')?.setAttribute('aria-expanded', String(open));
  // The server marks the hidden content aria-hidden; an opened spoiler is read like any other text.
  block.querySelector(':scope > .spoiler-content')?.setAttribute('aria-hidden', String(!open));
}
