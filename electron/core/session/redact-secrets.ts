// The last check before server data crosses to the renderer: no key, token or other credential may
// ever reach it (DESIGN §1). SECRET_FIELDS is the one list of the secrets a Zulip server sends to a
// client (checked against zerver/lib/events.py and the bot actions of zulip/zulip); redactSecrets
// removes them, and any value equal to the account's own key, from the register snapshot, every event
// batch and every answer to a call main makes for the renderer.

export interface SecretField {
  name: string;
  /**
   * `anywhere`: the name means a secret wherever it occurs. `bot-service`: only in an entry of a
   * bot's `services` list (realm_bots[].services[], realm_bot events' bot.services[]), whose other
   * fields (base_url, interface, service_name) are settings the UI may show and stay.
   */
  scope: 'anywhere' | 'bot-service';
  /** Where a server sends it, and what someone holding it could do. */
  note: string;
}

export const SECRET_FIELDS: readonly SecretField[] = [
  {
    name: 'api_key',
    scope: 'anywhere',
    note:
      "A bot's API key: in the register answer's realm_bots (the bots the user owns; every bot for an " +
      'administrator), realm_bot add events, and the answers to creating a bot or regenerating its key. ' +
      'Whoever holds it acts as the bot.',
  },
  {
    name: 'giphy_api_key',
    scope: 'anywhere',
    note:
      "The server's GIPHY key, in every full register answer (empty when the server has none). GIPHY " +
      'treats such keys as public, but Threadline has no GIF picker, so the page never needs it.',
  },
  {
    name: 'token',
    scope: 'bot-service',
    note:
      "An outgoing-webhook bot's token: the server sends it with every request to the bot's endpoint, " +
      'which trusts any request that carries it.',
  },
  {
    name: 'config_data',
    scope: 'bot-service',
    note: "An embedded bot's configuration, which holds its third-party keys (e.g. a translation service's).",
  },
];

const ANYWHERE: ReadonlySet<string> = namesIn('anywhere');
const IN_BOT_SERVICE: ReadonlySet<string> = namesIn('bot-service');
/** Stands in for an empty own key, which must not match every empty string. */
const NO_KEY = Symbol('no key');

/** Removes secrets from `value` in place (it is freshly parsed server JSON that main owns). */
export function redactSecrets(value: unknown, ownKey: string): void {
  if (typeof value === 'object' && value !== null) walk(value, ownKey === '' ? NO_KEY : ownKey, false);
}

/** `inService`: `value` is an entry of a `services` list, or that list itself. */
function walk(value: object, ownKey: unknown, inService: boolean): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'object' && item !== null) walk(item, ownKey, inService);
      else if (item === ownKey) value[i] = '';
    }
    return;
  }
  const record = value as Record<string, unknown>;
  // for…in rather than Object.keys: no array per object, on snapshots of a million objects.
  for (const key in record) {
    const field = record[key];
    if (field === ownKey || ANYWHERE.has(key) || (inService && IN_BOT_SERVICE.has(key))) delete record[key];
    else if (typeof field === 'object' && field !== null) walk(field, ownKey, key === 'services');
  }
}

function namesIn(scope: SecretField['scope']): Set<string> {
  return new Set(SECRET_FIELDS.filter((field) => field.scope === scope).map((field) => field.name));
}
