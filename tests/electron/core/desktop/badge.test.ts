import { describe, expect, it } from 'vitest';
import { badgePlan, overlayIcon, trayLook } from '../../../../electron/core/desktop/badge';
import { plainIntl } from '../../../support/intl';

describe('badgePlan', () => {
  it('gives macOS and Linux the number for app.setBadgeCount', () => {
    expect(badgePlan('darwin', 7, plainIntl())).toEqual({ via: 'badge-count', count: 7 });
    expect(badgePlan('linux', 0, plainIntl())).toEqual({ via: 'badge-count', count: 0 });
    expect(badgePlan('linux', 1234, plainIntl())).toEqual({ via: 'badge-count', count: 1234 });
  });

  it('gives Windows an overlay picture and a description, and clears it at zero', () => {
    expect(badgePlan('win32', 1, plainIntl())).toEqual({
      via: 'overlay',
      icon: 'badge-1',
      description: '1 unread message',
    });
    expect(badgePlan('win32', 9, plainIntl())).toEqual({
      via: 'overlay',
      icon: 'badge-9',
      description: '9 unread messages',
    });
    expect(badgePlan('win32', 10, plainIntl())).toEqual({
      via: 'overlay',
      icon: 'badge-9plus',
      description: '10 unread messages',
    });
    expect(badgePlan('win32', 0, plainIntl())).toEqual({ via: 'overlay', icon: null, description: '' });
  });

  it('treats a negative, fractional or non-finite count as what it can show', () => {
    expect(badgePlan('darwin', -3, plainIntl())).toEqual({ via: 'badge-count', count: 0 });
    expect(badgePlan('darwin', 2.7, plainIntl())).toEqual({ via: 'badge-count', count: 2 });
    expect(badgePlan('win32', Number.NaN, plainIntl())).toMatchObject({ icon: null });
    expect(overlayIcon(5)).toBe('badge-5');
  });
});

describe('trayLook', () => {
  it('shows unread messages and a pause, the pause winning the picture', () => {
    expect(trayLook('linux', 0, false, plainIntl())).toEqual({
      image: 'tray',
      file: 'tray.png',
      tooltip: 'Threadline',
    });
    expect(trayLook('win32', 3, false, plainIntl())).toEqual({
      image: 'tray-unread',
      file: 'tray-unread.png',
      tooltip: 'Threadline: 3 unread messages',
    });
    expect(trayLook('linux', 3, true, plainIntl())).toEqual({
      image: 'tray-paused',
      file: 'tray-paused.png',
      tooltip: 'Threadline: 3 unread messages, notifications paused',
    });
  });

  it("takes macOS's template images", () => {
    expect(trayLook('darwin', 0, false, plainIntl()).file).toBe('trayTemplate.png');
    expect(trayLook('darwin', 2, false, plainIntl()).file).toBe('trayUnreadTemplate.png');
    expect(trayLook('darwin', 0, true, plainIntl()).file).toBe('trayPausedTemplate.png');
  });
});

describe("in the window's language", () => {
  it('says the unread count and the pause in German', () => {
    expect(trayLook('linux', 3, true, plainIntl('de')).tooltip).toBe(
      'Threadline: 3 ungelesene Nachrichten, Benachrichtigungen pausiert',
    );
    expect(trayLook('linux', 1, false, plainIntl('de')).tooltip).toBe('Threadline: 1 ungelesene Nachricht');
    expect(badgePlan('win32', 2, plainIntl('de'))).toMatchObject({ description: '2 ungelesene Nachrichten' });
  });
});
