// The last check before server data crosses to the renderer. The register snapshot and realm_bot
// events carry `api_key` for bots the user owns, and no API key may ever reach the renderer
// (DESIGN §1), so such fields are removed wherever they occur, as is any value equal to the
// account's own key.
const SECRET_FIELDS = new Set(['api_key']);

/** Removes secrets from `value` in place (it is freshly parsed server JSON that main owns). */
export function redactSecrets(value: unknown, ownKey: string): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (value[i] === ownKey) value[i] = '';
      else if (typeof value[i] === 'object' && value[i] !== null) redactSecrets(value[i], ownKey);
    }
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const field = record[key];
    if (SECRET_FIELDS.has(key) || field === ownKey) delete record[key];
    else if (typeof field === 'object' && field !== null) redactSecrets(field, ownKey);
  }
}
