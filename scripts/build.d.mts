// Types for scripts/build.mjs, which is plain JavaScript so that it runs before anything is installed.
export const WEB_HOST_BUNDLE: string;
export function newestMtime(paths: string[]): number;
export function isStale(output: string, inputs: string[]): boolean;
export function buildRenderer(options?: { force?: boolean }): void;
export function buildWebHost(options?: { force?: boolean }): string;
export const ICONS_SOURCE: string;
export const ICONS_TARGET: string;
export function buildElectron(options?: { force?: boolean }): void;
