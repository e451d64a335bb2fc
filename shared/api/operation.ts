// The shape every API operation is written in. One definition serves the reference server (which
// decodes and validates requests with it), the main-process API client (which encodes requests and
// validates responses with it) and the IPC router (which validates renderer input with it).
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** required: HTTP Basic credentials; none: never authenticated; optional: either (public access). */
export type AuthMode = 'required' | 'none' | 'optional';

export interface OperationDef<
  Name extends string = string,
  P extends z.ZodObject = z.ZodObject,
  R extends z.ZodType = z.ZodType,
  A extends AuthMode = AuthMode,
  Rn extends boolean = boolean,
> {
  readonly name: Name;
  readonly method: HttpMethod;
  /** Relative to `/api/v1`; path parameters are written `{name}` and are also fields of `params`. */
  readonly path: string;
  readonly params: P;
  /** The success body beyond `result`, `msg` and `ignored_parameters_unsupported`. */
  readonly response: R;
  /** The lowest `zulip_feature_level` at which the server offers the operation in this form. */
  readonly minFeatureLevel: number;
  readonly auth: A;
  readonly summary: string;
  /**
   * True only for operations the renderer may ask main to run (the `api` IPC call). Everything else
   * (the event queue, the password exchange, whatever no screen needs) stays in main: the renderer's
   * types cannot name it and main's router refuses it.
   */
  readonly renderer: Rn;
}

export type AnyOperation = OperationDef<string, z.ZodObject, z.ZodType, AuthMode, boolean>;

export function defineOperation<
  Name extends string,
  P extends z.ZodObject,
  R extends z.ZodType,
  A extends AuthMode = 'required',
  Rn extends boolean = false,
>(
  def: Omit<OperationDef<Name, P, R, A, Rn>, 'auth' | 'minFeatureLevel' | 'renderer'> & {
    auth?: A;
    minFeatureLevel?: number;
    renderer?: Rn;
  },
): OperationDef<Name, P, R, A, Rn> {
  return { auth: 'required' as A, minFeatureLevel: 0, renderer: false as Rn, ...def };
}

/** What a caller passes: the schema's input type (defaults may be left out). */
export type ParamsOf<O extends AnyOperation> = z.input<O['params']>;
/** What a handler receives after decoding: the schema's output type. */
export type DecodedParamsOf<O extends AnyOperation> = z.output<O['params']>;
export type ResponseOf<O extends AnyOperation> = z.output<O['response']>;

/** Placeholders of a path template, in order: `/users/{user_id}/x` → `['user_id']`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** The empty success body, for operations that answer with only result and msg. */
export const emptyResponse = z.object({});
