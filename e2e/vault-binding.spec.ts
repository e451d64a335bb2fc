// A saved key is bound to its account: pointing the saved account at another server in vault.json
// (here a decoy on this computer, so the http rule does not stop it) makes the next launch refuse the
// key and ask for sign-in, and the decoy never hears from the app.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, restartApp, signIn, test } from './support/fixtures';

test('a saved account edited to point at another server is refused, and nothing is sent there', async ({
  page,
  app,
  server,
  me,
}) => {
  const heard: IncomingMessage[] = [];
  const decoy = createServer((req, res) => {
    heard.push(req);
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => decoy.listen(0, '127.0.0.1', resolve));
  const decoyUrl = `http://127.0.0.1:${(decoy.address() as AddressInfo).port}`;
  try {
    await signIn(page, app, server, me);
    const vaultPath = join(app.profileDir, 'vault.json');
    const saved = await readFile(vaultPath, 'utf8');
    expect(saved).toContain(server.url);
    // The running host never writes the vault again unless accounts change, so the next launch reads this.
    await writeFile(vaultPath, saved.replaceAll(server.url, decoyUrl));
    await restartApp(app);

    await page.goto(app.url);
    await expect(page.getByRole('textbox', { name: 'Server URL' })).toBeVisible();
    await expect(page.getByText(/The saved key for .* was refused and not used/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Channels' })).toHaveCount(0);
    expect(heard.map((req) => req.url)).toEqual([]);
  } finally {
    decoy.closeAllConnections();
    await new Promise<void>((resolve) => decoy.close(() => resolve()));
  }
});
