import pino, { type Logger } from 'pino';

export type { Logger };

/** pino JSON logs on stdout, one line per event (ARCHITECTURE rule 9). */
export function createLogger(level: string): Logger {
  return pino({ name: 'worker', level });
}
