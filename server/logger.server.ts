import pino, { type Logger } from 'pino';
import type { Config } from './config.server';

/** JSON logs in production and tests; human-readable ones in development only. */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  if (config.env === 'development') {
    return pino({ level: config.logLevel, transport: { target: 'pino-pretty', options: { colorize: true } } });
  }
  return pino({ level: config.logLevel });
}
