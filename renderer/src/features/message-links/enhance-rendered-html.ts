// What the server's HTML needs once it is in the DOM: spoiler headers become keyboard-operable
// toggles (the sanitizer drops tabindex and the server sends no role; an untitled one is labelled
// "Spoiler" in the window's language), and global times
// (`<time datetime>`, from `<time:…>` in Markdown) read in the window's language and the reader's
// clock setting.
import { defineMessages, type IntlShape } from 'react-intl';
import { hourCycleOf } from '../settings/format-time';

const messages = defineMessages({
  spoiler: { id: 'links.spoiler.untitled', defaultMessage: 'Spoiler' },
});

export function enhanceRenderedHtml(
  container: Element,
  intl: Pick<IntlShape, 'formatDate' | 'formatMessage'>,
  twentyFourHour: boolean,
): void {
  for (const header of container.querySelectorAll<HTMLElement>('.spoiler-block > .spoiler-header')) {
    const open = header.parentElement?.classList.contains('spoiler-open') === true;
    header.tabIndex = 0;
    header.setAttribute('role', 'button');
    header.setAttribute('aria-expanded', String(open));
    // A spoiler without a title is labelled by the stylesheet from this (content: attr(data-label)).
    header.dataset.label = intl.formatMessage(messages.spoiler);
  }
  for (const time of container.querySelectorAll('time[datetime]')) {
    const when = Date.parse(time.getAttribute('datetime') ?? '');
    if (Number.isNaN(when)) continue;
    time.textContent = intl.formatDate(when, {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: twentyFourHour ? '2-digit' : 'numeric',
      minute: '2-digit',
      hourCycle: hourCycleOf(twentyFourHour),
    });
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
