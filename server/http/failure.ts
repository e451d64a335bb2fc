// Errors a route throws to answer with the error envelope (spec convention 4).

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    msg: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(msg);
  }
}

export const badRequest = (msg: string, extra?: Record<string, unknown>): ApiFailure =>
  new ApiFailure(400, 'BAD_REQUEST', msg, extra);

export const failure = (
  status: number,
  code: string,
  msg: string,
  extra?: Record<string, unknown>,
): ApiFailure => new ApiFailure(status, code, msg, extra);

export const invalidChannelId = (): ApiFailure => badRequest('Invalid channel ID');

export const notFound = (msg: string): ApiFailure => new ApiFailure(404, 'BAD_REQUEST', msg);
