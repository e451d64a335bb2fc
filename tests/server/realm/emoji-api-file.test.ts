// The server's emoji names file: the shape real servers publish at register's server_emoji_data_url,
// public, and naming emoji exactly as the server's Markdown and reactions do.
import { describe, expect, it } from 'vitest';
import { register } from '../../../shared/api/queue';
import { UNICODE_EMOJI } from '../../../server/realm/markdown/emoji-names';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

describe('the emoji names file', () => {
  it('is named in register and served without credentials as code_to_names', async () => {
    const snapshot = await get().ok(register, { fetch_event_types: ['realm'] }, get().account('member'));
    const url = snapshot.server_emoji_data_url;
    expect(url).toBe(`${get().url}/static/generated/emoji/emoji_api.json`);
    const response = await fetch(String(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = (await response.json()) as { code_to_names: Record<string, string[]> };
    expect(Object.keys(body)).toEqual(['code_to_names']);
    const codeToNames = body.code_to_names;
    expect(Object.keys(codeToNames).length).toBeGreaterThan(1500);
    expect(codeToNames['1f600']?.[0]).toBe('grinning');
    expect(codeToNames['1f44d']?.[0]).toBe('+1');
    expect(codeToNames['1f44d']).toContain('thumbs_up');
    expect(codeToNames['1f642']).toEqual(expect.arrayContaining(['smile', 'slight_smile']));
    // Every name is the Markdown's name for that code, and every Markdown name is in the file.
    let names = 0;
    for (const [code, list] of Object.entries(codeToNames)) {
      expect(code).toMatch(/^[0-9a-f]+(-[0-9a-f]+)*$/);
      for (const name of list) expect(UNICODE_EMOJI.get(name)).toBe(code);
      names += list.length;
    }
    expect(names).toBe(UNICODE_EMOJI.size);
  });

  it("lists the realm's own names, canonical first", async () => {
    const realm = get().server.realm;
    realm.unicodeEmoji = new Map([['shipit', '1f6a2'], ...UNICODE_EMOJI]);
    try {
      const response = await fetch(`${get().url}/static/generated/emoji/emoji_api.json`);
      const body = (await response.json()) as { code_to_names: Record<string, string[]> };
      expect(body.code_to_names['1f6a2']).toEqual(['shipit', 'ship']);
    } finally {
      realm.unicodeEmoji = UNICODE_EMOJI;
    }
  });
});
