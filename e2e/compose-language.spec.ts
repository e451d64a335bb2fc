// Issue 20, the user's language, in compose: when default_language changes (the server's event), the
// compose box switches live, keeping what was typed: its names and placeholder, the length counter
// with the language's plural and digit grouping, the typing line with the language's "and", and an
// upload refused for its size with the language's units. Only this area's words are checked, so the
// spec holds whatever language other parts of the window speak.
import { otherMember, openRoute, sharedChannel, signInReady, topicRoute } from './support/compose';
import { actAs, expect, test } from './support/fixtures';
import { changeElsewhere } from './support/settings-helpers';

test.describe('with a 1 MiB upload limit', () => {
  test.use({ serverOptions: { maxFileUploadMib: 1 } });

  test('compose, its counter, the typing line and an upload refusal follow default_language live', async ({
    page,
    app,
    server,
    me,
  }) => {
    const other = otherMember(server, me);
    const admin = server.accounts.find((a) => a.role === 200);
    if (!admin) throw new Error('the demo seed has no administrator');
    const streamId = await sharedChannel(server, 'sprache', me.user_id, other.user_id, admin.user_id);
    await signInReady(page, app, server, me);
    await openRoute(page, topicRoute(streamId, 'Start'));
    const english = page.getByRole('textbox', { name: 'Message' });
    await expect(english).toHaveAttribute('placeholder', 'Message #sprache > Start');
    await english.fill('x'.repeat(9_000));
    await expect(page.getByText('1,000 characters left')).toBeVisible();

    await changeElsewhere(server, me.user_id, { default_language: 'de' });
    const message = page.getByRole('textbox', { name: 'Nachricht', exact: true });
    await expect(message).toHaveValue('x'.repeat(9_000));
    await expect(message).toHaveAttribute('placeholder', 'Nachricht an #sprache > Start');
    const form = page.getByRole('form', { name: 'Verfassen' });
    await expect(form).toBeVisible();
    await expect(page.getByText('1.000 Zeichen übrig')).toBeVisible();
    await message.fill('x'.repeat(10_001));
    await expect(page.getByText('1 Zeichen zu viel')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Senden', exact: true })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Diese Nachricht' })).toContainText(
      'Diese Nachricht hat 10.001 Zeichen; der Server erlaubt höchstens 10.000.',
    );
    await message.fill('Hallo');

    // Two people typing, joined with the language's "und".
    for (const typist of [other, admin]) {
      await actAs(server, typist.user_id, 'POST', '/typing', {
        type: 'channel',
        op: 'start',
        stream_id: streamId,
        topic: 'Start',
      });
    }
    const typing = page.getByRole('status').filter({ hasText: 'schreiben…' });
    await expect(typing).toHaveText(/^.+ und .+ schreiben…$/);
    await expect(typing).toContainText(other.full_name);
    await expect(typing).toContainText(admin.full_name);

    // A file over the limit is refused in German, its size in German units and digits.
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Dateien anhängen' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'gross.bin',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(1.5 * 1024 * 1024),
    });
    await expect(page.getByTestId('upload-row').getByRole('alert')).toHaveText(
      'gross.bin ist 1,5 MB groß; dieser Server nimmt Dateien bis 1 MB an.',
    );
    await page.getByTestId('upload-row').getByRole('button', { name: 'Schließen' }).click();
    await expect(message).toHaveValue('Hallo');

    // And on to Spanish, still live, still keeping the text.
    await changeElsewhere(server, me.user_id, { default_language: 'es' });
    const spanish = page.getByRole('textbox', { name: 'Mensaje', exact: true });
    await expect(spanish).toHaveValue('Hallo');
    await expect(spanish).toHaveAttribute('placeholder', 'Mensaje a #sprache > Start');
    await expect(page.getByRole('status').filter({ hasText: 'escribiendo…' })).toHaveText(
      /^.+ y .+ están escribiendo…$/,
    );
    await page
      .getByRole('form', { name: 'Redactar' })
      .getByRole('button', { name: 'Enviar', exact: true })
      .click();
    await expect(spanish).toHaveValue('');
  });
});
