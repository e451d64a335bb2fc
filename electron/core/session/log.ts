// Core logs through one line-writing function, the same shape the reference server and the hosts use
// (e.g. a write to stderr). Levels and details are folded into the line here. Callers never pass
// passwords, API keys or renderer parameters as details.
export type CoreLog = (line: string) => void;

export type LogDetails = Record<string, unknown>;

export interface LevelledLog {
  info(message: string, details?: LogDetails): void;
  warn(message: string, details?: LogDetails): void;
  error(message: string, details?: LogDetails): void;
}

export function formatLogLine(level: string, message: string, details?: LogDetails): string {
  return `${level} ${message}${details ? ` ${JSON.stringify(details)}` : ''}`;
}

/** The object form the API client and the event loop take, writing to `log`. */
export function levelled(log: CoreLog): LevelledLog {
  const at = (level: string) => (message: string, details?: LogDetails) => {
    try {
      log(formatLogLine(level, message, details));
    } catch {
      // A broken log sink must not break sign-in or the event stream.
    }
  };
  return { info: at('info'), warn: at('warn'), error: at('error') };
}
