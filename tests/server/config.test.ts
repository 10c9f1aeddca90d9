// Environment -> Config: defaults, parsing and clear errors for bad values.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({}, '/srv/panel')).toEqual({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('/srv/panel/data'),
      adminUsername: undefined,
      adminPassword: undefined,
      demoData: true,
      apiUpstream: undefined,
      upstreamUsername: undefined,
      upstreamPassword: undefined,
      upstreamTimeoutMs: 15_000,
      journalMirror: true,
      journalPollSeconds: 15,
      journalBackfillRate: 5,
      journalRecheckHours: 24,
      businessTimeZone: 'Asia/Tashkent',
      panelServerTimeZone: 'UTC',
      geolocationUrl: 'https://ipapi.co/json/',
      osonDefaultApiUrl: 'https://core.oson.uz',
      telegramBotToken: undefined,
      telegramInitDataMaxAgeSeconds: 300,
      telegramSessionTtlSeconds: 43_200,
      telegramApiUrl: 'https://api.telegram.org',
      broadcastPollMs: 2000,
      humoUpstream: undefined,
      humoTimeoutMs: 15_000,
      authMaxFailures: 10,
      authFailureWindowSeconds: 900,
      secondStepRoles: ['owner'],
      deviceIdleDays: 30,
      deviceMaxDays: 90,
      webauthnOrigin: undefined,
      distDir: path.resolve('/srv/panel/dist'),
      logLevel: 'info',
      trustProxy: false,
      shutdownGraceMs: 10_000,
      metricsToken: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        HOST: '0.0.0.0',
        PORT: '9000',
        DATA_DIR: ':memory:',
        ADMIN_USERNAME: 'ops',
        ADMIN_PASSWORD: ' spaced ',
        DEMO_DATA: 'false',
        API_UPSTREAM: 'https://backend.example.com/api/',
        UPSTREAM_USERNAME: 'panel-gateway',
        UPSTREAM_PASSWORD: ' backend pass ',
        UPSTREAM_TIMEOUT_MS: '5000',
        BUSINESS_TIME_ZONE: 'Europe/Moscow',
        PANEL_SERVER_TIME_ZONE: 'Asia/Tashkent',
        GEOLOCATION_URL: '',
        OSON_DEFAULT_API_URL: 'https://oson.example.com',
        AUTH_MAX_FAILURES: '3',
        AUTH_FAILURE_WINDOW_SECONDS: '60',
        DIST_DIR: '/opt/dist',
        LOG_LEVEL: 'WARN',
        TRUST_PROXY: '1',
        SHUTDOWN_GRACE_MS: '2500',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      dataDir: ':memory:',
      adminUsername: 'ops',
      adminPassword: ' spaced ',
      demoData: false,
      apiUpstream: 'https://backend.example.com/api',
      upstreamUsername: 'panel-gateway',
      upstreamPassword: ' backend pass ',
      upstreamTimeoutMs: 5000,
      businessTimeZone: 'Europe/Moscow',
      panelServerTimeZone: 'Asia/Tashkent',
      geolocationUrl: '',
      osonDefaultApiUrl: 'https://oson.example.com',
      authMaxFailures: 3,
      authFailureWindowSeconds: 60,
      distDir: '/opt/dist',
      logLevel: 'warn',
      trustProxy: 1,
      shutdownGraceMs: 2500,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ AUTH_MAX_FAILURES: '0' }, /AUTH_MAX_FAILURES/],
    [{ DEMO_DATA: 'perhaps' }, /DEMO_DATA/],
    [{ BUSINESS_TIME_ZONE: 'Mars/Olympus' }, /BUSINESS_TIME_ZONE/],
    [{ API_UPSTREAM: 'backend:8080' }, /API_UPSTREAM/],
    [{ GEOLOCATION_URL: 'ftp://example.com' }, /GEOLOCATION_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SHUTDOWN_GRACE_MS: '-1' }, /SHUTDOWN_GRACE_MS/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN/],
    [{ ADMIN_USERNAME: 'ops' }, /set together/],
    [{ ADMIN_USERNAME: 'a:b', ADMIN_PASSWORD: 'long-enough' }, /ADMIN_USERNAME must be 1 to 64/],
    // A Cyrillic 'а' that passes for a Latin one.
    [{ ADMIN_USERNAME: '\u0430dmin', ADMIN_PASSWORD: 'long-enough' }, /ADMIN_USERNAME must be/],
    [{ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD must be at least 8/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY=true would believe any X-Forwarded-For/],
    [{ TRUST_PROXY: '0' }, /TRUST_PROXY: a hop count/],
    [{ API_UPSTREAM: 'https://b.example/api', UPSTREAM_USERNAME: 'gw' }, /set together/],
    [{ API_UPSTREAM: 'https://b.example/api', UPSTREAM_PASSWORD: 'pw' }, /set together/],
    [{ UPSTREAM_USERNAME: 'gw', UPSTREAM_PASSWORD: 'pw' }, /need API_UPSTREAM/],
    [
      { API_UPSTREAM: 'https://b.example/api', UPSTREAM_USERNAME: 'g:w', UPSTREAM_PASSWORD: 'pw' },
      /UPSTREAM_USERNAME must not contain/,
    ],
    [
      {
        API_UPSTREAM: 'https://someone:pw@b.example/api',
        UPSTREAM_USERNAME: 'gw',
        UPSTREAM_PASSWORD: 'pw',
      },
      /API_UPSTREAM must not carry credentials/,
    ],
    [{ UPSTREAM_TIMEOUT_MS: '50' }, /UPSTREAM_TIMEOUT_MS must be an integer from 100 to 120000/],
    [{ JOURNAL_MIRROR: 'maybe' }, /JOURNAL_MIRROR must be true or false/],
    [{ JOURNAL_POLL_SECONDS: '0' }, /JOURNAL_POLL_SECONDS must be an integer from 1 to 3600/],
    [{ JOURNAL_BACKFILL_RATE: '51' }, /JOURNAL_BACKFILL_RATE must be an integer from 0 to 50/],
    [{ JOURNAL_RECHECK_HOURS: '721' }, /JOURNAL_RECHECK_HOURS must be an integer from 0 to 720/],
    [{ SECOND_STEP_ROLES: 'owner,boss' }, /SECOND_STEP_ROLES must list roles .* got "boss"/],
    [{ SECOND_STEP_ROLES: 'none,owner' }, /SECOND_STEP_ROLES must list roles/],
    [{ DEVICE_IDLE_DAYS: '0' }, /DEVICE_IDLE_DAYS must be an integer from 1 to 3650/],
    [{ DEVICE_MAX_DAYS: 'forever' }, /DEVICE_MAX_DAYS must be an integer/],
    [{ DEVICE_IDLE_DAYS: '60', DEVICE_MAX_DAYS: '30' }, /must not exceed DEVICE_MAX_DAYS/],
    [{ WEBAUTHN_ORIGIN: 'admin.example.com' }, /WEBAUTHN_ORIGIN must be an absolute/],
    [{ WEBAUTHN_ORIGIN: 'https://admin.example.com/panel' }, /WEBAUTHN_ORIGIN must be an origin/],
  ])('rejects %o with a ConfigError naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    ['owner', ['owner']],
    [' Owner , operator,owner ', ['owner', 'operator']],
    ['owner,operator,viewer', ['owner', 'operator', 'viewer']],
    ['none', []],
    ['NONE', []],
    // Blank counts as unset, like every variable: the default.
    ['', ['owner']],
  ])('reads SECOND_STEP_ROLES=%j as %j', (raw, roles) => {
    expect(loadConfig({ SECOND_STEP_ROLES: raw }).secondStepRoles).toEqual(roles);
  });

  it('reads the device lifetimes and the passkeys origin', () => {
    expect(
      loadConfig({
        DEVICE_IDLE_DAYS: '7',
        DEVICE_MAX_DAYS: '7',
        WEBAUTHN_ORIGIN: 'https://Admin.Example.com:443/',
      }),
    ).toMatchObject({
      deviceIdleDays: 7,
      deviceMaxDays: 7,
      // As a browser names it: lower case, no default port, no slash.
      webauthnOrigin: 'https://admin.example.com',
    });
    expect(loadConfig({ WEBAUTHN_ORIGIN: 'http://localhost:8080' }).webauthnOrigin).toBe(
      'http://localhost:8080',
    );
  });

  it('never repeats the backend password in a refusal', () => {
    const secret = 'very-secret-backend-pw';
    const env = { API_UPSTREAM: 'https://b.example/api', UPSTREAM_USERNAME: 'g:w' };
    expect(() => loadConfig({ ...env, UPSTREAM_PASSWORD: secret })).toThrow(ConfigError);
    try {
      loadConfig({ ...env, UPSTREAM_PASSWORD: secret });
    } catch (error) {
      expect((error as Error).message).not.toContain(secret);
    }
  });
});
