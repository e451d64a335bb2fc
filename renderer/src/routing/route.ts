// Hash routes. The hash keeps navigation inside the page, which matters because Electron blocks every
// real navigation of the window.
export type Route = { name: 'home' } | { name: 'channel'; streamId: number };

const CHANNEL_ROUTE = /^#\/channel\/(\d{1,15})\/?$/;

export function parseRoute(hash: string): Route {
  const match = CHANNEL_ROUTE.exec(hash);
  if (match?.[1] !== undefined) return { name: 'channel', streamId: Number(match[1]) };
  return { name: 'home' };
}

export function channelHref(streamId: number): string {
  return `#/channel/${streamId}`;
}
