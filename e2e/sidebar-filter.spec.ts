// The channel filter at the top of the sidebar: typing filters the channels by word prefix (folders
// kept, empty ones hidden), "No matching channels", Esc clears and gives the focus back, ArrowDown
// walks into the results and Enter opens the first match.
import { channelId, sidebar } from './support/channels';
import { expect, signIn, test } from './support/fixtures';

test('filters the sidebar channels from the keyboard', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  const channels = sidebar(page);
  const link = (name: string) => channels.getByRole('link', { name, exact: true });
  const group = (name: string) => channels.getByRole('group', { name });
  const filter = channels.getByRole('textbox', { name: 'Filter channels' });
  await expect(link('announcements')).toBeVisible();
  await expect(group('Community')).toBeVisible();

  // Esc with nothing typed just gives the focus back.
  await link('random').focus();
  await filter.focus();
  await filter.press('Escape');
  await expect(link('random')).toBeFocused();

  // Word prefixes, any case: "RAN" finds #random; the Company folder stays, the others go.
  await link('community').focus();
  await filter.focus();
  await filter.fill('RAN');
  await expect(link('random')).toBeVisible();
  await expect(link('announcements')).toHaveCount(0);
  await expect(group('Company')).toBeVisible();
  await expect(group('Community')).toHaveCount(0);
  // Not in the middle of a word.
  await filter.fill('munity');
  await expect(channels.getByText('No matching channels')).toBeVisible();
  await expect(channels.locator('.channel-item')).toHaveCount(0);

  // Esc clears and returns the focus to where it was.
  await filter.press('Escape');
  await expect(filter).toHaveValue('');
  await expect(link('community')).toBeFocused();
  await expect(link('announcements')).toBeVisible();
  await expect(channels.getByText('No matching channels')).toHaveCount(0);

  // ArrowDown moves into the results, ArrowUp from the first goes back to the filter.
  await filter.fill('an');
  await expect(link('random')).toHaveCount(0);
  await filter.press('ArrowDown');
  await expect(link('announcements')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(filter).toBeFocused();

  // Enter opens the first match and clears the filter.
  await filter.fill('comm');
  await filter.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/channel/${channelId(server, 'community')}$`));
  await expect(filter).toHaveValue('');
  await expect(link('announcements')).toBeVisible();
});
