// Builds the renderer once before the e2e run, if its sources changed.
export default async function globalSetup(): Promise<void> {
  const { buildRenderer } = await import('../../scripts/build.mjs');
  buildRenderer();
}
