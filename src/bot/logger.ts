export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  error(message: string, error?: unknown): void;
  warn(message: string): void;
  info(message: string): void;
  debug(message: string): void;
}

/** Writes lines at or above `level` to stderr; `silent` for tests and the demo. */
export function createLogger(level: LogLevel | 'silent', write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Logger {
  const rank = level === 'silent' ? -1 : LOG_LEVELS.indexOf(level);
  const at = (l: LogLevel) => (message: string, error?: unknown) => {
    if (LOG_LEVELS.indexOf(l) > rank) return;
    const detail = error === undefined ? '' : ` ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    write(`[${l}] ${message}${detail}`);
  };
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
}
