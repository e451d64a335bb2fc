// Helpers of the settings specs: the server's truth about one user, a change made from another
// device, a value different from the current one for any catalogue entry, operating a setting's
// control the way a person would, and opening the settings view at a section.
import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app';
import { CATALOGUE_LOCALES } from '../../shared/i18n/locales';
import {
  LANGUAGES,
  NOTIFICATION_SOUNDS,
  type CatalogEntry,
  type SettingValue,
} from '../../shared/settings/catalog';
import { actAs, expect } from './fixtures';

export async function truth(server: RunningServer, userId: number): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/__control/truth?user_id=${userId}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function truthSettings(server: RunningServer, userId: number): Promise<Record<string, unknown>> {
  return (await truth(server, userId)).user_settings as Record<string, unknown>;
}

/** Changes the user's settings as another device would (the server sends the event), and checks it took them. */
export async function changeElsewhere(
  server: RunningServer,
  userId: number,
  changes: Record<string, unknown>,
): Promise<void> {
  const answer = await actAs(server, userId, 'PATCH', '/settings', changes);
  expect(answer.result).toBe('success');
}

/** A valid value other than `current`, so every change is a real change the server echoes. */
export function differentValue(entry: CatalogEntry, current: unknown): SettingValue {
  const firstOther = (values: readonly SettingValue[]) => {
    const found = values.find((value) => value !== current);
    if (found === undefined) throw new Error(`no other value for ${entry.name}`);
    return found;
  };
  switch (entry.kind) {
    case 'boolean':
      return current !== true;
    case 'integer': {
      const now = typeof current === 'number' ? current : (entry.min ?? 0);
      return entry.max !== undefined && now + 1 > entry.max ? now - 1 : now + 1;
    }
    case 'integer-choice':
    case 'string-choice':
      return firstOther((entry.choices ?? []).map((choice) => choice.value));
    case 'language':
      // One the app has no catalogue for, so the interface stays English for the steps after it
      // (e2e/i18n-settings.spec.ts switches to German on purpose).
      return firstOther(
        LANGUAGES.map((language) => language.code).filter(
          (code) => !(CATALOGUE_LOCALES as readonly string[]).includes(code),
        ),
      );
    case 'sound':
      return firstOther(NOTIFICATION_SOUNDS);
    case 'timezone':
      return firstOther(['Europe/Berlin', 'Asia/Tokyo']);
    default:
      throw new Error(`${entry.name} is an account field, not a setting`);
  }
}

/** Changes one setting through its control (and confirms the drafts dialog when it appears). */
export async function operate(page: Page, entry: CatalogEntry, value: SettingValue): Promise<void> {
  const control = page.getByTestId(`setting-${entry.name}`);
  if (entry.kind === 'boolean') {
    if (entry.name === 'enable_drafts_synchronization' && value === false) {
      // The switch stays on until the confirmation is answered.
      await control.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Turn off and delete drafts' }).click();
    } else {
      await control.setChecked(value === true);
    }
  } else if (entry.kind === 'integer') {
    await control.fill(String(value));
    await control.press('Enter');
  } else {
    await control.selectOption(String(value));
  }
}

/** The control shows `value` (as the store holds it once the status says Saved). */
export async function expectShown(page: Page, entry: CatalogEntry, value: SettingValue): Promise<void> {
  const control = page.getByTestId(`setting-${entry.name}`);
  if (entry.kind === 'boolean') {
    if (value === true) await expect(control).toBeChecked();
    else await expect(control).not.toBeChecked();
  } else {
    await expect(control).toHaveValue(String(value));
  }
}

/** Opens the section `title`; `sections` names the navigation in a window in another language. */
export async function openSection(page: Page, title: string, sections = 'Settings sections'): Promise<void> {
  await page.getByRole('navigation', { name: sections }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** Opens the settings view from the signed-in window, at `section` when one is named. */
export async function openSettingsView(page: Page, section?: string): Promise<void> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Settings sections' })).toBeVisible();
  if (section !== undefined) await openSection(page, section);
}
