// Builds what the tests run once before the e2e run, each only if its sources changed: the renderer
// and the web host bundle (the fixture runs it as `npm run web` does), so no stale build is tested.
export default async function globalSetup(): Promise<void> {
  const { buildRenderer, buildWebHost } = await import('../../scripts/build.mjs');
  buildRenderer();
  buildWebHost();
}
