// The server's one logger: structured JSON lines (pino), one per event, with the request id where there
// is one, so a line in a bug report leads to everything else that request did. LOG_LEVEL sets the level
// (default info; warn under tests, so test output stays readable).
import pino from 'pino';

export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' || process.env.VITEST ? 'warn' : 'info'),
  base: { service: 'confetti' },
});

export type Logger = typeof log;
