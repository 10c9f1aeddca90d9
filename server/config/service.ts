// Running as a service: the log level, the reverse proxies to trust, the metrics' token.
import type { LogLevel } from './types.ts';
import { ConfigError, read, type Env } from './parse.ts';

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export function readLogLevel(env: Env): LogLevel {
  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  return logLevel;
}

/**
 * How many proxies to trust, or which: `true` would take whatever `X-Forwarded-For` a client
 * sends as its address (the lock-out and the audit log would believe it), so only a hop count
 * or the proxies' addresses are accepted.
 */
export function readTrustProxy(env: Env): false | number | string {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends: give the number of ' +
        'proxies in front of the server (e.g. 1) or their addresses',
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY: a hop count is 1 to 10');
    return hops;
  }
  return raw; // comma-separated proxy addresses or CIDR ranges, as Fastify accepts them
}

/** Checked for shape only; the message never repeats the value, which is a secret. */
export function readMetricsToken(env: Env): string | undefined {
  const token = read(env, 'METRICS_TOKEN');
  if (token !== undefined && !/^[\x21-\x7e]{24,256}$/.test(token)) {
    throw new ConfigError(
      'METRICS_TOKEN must be 24 to 256 visible ASCII characters, e.g. `openssl rand -hex 32` ' +
        '(value not shown)',
    );
  }
  return token;
}
