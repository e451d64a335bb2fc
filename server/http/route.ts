// How a server route is written: an operation from shared/api plus a handler that receives the
// decoded parameters and the calling user.
import type { AnyOperation, DecodedParamsOf, ResponseOf } from '../../shared/api/operation';
import type { QueueManager } from '../events/queue-manager';
import type { Realm } from '../realm/realm';
import type { UserRecord } from '../realm/types';
import type { FilePart } from './request';

export interface ServerConfig {
  /** Answer with the success envelope only after validating it against the shared schema (tests). */
  validateResponses: boolean;
}

export interface HandlerContext {
  realm: Realm;
  queues: QueueManager;
  /** The authenticated caller; undefined only on routes whose auth is 'none' or 'optional'. */
  user: UserRecord | undefined;
  /** Names a parameter in ignored_parameters_unsupported (unsupported, or unchanged where the spec says so). */
  ignore(name: string): void;
  /** Aborted when the client goes away (long polls listen to it). */
  signal: AbortSignal;
  /** Ends the request at the socket level, without an answer. */
  cut(): void;
  /** The file parts of a multipart body (POST /user_uploads); empty otherwise. */
  files: FilePart[];
}

export interface AuthedContext extends HandlerContext {
  user: UserRecord;
}

export type Handler<O extends AnyOperation> = (
  ctx: O['auth'] extends 'required' ? AuthedContext : HandlerContext,
  params: DecodedParamsOf<O>,
) => ResponseOf<O> | Promise<ResponseOf<O>>;

export interface Route<O extends AnyOperation = AnyOperation> {
  op: O;
  handler: Handler<O>;
}

export function route<O extends AnyOperation>(op: O, handler: Handler<O>): Route {
  return { op, handler } as unknown as Route;
}
