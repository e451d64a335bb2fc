import { describe, expect, it } from 'vitest';
import { levelled } from '../../../../electron/core/session/log';
import { createPushHub } from '../../../../electron/core/session/push-hub';
import { recordAhead, type RecordedAhead } from './ahead-recorder';

const ahead = { accountId: 'acc', generation: 1 };

describe('push hub: answers streamed ahead', () => {
  it('opens no stream when no listener takes the answer', () => {
    const hub = createPushHub(levelled(() => {}));
    expect(hub.openAhead(ahead)).toBeUndefined();
    hub.subscribeAhead(() => undefined);
    expect(hub.openAhead(ahead)).toBeUndefined();
  });

  it('streams to every listener that takes it, past one that throws', async () => {
    const warnings: string[] = [];
    const hub = createPushHub(levelled((line) => void warnings.push(line)));
    const first: RecordedAhead[] = [];
    const second: RecordedAhead[] = [];
    hub.subscribeAhead((given) => recordAhead(first, given));
    hub.subscribeAhead(() => {
      throw new Error('broken host');
    });
    const unsubscribe = hub.subscribeAhead((given) => recordAhead(second, given));
    const stream = hub.openAhead(ahead)!;
    stream.write(Buffer.from('{"a":'));
    stream.write(Buffer.from('1}'));
    await stream.end();
    expect([first[0]?.text(), second[0]?.text()]).toEqual(['{"a":1}', '{"a":1}']);
    expect([first[0]?.outcome, second[0]?.outcome]).toEqual(['ended', 'ended']);
    expect(warnings.join('\n')).toMatch(/snapshot-ahead listener threw/);

    unsubscribe();
    hub.openAhead(ahead)!.abort();
    expect(first.map((record) => record.outcome)).toEqual(['ended', 'aborted']);
    expect(second).toHaveLength(1);
  });
});
