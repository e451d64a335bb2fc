// What main checks in every renderer call's parameters before any schema sees them: plain data only
// (no class instances, functions, symbols or bigints), strings, arrays, objects and nesting within
// IPC_LIMITS, the whole call within its size budget, and no key that could reach a prototype. The
// walk stops at the first problem, so a huge or deep value costs no more than the limits allow.
// A problem says which limit was hit and never repeats a value, so it is safe to log its kind.
import { FORBIDDEN_KEYS, IPC_LIMITS, IPC_STRING_LIMITS } from '../../../shared/ipc';
import { codePointLength } from '../../../shared/code-points';

export interface BoundsProblem {
  kind:
    | 'not-plain'
    | 'forbidden-key'
    | 'too-long'
    | 'too-many-items'
    | 'too-many-keys'
    | 'too-deep'
    | 'too-large';
  message: string;
}

/** The first problem in `params`, or undefined when they are within bounds. */
export function checkParamBounds(params: unknown): BoundsProblem | undefined {
  try {
    return check(params, undefined, 0, { left: IPC_LIMITS.callSize });
  } catch {
    // Only a value built in-process (a proxy, a throwing getter) can throw here; IPC carries data.
    return notPlain('value that could not be read');
  }
}

type Budget = { left: number };

function check(
  value: unknown,
  key: string | undefined,
  depth: number,
  budget: Budget,
): BoundsProblem | undefined {
  switch (typeof value) {
    case 'string':
      return checkString(value, key, budget);
    case 'number':
    case 'boolean':
    case 'undefined':
      return spend(budget, 8);
    case 'object':
      if (value === null) return spend(budget, 4);
      if (depth > IPC_LIMITS.depth) {
        return { kind: 'too-deep', message: `Parameters nest deeper than ${IPC_LIMITS.depth} levels` };
      }
      return Array.isArray(value) ? checkArray(value, depth, budget) : checkObject(value, depth, budget);
    default:
      return notPlain(typeof value);
  }
}

function checkString(text: string, key: string | undefined, budget: Budget): BoundsProblem | undefined {
  const named = key !== undefined && Object.hasOwn(IPC_STRING_LIMITS, key) ? key : undefined;
  const limit = (named === undefined ? undefined : IPC_STRING_LIMITS[named]) ?? IPC_LIMITS.string;
  if (text.length > limit && codePointLength(text) > limit) {
    const what = named === undefined ? 'A text' : `The ${named}`;
    return { kind: 'too-long', message: `${what} is longer than ${limit} characters` };
  }
  return spend(budget, text.length + 2);
}

function checkArray(items: unknown[], depth: number, budget: Budget): BoundsProblem | undefined {
  if (Object.getPrototypeOf(items) !== Array.prototype) return notPlain('array');
  if (items.length > IPC_LIMITS.arrayItems) {
    return { kind: 'too-many-items', message: `A list has more than ${IPC_LIMITS.arrayItems} items` };
  }
  for (let i = 0; i < items.length; i++) {
    const problem = spend(budget, 1) ?? check(items[i], undefined, depth + 1, budget);
    if (problem) return problem;
  }
  return undefined;
}

function checkObject(object: object, depth: number, budget: Budget): BoundsProblem | undefined {
  const proto: unknown = Object.getPrototypeOf(object);
  if (proto !== Object.prototype && proto !== null) return notPlain('object');
  const keys = Object.keys(object);
  if (keys.length > IPC_LIMITS.objectKeys) {
    return { kind: 'too-many-keys', message: `An object has more than ${IPC_LIMITS.objectKeys} keys` };
  }
  for (const key of keys) {
    if (FORBIDDEN_KEYS.has(key)) return { kind: 'forbidden-key', message: 'A parameter name is not allowed' };
    const problem =
      checkString(key, undefined, budget) ??
      check((object as Record<string, unknown>)[key], key, depth + 1, budget);
    if (problem) return problem;
  }
  return undefined;
}

function spend(budget: Budget, amount: number): BoundsProblem | undefined {
  budget.left -= amount;
  if (budget.left >= 0) return undefined;
  return { kind: 'too-large', message: `The call is larger than ${IPC_LIMITS.callSize} characters` };
}

function notPlain(what: string): BoundsProblem {
  return { kind: 'not-plain', message: `Parameters must be plain data (got a non-plain ${what})` };
}
