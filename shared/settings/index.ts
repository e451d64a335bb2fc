// The user-settings catalogue and its checks, for the reference server, the API client and the UI.
export * from './catalog';
export * from './validate';
