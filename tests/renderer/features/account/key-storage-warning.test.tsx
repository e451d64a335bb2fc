// The weak-key-storage warning (Linux safeStorage's basic_text): main's AppState carries it into the
// store, and the notice and the dismissible bar show it. The browser host can never honestly be in
// that state, so the state is injected here rather than driven end to end.
import { describe, expect, it } from 'vitest';
import {
  KeyStorageBanner,
  KeyStorageWarning,
} from '../../../../renderer/src/features/account/key-storage-warning';
import { createShellStore } from '../../../../renderer/src/state/shell-store';
import { renderMarkup } from '../../../support/intl';
import { appState } from '../../support/factories';

const WARNING = 'No system keyring is available, so your saved API keys are protected only by a password.';

describe('key storage warning', () => {
  it('reaches the store from AppState, and is cleared when main stops sending it', () => {
    const store = createShellStore();
    store.getState().applyAppState(appState({ keyStorageWarning: WARNING }));
    expect(store.getState().session.keyStorageWarning).toBe(WARNING);
    store.getState().applyAppState(appState());
    expect(store.getState().session.keyStorageWarning).toBeUndefined();
  });

  it('is shown as a warning notice, and not at all without one', () => {
    const html = renderMarkup(<KeyStorageWarning warning={WARNING} />);
    expect(html).toContain('notice-warning');
    expect(html).toContain(WARNING);
    expect(renderMarkup(<KeyStorageWarning warning={undefined} />)).toBe('');
  });

  it('opens the signed-in window with a status bar that can be dismissed', () => {
    const html = renderMarkup(<KeyStorageBanner warning={WARNING} />);
    expect(html).toMatch(/^<div role="status"[^>]*tone-warning/);
    expect(html).toContain('Saved API keys are weakly protected.');
    expect(html).toContain(WARNING);
    expect(html).toMatch(/<button[^>]*>Dismiss<\/button>/);
    expect(renderMarkup(<KeyStorageBanner warning={undefined} />)).toBe('');
  });

  it("says its own words in the user's language, and main's warning as main wrote it", () => {
    const html = renderMarkup(<KeyStorageBanner warning={WARNING} />, 'de');
    expect(html).toContain('Gespeicherte API-Schlüssel sind nur schwach geschützt.');
    expect(html).toMatch(/<button[^>]*>Ausblenden<\/button>/);
    expect(html).toContain(WARNING);
  });
});
