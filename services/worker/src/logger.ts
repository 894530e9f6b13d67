import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * pino JSON logs on stdout, one line per event (ARCHITECTURE rule 9). Written asynchronously:
 * a line per job on a busy worker costs a blocking write each when synchronous, and lines
 * logged while one write is in flight go out together in the next. pino writes what is left
 * when the process exits; only a kill -9 can lose the lines of the write in flight.
 */
export function createLogger(level: string): Logger {
  return pino({ name: 'worker', level }, pino.destination({ dest: 1, sync: false }));
}
