// The large realm on the reference server, with a bare browser beside it (bare-sign-in.ts), for the
// figures that sign in to it and need nothing else of large-realm.ts: both started, the figures run,
// both stopped. `quick` uses a reduced realm, as the large-realm figures do.
import { startServer, type RunningServer } from '../../server/app';
import { buildSeed } from '../../server/seed';
import { launchBareBrowser, type BareBrowser } from './bare-sign-in';

export async function withLargeRealm<T>(
  quick: boolean,
  run: (server: RunningServer, bare: BareBrowser) => Promise<T>,
): Promise<T> {
  const seeded = buildSeed(
    'large',
    quick ? { size: { users: 2_000, channels: 200, messages: 20_000, unreadForMember: 5_000 } } : {},
  );
  const server = await startServer({ seed: seeded, control: true, log: () => undefined });
  try {
    const bare = await launchBareBrowser();
    try {
      return await run(server, bare);
    } finally {
      await bare.close();
    }
  } finally {
    await server.close();
  }
}
