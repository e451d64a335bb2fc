// Arrow keys between the sidebar's channel rows: ArrowDown/ArrowUp move to the next or previous
// channel shown (so the filter's results are walked from the keyboard), ArrowUp from the first row
// goes back to the channel filter.
import type { KeyboardEvent } from 'react';
import { CHANNEL_ROW_SELECTOR } from './channel-filter';

export function onChannelRowsKeyDown(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const target = event.target;
  if (!(target instanceof HTMLElement) || !target.matches(CHANNEL_ROW_SELECTOR)) return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>(CHANNEL_ROW_SELECTOR)];
  const at = rows.indexOf(target);
  const next =
    event.key === 'ArrowDown'
      ? rows[at + 1]
      : (rows[at - 1] ?? event.currentTarget.querySelector<HTMLElement>('.channel-filter-input'));
  if (!next) return;
  event.preventDefault();
  event.stopPropagation();
  next.focus();
}
