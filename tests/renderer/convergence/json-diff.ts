// Differences between two JSON values as readable lines, one per differing leaf, such as
// `subscriptions.12.color: store "#fff" ≠ server "#000"`, so a failed comparison says what drifted.

const show = (value: unknown) => (value === undefined ? '(absent)' : JSON.stringify(value));

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function jsonDifferences(store: unknown, server: unknown, path: string, out: string[] = []): string[] {
  if (isObject(store) && isObject(server)) {
    const keys = [...new Set([...Object.keys(store), ...Object.keys(server)])].sort();
    for (const key of keys) jsonDifferences(store[key], server[key], path ? `${path}.${key}` : key, out);
  } else if (Array.isArray(store) && Array.isArray(server) && store.length === server.length) {
    store.forEach((item, i) => jsonDifferences(item, server[i], `${path}[${i}]`, out));
  } else if (JSON.stringify(store) !== JSON.stringify(server)) {
    out.push(`${path}: store ${show(store)} ≠ server ${show(server)}`);
  }
  return out;
}
