// The operation table: every API operation Threadline knows, by name. The server routes, the
// main-process client and the IPC router all look operations up here; the router only in the
// renderer's allow-list, the operations opted in with `renderer: true`.
import type { AnyOperation } from './operation';
import * as auth from './auth';
import * as botStorage from './bot-storage';
import * as channelEmail from './channel-email';
import * as channelFolders from './channel-folders';
import * as drafts from './drafts';
import * as flags from './flags';
import * as messages from './messages';
import * as push from './push';
import * as queue from './queue';
import * as reactions from './reactions';
import * as settings from './settings';
import * as snippets from './snippets';
import * as subscriptions from './subscriptions';
import * as topics from './topics';
import * as typing from './typing';
import * as uploads from './uploads';
import * as userStatus from './user-status';
import * as users from './users';

const modules = [
  auth,
  queue,
  subscriptions,
  topics,
  channelFolders,
  channelEmail,
  messages,
  flags,
  reactions,
  typing,
  users,
  settings,
  userStatus,
  drafts,
  snippets,
  botStorage,
  push,
  uploads,
];

type AllExports = typeof auth &
  typeof queue &
  typeof subscriptions &
  typeof topics &
  typeof channelFolders &
  typeof channelEmail &
  typeof messages &
  typeof flags &
  typeof reactions &
  typeof typing &
  typeof users &
  typeof settings &
  typeof userStatus &
  typeof drafts &
  typeof snippets &
  typeof botStorage &
  typeof push &
  typeof uploads;

/** Every operation by its exported name (which is also its `name`), with its precise type. */
export type Operations = {
  [K in keyof AllExports as AllExports[K] extends AnyOperation ? K : never]: AllExports[K];
};
export type OperationName = keyof Operations & string;

function isOperation(value: unknown): value is AnyOperation {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'params' in value
  );
}

/** Every operation, keyed by its name. */
export const OPERATIONS: ReadonlyMap<string, AnyOperation> = new Map(
  modules.flatMap((module) => Object.values(module).filter(isOperation)).map((op) => [op.name, op]),
);

/** The operations whose definition opts in with `renderer: true`: all the renderer's code can name. */
export type RendererOperationName = {
  [K in OperationName]: Operations[K]['renderer'] extends true ? K : never;
}[OperationName];

/** The same allow-list at run time, for main's router. */
export const RENDERER_OPERATIONS: ReadonlyMap<string, AnyOperation> = new Map(
  [...OPERATIONS].filter(([, op]) => op.renderer),
);

export * from './auth';
export * from './bot-storage';
export * from './channel-email';
export * from './channel-folders';
export * from './drafts';
export * from './flags';
export * from './messages';
export * from './push';
export * from './queue';
export * from './reactions';
export * from './settings';
export * from './snippets';
export * from './subscriptions';
export * from './topics';
export * from './typing';
export * from './uploads';
export * from './user-status';
export * from './users';
export * from './operation';
export * from './envelope';
export * from './wire';
