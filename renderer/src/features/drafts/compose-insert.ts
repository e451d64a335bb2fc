// The one way other features put text into the compose box: a DOM event the compose feature
// listens for. Drafts send the whole draft (its recipient too); snippets send text to insert.
import type { Draft } from '../../../../shared/objects';
import { routeHref, type Route } from '../../routing/route';

export const INSERT_INTO_COMPOSE_EVENT = 'threadline:insert-into-compose';

export type InsertIntoComposeDetail = { draft: Draft } | { text: string };

export function insertIntoCompose(detail: InsertIntoComposeDetail): void {
  window.dispatchEvent(new CustomEvent<InsertIntoComposeDetail>(INSERT_INTO_COMPOSE_EVENT, { detail }));
}

/**
 * Opens a route, then sends the detail once the new view has had a chance to mount its compose box
 * (after the hash change is handled and a frame is painted).
 */
export function openThenInsert(route: Route, detail: InsertIntoComposeDetail): void {
  const href = routeHref(route);
  const send = () =>
    window.requestAnimationFrame(() => window.setTimeout(() => insertIntoCompose(detail), 0));
  if (window.location.hash === href) {
    send();
    return;
  }
  window.addEventListener('hashchange', send, { once: true });
  window.location.hash = href;
}
