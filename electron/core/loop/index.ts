export { createApiTransport, type ApiTransportOptions } from './api-transport';
export { Backoff, TRANSIENT_BACKOFF, UNEXPECTED_BACKOFF } from './backoff';
export { checkBatch, isHeartbeat } from './batch';
export { createEventLoop, EventLoop, type EventLoopOptions } from './event-loop';
export { DEFAULT_LONGPOLL_SECONDS, POLL_TIMEOUT_MARGIN_MS } from './queue';
export { systemClock } from './types';
export type {
  Clock,
  ConnectionState,
  ConnectionStatus,
  EventLoopCallbacks,
  EventLoopLogger,
  EventTransport,
  GetEventsRequest,
  Random,
  RawEvent,
  RegisterResult,
  ServerInfo,
} from './types';
