import { describe, expect, it } from 'vitest';
import { levelled } from '../../../../electron/core/session/log';
import { createPushHub } from '../../../../electron/core/session/push-hub';
import type { IpcPush } from '../../../../shared/ipc';

const push: IpcPush = { type: 'connection', accountId: 'acc', state: { status: 'connected', failures: 0 } };

describe('push hub', () => {
  it('tells every listener, past one that throws, until it unsubscribes', () => {
    const warnings: string[] = [];
    const hub = createPushHub(levelled((line) => void warnings.push(line)));
    const first: IpcPush[] = [];
    const second: IpcPush[] = [];
    hub.subscribe((message) => first.push(message));
    hub.subscribe(() => {
      throw new Error('broken host');
    });
    const unsubscribe = hub.subscribe((message) => second.push(message));
    hub.push(push);
    expect([first, second]).toEqual([[push], [push]]);
    expect(warnings.join('\n')).toMatch(/push listener threw/);

    unsubscribe();
    hub.push(push);
    expect([first.length, second.length]).toEqual([2, 1]);
  });
});
