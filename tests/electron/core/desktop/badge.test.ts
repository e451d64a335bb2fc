import { describe, expect, it } from 'vitest';
import { badgePlan, overlayIcon, trayLook } from '../../../../electron/core/desktop/badge';

describe('badgePlan', () => {
  it('gives macOS and Linux the number for app.setBadgeCount', () => {
    expect(badgePlan('darwin', 7)).toEqual({ via: 'badge-count', count: 7 });
    expect(badgePlan('linux', 0)).toEqual({ via: 'badge-count', count: 0 });
    expect(badgePlan('linux', 1234)).toEqual({ via: 'badge-count', count: 1234 });
  });

  it('gives Windows an overlay picture and a description, and clears it at zero', () => {
    expect(badgePlan('win32', 1)).toEqual({
      via: 'overlay',
      icon: 'badge-1',
      description: '1 unread message',
    });
    expect(badgePlan('win32', 9)).toEqual({
      via: 'overlay',
      icon: 'badge-9',
      description: '9 unread messages',
    });
    expect(badgePlan('win32', 10)).toEqual({
      via: 'overlay',
      icon: 'badge-9plus',
      description: '10 unread messages',
    });
    expect(badgePlan('win32', 0)).toEqual({ via: 'overlay', icon: null, description: '' });
  });

  it('treats a negative, fractional or non-finite count as what it can show', () => {
    expect(badgePlan('darwin', -3)).toEqual({ via: 'badge-count', count: 0 });
    expect(badgePlan('darwin', 2.7)).toEqual({ via: 'badge-count', count: 2 });
    expect(badgePlan('win32', Number.NaN)).toMatchObject({ icon: null });
    expect(overlayIcon(5)).toBe('badge-5');
  });
});

describe('trayLook', () => {
  it('shows unread messages and a pause, the pause winning the picture', () => {
    expect(trayLook('linux', 0, false)).toEqual({ image: 'tray', file: 'tray.png', tooltip: 'Threadline' });
    expect(trayLook('win32', 3, false)).toEqual({
      image: 'tray-unread',
      file: 'tray-unread.png',
      tooltip: 'Threadline: 3 unread messages',
    });
    expect(trayLook('linux', 3, true)).toEqual({
      image: 'tray-paused',
      file: 'tray-paused.png',
      tooltip: 'Threadline: 3 unread messages, notifications paused',
    });
  });

  it("takes macOS's template images", () => {
    expect(trayLook('darwin', 0, false).file).toBe('trayTemplate.png');
    expect(trayLook('darwin', 2, false).file).toBe('trayUnreadTemplate.png');
    expect(trayLook('darwin', 0, true).file).toBe('trayPausedTemplate.png');
  });
});
