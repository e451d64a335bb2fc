export { createSession } from './session';
export { toIpcError, describeZodError } from './to-ipc-error';
export { IpcFailure, invalidRequest } from './ipc-failure';
export { normalizeServerUrl, isLoopbackHost } from './server-url';
export { parseZuliprc, type Zuliprc } from './zuliprc';
export { REGISTER_PARAMS } from './register-params';
export { formatLogLine, levelled, type CoreLog, type LevelledLog } from './log';
export type { DemoLogin, Session, SessionHooks, SessionOptions } from './types';
export type { PushListener } from './push-hub';
