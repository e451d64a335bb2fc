// Opening and closing the settings: the place to return to is kept in the UI store (a fresh one per
// test), so closing goes back to where the user was, and a second window's store is not shared.
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  closeSettings,
  openSettings,
  type SettingsNavigation,
} from '../../../../renderer/src/features/settings/settings-navigation';
import { uiState } from '../../../../renderer/src/state/ui';

function freshNavigation(hash: string): SettingsNavigation {
  return { location: { hash }, ui: createStore(uiState) };
}

describe('settings navigation', () => {
  it('remembers where the user was in the UI store and returns there on close', () => {
    const nav = freshNavigation('#/channel/5');
    openSettings('display', nav);
    expect(nav.location.hash).toBe('#/settings/display');
    expect(nav.ui.getState().settingsReturnHash).toBe('#/channel/5');

    closeSettings(nav);
    expect(nav.location.hash).toBe('#/channel/5');
    expect(nav.ui.getState().settingsReturnHash).toBeNull();
  });

  it('keeps the first place when moving between sections', () => {
    const nav = freshNavigation('#/inbox');
    openSettings('account', nav);
    openSettings('notifications', nav);
    expect(nav.location.hash).toBe('#/settings/notifications');
    closeSettings(nav);
    expect(nav.location.hash).toBe('#/inbox');
  });

  it('goes home when nothing was remembered (settings opened by address)', () => {
    const nav = freshNavigation('#/settings/account');
    closeSettings(nav);
    expect(nav.location.hash).toBe('#/');
  });

  it('treats an empty address as home', () => {
    const nav = freshNavigation('');
    openSettings('account', nav);
    expect(nav.ui.getState().settingsReturnHash).toBe('#/');
  });

  it('keeps one store per window: another store is untouched', () => {
    const first = freshNavigation('#/recent');
    const second = freshNavigation('#/starred');
    openSettings('account', first);
    expect(second.ui.getState().settingsReturnHash).toBeNull();
  });
});
