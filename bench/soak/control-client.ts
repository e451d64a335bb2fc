// The reference server's control API over HTTP, as the soak drives it: acting as any user,
// injecting faults, expiring queues, restarting, and reading the truth for one user.

export interface ActOutcome {
  ok: boolean;
  status: number;
  body: Record<string, unknown>;
}

export interface ControlClient {
  act(userId: number, method: string, path: string, params?: Record<string, unknown>): Promise<ActOutcome>;
  post(path: string, body?: unknown): Promise<ActOutcome>;
  remove(path: string): Promise<ActOutcome>;
  truth(userId: number): Promise<Record<string, unknown>>;
}

export function controlClient(serverUrl: string): ControlClient {
  const call = async (method: string, path: string, body?: unknown): Promise<ActOutcome> => {
    const response = await fetch(`${serverUrl}/__control${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as Record<string, unknown>;
    return { ok: response.ok && json.result === 'success', status: response.status, body: json };
  };
  return {
    act: (userId, method, path, params = {}) =>
      call('POST', '/act', { user_id: userId, method, path, params }),
    post: (path, body = {}) => call('POST', path, body),
    remove: (path) => call('DELETE', path),
    async truth(userId) {
      const outcome = await call('GET', `/truth?user_id=${userId}`);
      if (!outcome.ok) throw new Error(`truth failed: ${JSON.stringify(outcome.body).slice(0, 200)}`);
      return outcome.body;
    },
  };
}
