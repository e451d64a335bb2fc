// The bridge's WebSocket under hostile input: handshakes without our Origin, from a foreign Host or
// without a session secret are refused; oversized, non-JSON, non-invoke and binary frames close the
// socket with a code and reason; a failing router still answers. After each, the host serves again.
import type WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BRIDGE_FRAME_BYTES } from '../../../../shared/ipc';
import {
  closed,
  nextMessage,
  openBridge,
  rawExchange,
  startWebHarness,
  statusOf,
  type WebHarness,
} from './web-server-harness';

let h: WebHarness;
beforeEach(async () => {
  h = await startWebHarness();
});
afterEach(() => h.close());

async function expectStillServing(): Promise<void> {
  expect((await fetch(`${h.origin}/`)).status).toBe(200);
  const outcome = await openBridge(h.port, `?secret=${await h.secret()}`, { origin: h.origin });
  if (!('opened' in outcome)) throw new Error(`the bridge refused a good handshake (${outcome.status})`);
  outcome.opened.send(JSON.stringify({ t: 'invoke', id: 9, name: 'app.state', params: {} }));
  expect(await nextMessage(outcome.opened)).toMatchObject({ t: 'result', id: 9, result: { ok: true } });
  outcome.opened.close();
}

async function openGood(): Promise<WebSocket> {
  const outcome = await openBridge(h.port, `?secret=${await h.secret()}`, { origin: h.origin });
  if (!('opened' in outcome)) throw new Error(`refused (${outcome.status})`);
  return outcome.opened;
}

describe('web server: bridge handshake', () => {
  it('refuses a handshake without Origin, with a foreign Origin, or without a valid secret', async () => {
    const secret = await h.secret();
    expect(await openBridge(h.port, `?secret=${secret}`, {})).toEqual({ status: 403 });
    expect(await openBridge(h.port, `?secret=${secret}`, { origin: 'http://evil.example' })).toEqual({
      status: 403,
    });
    expect(
      await openBridge(h.port, `?secret=${secret}`, { origin: `http://127.0.0.1:${h.port + 1}` }),
    ).toEqual({
      status: 403,
    });
    expect(await openBridge(h.port, '?secret=wrong', { origin: h.origin })).toEqual({ status: 403 });
    // The launch token itself opens nothing: only the secret it was exchanged for.
    expect(await openBridge(h.port, `?secret=${h.access.issueToken()}`, { origin: h.origin })).toEqual({
      status: 403,
    });
    await expectStillServing();
  });

  it('refuses an upgrade with a foreign Host or a malformed target, on the raw socket', async () => {
    const upgrade = (target: string, host: string) =>
      rawExchange(
        h.port,
        `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        true,
      );
    const secret = await h.secret();
    expect(statusOf(await upgrade(`/bridge?secret=${secret}`, `rebound.example:${h.port}`))).toBe(421);
    expect(statusOf(await upgrade('//[', `127.0.0.1:${h.port}`))).toBe(400);
    expect(statusOf(await upgrade('/elsewhere', `127.0.0.1:${h.port}`))).toBe(400);
    expect(statusOf(await upgrade(`/bridge?secret=${secret}`, `localhost:${h.port}`))).toBe(101);
    await expectStillServing();
  });
});

describe('web server: bridge frames', () => {
  it('answers an invoke, and a router that throws with an internal error', async () => {
    const ws = await openGood();
    ws.send(JSON.stringify({ t: 'invoke', id: 1, name: 'x', params: { a: 1 } }));
    expect(await nextMessage(ws)).toEqual({
      t: 'result',
      id: 1,
      result: { ok: true, value: { name: 'x', params: { a: 1 } } },
    });
    ws.send(JSON.stringify({ t: 'invoke', id: 2, name: 'boom', params: {} }));
    expect(await nextMessage(ws)).toMatchObject({
      id: 2,
      result: { ok: false, error: { kind: 'internal' } },
    });
    ws.close();
    await expectStillServing();
  });

  it('closes with 1009 on a frame over the limit, and stays up', async () => {
    const ws = await openGood();
    const done = closed(ws);
    ws.send('x'.repeat(MAX_BRIDGE_FRAME_BYTES + 1));
    expect((await done).code).toBe(1009);
    expect(h.logs.join('\n')).toMatch(/Max payload size exceeded/);
    await expectStillServing();
  });

  it.each([
    ['not JSON', 'hello {', 1007, /not JSON/],
    ['JSON but not an invoke', '{"t":"result","id":1}', 1008, /not an invoke/],
    ['an invoke without an id', '{"t":"invoke","name":"app.state"}', 1008, /not an invoke/],
    ['JSON null', 'null', 1008, /not an invoke/],
  ])('closes on a frame that is %s, with a reason', async (_what, frame, code, reason) => {
    const ws = await openGood();
    const done = closed(ws);
    ws.send(frame);
    const { code: got, reason: said } = await done;
    expect(got).toBe(code);
    expect(said).toMatch(reason);
    await expectStillServing();
  });

  it('closes on a binary frame and on invalid UTF-8 text', async () => {
    const binary = await openGood();
    const done = closed(binary);
    binary.send(Buffer.from('{"t":"invoke","id":1}'), { binary: true });
    expect(await done).toEqual({ code: 1003, reason: 'binary frames are not accepted' });
    const text = await openGood();
    const broken = closed(text);
    text.send(Buffer.from([0xff, 0xfe, 0xfd]), { binary: false });
    expect((await broken).code).toBe(1007);
    await expectStillServing();
  });
});
