// The soak's verdict: one line per check, each passed or failed with a short reason.
import type { RunningServer } from '../../server/app';
import type { FaultOutcome } from './faults';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const first = (lines: readonly string[], n = 5) =>
  lines.slice(0, n).join('; ') + (lines.length > n ? `; … ${lines.length - n} more` : '');

/** Every token the app sent appears in exactly one message of the member on the server. */
export function exactlyOnceCheck(
  server: Pick<RunningServer, 'realm'>,
  memberId: number,
  sent: readonly string[],
): Check {
  const counts = new Map(sent.map((key) => [key, 0]));
  for (const message of server.realm.messages.values()) {
    if (message.sender_id !== memberId) continue;
    for (const key of message.content.match(/qzsoak\d+/g) ?? []) {
      if (counts.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const wrong = [...counts].filter(([, n]) => n !== 1).map(([key, n]) => `${key} ×${n}`);
  return {
    name: 'every message the app sent is on the server exactly once',
    ok: sent.length > 0 && wrong.length === 0,
    detail:
      sent.length === 0 ? 'the app sent nothing' : wrong.length ? first(wrong) : `${sent.length} messages`,
  };
}

export function storeCheck(differences: readonly string[]): Check {
  return {
    name: 'the store equals GET /__control/truth',
    ok: differences.length === 0,
    detail: differences.length
      ? `${differences.length} difference(s): ${first(differences)}`
      : 'every domain equal',
  };
}

export function errorCheck(name: string, errors: readonly string[]): Check {
  return { name, ok: errors.length === 0, detail: errors.length ? first(errors, 3) : 'none' };
}

export function reconnectCheck(outcomes: readonly FaultOutcome[], connectedAtEnd: boolean): Check {
  const failed = outcomes.filter((o) => !o.reconnected).map((o) => o.kind);
  const idle = outcomes.filter((o) => !o.tookEffect).map((o) => o.kind);
  const slowest = outcomes.reduce((max, o) => Math.max(max, o.reconnectMs), 0);
  const kinds = new Set(outcomes.map((o) => o.kind)).size;
  return {
    name: 'the app reconnected after every fault',
    ok: outcomes.length > 0 && failed.length === 0 && connectedAtEnd,
    detail:
      `${outcomes.length} faults of ${kinds} kinds, slowest back in ${(slowest / 1000).toFixed(1)} s` +
      (failed.length ? `; NOT back after: ${first(failed)}` : '') +
      (idle.length ? `; never fired: ${first(idle)}` : '') +
      (connectedAtEnd ? '' : '; not connected at the end'),
  };
}

/** Lines in a process's log that report an unhandled failure. */
export function unhandledLines(lines: readonly string[]): string[] {
  return lines.filter((line) =>
    /unhandled|uncaught|TypeError|ReferenceError|RangeError|\bat .+:\d+:\d+\)?$/i.test(line),
  );
}
