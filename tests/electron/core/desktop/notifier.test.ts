import { describe, expect, it } from 'vitest';
import { toIpcError } from '../../../../electron/core/session/to-ipc-error';
import { plainIntl } from '../../../support/intl';
import type { NotificationRequest, OpenTarget } from '../../../../shared/desktop';
import {
  bringForward,
  createMainNotifier,
  type NativeNotification,
  type NativeNotificationOptions,
  type NotifiedWindow,
} from '../../../../electron/core/desktop/notifier';
import { IpcFailure } from '../../../../electron/core/session/ipc-failure';

/** A fake Electron Notification: records what happened to it, and lets the test click or close it. */
class FakeNotification implements NativeNotification {
  shown = false;
  closed = false;
  private listeners = new Map<string, (() => void)[]>();
  constructor(readonly options: NativeNotificationOptions) {}
  show() {
    this.shown = true;
  }
  close() {
    this.closed = true;
    this.emit('close');
  }
  on(event: 'click' | 'close', listener: () => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit(event: 'click' | 'close') {
    for (const listener of this.listeners.get(event) ?? []) listener();
  }
}

function fakeWindow(state: { minimized?: boolean; visible?: boolean; destroyed?: boolean } = {}) {
  const calls: string[] = [];
  const window: NotifiedWindow = {
    isDestroyed: () => state.destroyed === true,
    isMinimized: () => state.minimized === true,
    restore: () => calls.push('restore'),
    isVisible: () => state.visible !== false,
    show: () => calls.push('show'),
    focus: () => calls.push('focus'),
  };
  return { window, calls };
}

function setup(supported = true, windowState: Parameters<typeof fakeWindow>[0] = {}) {
  const created: FakeNotification[] = [];
  const opened: OpenTarget[] = [];
  const { window, calls } = fakeWindow(windowState);
  const notifier = createMainNotifier({
    isSupported: () => supported,
    create: (options) => {
      const notification = new FakeNotification(options);
      created.push(notification);
      return notification;
    },
    window: () => window,
    open: (target) => opened.push(target),
  });
  return { notifier, created, opened, calls };
}

const request = (over: Partial<NotificationRequest> = {}): NotificationRequest => ({
  accountId: 'a1',
  hash: '#/dm/20/near/7',
  title: 'Rahul Mehta (to you)',
  body: 'Lunch?',
  tag: 'a1:dm:20',
  silent: true,
  ...over,
});

describe('createMainNotifier', () => {
  it('shows a silent notification with the title and body it was given', () => {
    const { notifier, created } = setup();
    notifier.show(request());
    expect(created).toHaveLength(1);
    expect(created[0]?.options).toEqual({ title: 'Rahul Mehta (to you)', body: 'Lunch?', silent: true });
    expect(created[0]?.shown).toBe(true);
    expect(notifier.size()).toBe(1);
  });

  it('replaces the older notification of the same conversation and keeps others', () => {
    const { notifier, created } = setup();
    notifier.show(request({ body: 'first' }));
    notifier.show(request({ tag: 'a1:channel:5:lunch', body: 'other conversation' }));
    notifier.show(request({ body: 'second' }));
    expect(created.map((n) => n.closed)).toEqual([true, false, false]);
    expect(notifier.size()).toBe(2);
  });

  it('on a click brings the window forward and opens the conversation with the composer focused', () => {
    const { notifier, created, opened, calls } = setup(true, { minimized: true, visible: false });
    notifier.show(request());
    created[0]?.emit('click');
    expect(calls).toEqual(['restore', 'show', 'focus']);
    expect(opened).toEqual([{ accountId: 'a1', hash: '#/dm/20/near/7', focusCompose: true }]);
    expect(notifier.size()).toBe(0);
  });

  it('only focuses a window that is already visible and not minimised', () => {
    const { notifier, created, calls } = setup();
    notifier.show(request());
    created[0]?.emit('click');
    expect(calls).toEqual(['focus']);
  });

  it('lets go of a notification the system closed, but not of its replacement', () => {
    const { notifier, created } = setup();
    notifier.show(request({ body: 'first' }));
    notifier.show(request({ body: 'second' }));
    // The first one's close event (from being replaced) must not drop the second.
    expect(notifier.size()).toBe(1);
    created[1]?.emit('close');
    expect(notifier.size()).toBe(0);
  });

  it('closes everything when asked (the window got the focus)', () => {
    const { notifier, created } = setup();
    notifier.show(request());
    notifier.show(request({ tag: 'a1:channel:5:lunch' }));
    notifier.closeAll();
    expect(created.every((n) => n.closed)).toBe(true);
    expect(notifier.size()).toBe(0);
  });

  it('refuses with a clear message where the system has no notifications', () => {
    const { notifier, created } = setup(false);
    expect(() => notifier.show(request())).toThrow(IpcFailure);
    expect(() => notifier.show(request())).toThrow(/does not show notifications/);
    expect(created).toHaveLength(0);
    // The window is told in its language (the router formats the failure with main's intl).
    let refusal: unknown;
    try {
      notifier.show(request());
    } catch (err) {
      refusal = err;
    }
    expect(toIpcError(refusal, plainIntl('de')).message).toBe(
      'Dieses System zeigt keine Benachrichtigungen an (es läuft kein Benachrichtigungsdienst).',
    );
  });
});

describe('bringForward', () => {
  it('leaves a destroyed window (or none) alone', () => {
    const { window, calls } = fakeWindow({ destroyed: true, minimized: true });
    bringForward(window);
    bringForward(undefined);
    expect(calls).toEqual([]);
  });
});
