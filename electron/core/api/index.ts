export {
  ApiError,
  isAborted,
  isApiError,
  isAuthFailure,
  isBadEventQueue,
  isTransient,
  type ApiErrorDetail,
  type ApiErrorKind,
} from './errors';
export {
  basicAuthHeader,
  createApiClient,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUT_MS,
  normalizeRealmUrl,
  type ApiClient,
  type ApiClientOptions,
  type ApiLogger,
  type CallOptions,
} from './client';
export { classifyFetchFailure } from './fetch-failure';
export { interpretResponse } from './interpret-response';
