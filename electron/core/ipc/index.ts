export {
  createIpcRouter,
  runUpload,
  isIpcCallName,
  type IpcRouter,
  type IpcRouterOptions,
  type IpcSession,
} from './router';
