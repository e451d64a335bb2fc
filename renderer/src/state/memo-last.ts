// A function that remembers its last arguments and result, compared by identity: the memo behind
// derived data such as unread counts. Each store makes its own (createAppStore), so two stores never
// share a cache and nothing is kept at module level.

export function memoLast<A extends readonly unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let last: { args: A; result: R } | null = null;
  return (...args: A): R => {
    if (last !== null && args.length === last.args.length && args.every((arg, i) => arg === last?.args[i])) {
      return last.result;
    }
    last = { args, result: compute(...args) };
    return last.result;
  };
}
