import { describe, expect, it } from 'vitest';
import type { NotificationRequest } from '../../../../shared/desktop';
import {
  createMainPresenter,
  createPagePresenter,
  PERMISSION_REASONS,
  type PageNotification,
  type PageNotificationApi,
} from '../../../../renderer/src/features/notifications/notification-presenter';
import { createFakeBridge } from '../../support/fake-bridge';

const request = (over: Partial<NotificationRequest> = {}): NotificationRequest => ({
  accountId: 'a1',
  hash: '#/dm/20/near/9',
  title: 'Rahul Mehta (to you)',
  body: 'Lunch?',
  tag: 'a1:dm:20',
  silent: true,
  ...over,
});

/** A fake of the page's Notification API that keeps every notification made. */
function fakeApi(permission: NotificationPermission) {
  const made: { title: string; options: NotificationOptions; closed: boolean; click(): void }[] = [];
  const api = class implements PageNotification {
    static permission = permission;
    static requestPermission = async () => {
      api.permission = 'granted';
      return api.permission;
    };
    private readonly listeners = new Map<string, (() => void)[]>();
    private readonly entry;
    constructor(title: string, options: NotificationOptions) {
      this.entry = { title, options, closed: false, click: () => this.emit('click') };
      made.push(this.entry);
    }
    addEventListener(type: 'click' | 'close', listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    emit(type: 'click' | 'close') {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
    close() {
      this.entry.closed = true;
      this.emit('close');
    }
  };
  return { api: api as PageNotificationApi & { permission: NotificationPermission }, made };
}

describe('createPagePresenter', () => {
  it('shows a silent notification with the tag, replacing the older one of the same conversation', async () => {
    const { api, made } = fakeApi('granted');
    const presenter = createPagePresenter(api, () => undefined);
    expect(await presenter.show(request({ body: 'first' }))).toEqual({ ok: true });
    expect(await presenter.show(request({ body: 'second' }))).toEqual({ ok: true });
    expect(made.map((m) => [m.options.body, m.options.tag, m.options.silent, m.closed])).toEqual([
      ['first', 'a1:dm:20', true, true],
      ['second', 'a1:dm:20', true, false],
    ]);
  });

  it('on a click closes the notification and opens its target', async () => {
    const { api, made } = fakeApi('granted');
    const clicked: NotificationRequest[] = [];
    const presenter = createPagePresenter(api, (r) => clicked.push(r));
    await presenter.show(request());
    made[0]?.click();
    expect(clicked).toEqual([request()]);
    expect(made[0]?.closed).toBe(true);
  });

  it('says plainly why nothing was shown without permission, and asks for it', async () => {
    const denied = createPagePresenter(fakeApi('denied').api, () => undefined);
    expect(await denied.show(request())).toEqual({ ok: false, reason: PERMISSION_REASONS.denied });
    const { api, made } = fakeApi('default');
    const undecided = createPagePresenter(api, () => undefined);
    expect(await undecided.show(request())).toEqual({ ok: false, reason: PERMISSION_REASONS.default });
    expect(await undecided.requestPermission()).toBe('granted');
    expect(await undecided.show(request())).toEqual({ ok: true });
    expect(made).toHaveLength(1);
    const none = createPagePresenter(undefined, () => undefined);
    expect(none.permission()).toBe('unsupported');
    expect(await none.show(request())).toEqual({ ok: false, reason: PERMISSION_REASONS.unsupported });
  });

  it('closes everything it shows when asked (the window got the focus)', async () => {
    const { api, made } = fakeApi('granted');
    const presenter = createPagePresenter(api, () => undefined);
    await presenter.show(request());
    await presenter.show(request({ tag: 'a1:stream:3:lunch' }));
    presenter.closeAll();
    expect(made.every((m) => m.closed)).toBe(true);
  });
});

describe('createMainPresenter', () => {
  it("hands the request to main and passes on main's refusal", async () => {
    const bridge = createFakeBridge({ 'notification.show': { ok: true, value: null } });
    expect(await createMainPresenter(bridge).show(request())).toEqual({ ok: true });
    expect(bridge.calls).toEqual([{ name: 'notification.show', params: request() }]);
    bridge.answers['notification.show'] = {
      ok: false,
      error: { kind: 'invalid-request', message: 'This system does not show notifications.' },
    };
    expect(await createMainPresenter(bridge).show(request())).toEqual({
      ok: false,
      reason: 'This system does not show notifications.',
    });
  });
});
