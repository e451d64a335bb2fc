// Types for scripts/build.mjs, which is plain JavaScript so that it runs before anything is installed.
export function buildRenderer(options?: { force?: boolean }): void;
export function buildElectron(options?: { force?: boolean }): void;
