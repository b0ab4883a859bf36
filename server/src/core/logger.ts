import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** One pino logger for the process. Passwords and tokens are never logged; these paths are redacted anyway. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'tessera' },
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization', 'cookie', '*.cookie'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
