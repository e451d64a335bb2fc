// Shared data-object schemas (Zod) and their types. Objects the server sends are loose: unknown
// fields are kept, so a newer server never breaks parsing. Enum-like values the server may extend
// are typed as plain numbers/strings; the named constants document the values known today.
export * from './attachment';
export * from './channel';
export * from './channel-folder';
export * from './custom-profile-field';
export * from './default-channel-group';
export * from './device';
export * from './draft';
export * from './edit-history';
export * from './group-setting';
export * from './message';
export * from './muted-user';
export * from './navigation-view';
export * from './presence';
export * from './reaction';
export * from './realm-emoji';
export * from './saved-snippet';
export * from './scheduled-message';
export * from './submessage';
export * from './subscription';
export * from './topic';
export * from './unread';
export * from './user';
export * from './user-group';
export * from './user-status';
export * from './user-topic';
