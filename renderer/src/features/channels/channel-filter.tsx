// The channel filter at the top of the sidebar (`q` focuses it through the channel-filter focus
// request). Typing filters the channels below; Enter opens the first match, ArrowDown moves into the
// results, Esc clears the text and gives the focus back to where it came from.
import '../../styles/channel-filter.css';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { channelHref } from '../../routing/route';
import { useFocusRequest } from '../keyboard/focus-requests';
import { firstMatch } from './channel-filter-model';
import type { SidebarSection } from './sidebar-model';
import { useSidebarUi } from './sidebar-ui-store';

/** The sidebar's channel rows, in order (channel-filter-keys.ts moves between them). */
export const CHANNEL_ROW_SELECTOR = '.channel-item > a.channel-link';

const messages = defineMessages({
  label: { id: 'channels.filter.label', defaultMessage: 'Filter channels' },
});

interface ChannelFilterProps {
  /** The sections the text matches now: Enter opens the first channel in them. */
  matches: readonly SidebarSection[];
  /** The sections the sidebar renders (they follow `matches` a render later). */
  shown: readonly SidebarSection[];
}

export function ChannelFilter({ matches, shown }: ChannelFilterProps) {
  const intl = useIntl();
  const text = useSidebarUi((s) => s.channelFilter);
  const setText = useSidebarUi((s) => s.setChannelFilter);
  const inputRef = useRef<HTMLInputElement>(null);
  // Where the focus was before the filter took it, to give it back on Esc or Enter.
  const cameFrom = useRef<HTMLElement | null>(null);
  // Left with Esc or Enter: the focus goes back once the rows for the cleared text are rendered.
  const returning = useRef(false);
  useFocusRequest('channel-filter', inputRef);

  // To the element itself, or (a sidebar row the filter had hidden, so rendered anew) the one with
  // the same link; with neither, the focus just leaves the filter.
  const giveFocusBack = () => {
    const back = cameFrom.current;
    cameFrom.current = null;
    const href = back instanceof HTMLAnchorElement ? back.getAttribute('href') : null;
    const nav = inputRef.current?.closest('nav');
    const target = back?.isConnected
      ? back
      : href !== null
        ? nav?.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`)
        : null;
    if (target) target.focus();
    else inputRef.current?.blur();
  };

  useEffect(() => {
    if (!returning.current || shown !== matches) return;
    returning.current = false;
    giveFocusBack();
  });

  const leave = () => {
    if (text === '' && shown === matches) {
      giveFocusBack();
      return;
    }
    returning.current = true;
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      leave();
    } else if (event.key === 'Enter') {
      const first = firstMatch(matches);
      if (!first) return;
      event.preventDefault();
      leave();
      window.location.hash = channelHref(first.streamId);
    } else if (event.key === 'ArrowDown') {
      const row = event.currentTarget.closest('nav')?.querySelector<HTMLElement>(CHANNEL_ROW_SELECTOR);
      if (!row) return;
      event.preventDefault();
      row.focus();
    }
  };

  return (
    <div className="channel-filter">
      <input
        ref={inputRef}
        type="text"
        className="field channel-filter-input"
        aria-label={intl.formatMessage(messages.label)}
        placeholder={intl.formatMessage(messages.label)}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={(event) => {
          const from = event.relatedTarget;
          if (from instanceof HTMLElement && from !== inputRef.current) cameFrom.current = from;
        }}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
