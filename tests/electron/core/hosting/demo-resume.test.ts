// After the session starts, the in-process demo server is started again for any signed-in account
// on it, not only the shown one, and the connections that found it down try again at once.
import { describe, expect, it } from 'vitest';
import { resumeDemo } from '../../../../electron/core/hosting/demo';

describe('resumeDemo', () => {
  it('asks about every signed-in realm once, then has the connections retry', async () => {
    const asked: string[] = [];
    let retries = 0;
    const session = {
      state: () => ({
        accounts: [
          { realmUrl: 'https://chat.example' },
          { realmUrl: 'http://127.0.0.1:4100' },
          { realmUrl: 'http://127.0.0.1:4100' },
        ],
      }),
      retryNow: () => void (retries += 1),
    };
    await resumeDemo({ resumeFor: async (url) => void asked.push(url ?? '') }, session);
    expect(asked).toEqual(['https://chat.example', 'http://127.0.0.1:4100']);
    expect(retries).toBe(1);
  });

  it('does nothing without accounts', async () => {
    let retries = 0;
    await resumeDemo(
      { resumeFor: async () => undefined },
      { state: () => ({ accounts: [] }), retryNow: () => void (retries += 1) },
    );
    expect(retries).toBe(0);
  });
});
