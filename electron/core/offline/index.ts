export { type AccountStateCache, type CachedAccountState, MAX_LOGGED_EVENTS } from './account-state';
export { DEFAULT_CACHE_LIMIT_MB, MB } from './cache-budget';
export { type ConversationCache, EVENT_FORMAT, type MessagesRequest } from './conversation-cache';
export {
  createOfflineStore,
  type OfflineAccount,
  type OfflineStore,
  type OfflineStoreOptions,
} from './offline-store';
export {
  createOutboxRunner,
  type OutboxRunner,
  type OutboxTransport,
  UNDECIDED_REASON,
} from './outbox-runner';
export { createOutboxStore, type OutboxPersistence } from './outbox-store';
export { createOutboxTransport, outboxSendParams } from './outbox-transport';
export type { OutboxEntry, OutboxState, OutboxTarget } from './outbox-types';
