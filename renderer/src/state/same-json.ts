// Structural equality for JSON-shaped values, so handlers can tell a change from a repeat and keep
// the old object (DESIGN §9.5: no-op events allocate nothing, and selectors see no change).

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameJson(item, b[i]));
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => key in right && sameJson(left[key], right[key]));
}

/** The object with `patch` applied, or the object itself when every patched value is already there. */
export function patched<T extends object>(object: T, patch: Readonly<Record<string, unknown>>): T {
  const current = object as Record<string, unknown>;
  for (const key of Object.keys(patch)) {
    if (!(key in current) || !sameJson(current[key], patch[key])) return { ...object, ...patch };
  }
  return object;
}
