export {
  createIpcRouter,
  isIpcCallName,
  type IpcRouter,
  type IpcRouterOptions,
  type IpcSession,
} from './router';
