// What the start says /api is: the embedded API, the gateway, or the pass-through with what it
// leaves open; never a credential of the backend.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { apiLines } from '../../server/startup.ts';
import { TEST_BOT_TOKEN } from '../../tools/telegramLaunch.ts';

const URL = 'http://127.0.0.1:8080';

describe('apiLines', () => {
  it('names the database of the embedded API', () => {
    const lines = apiLines(loadConfig({ DATA_DIR: '/srv/data' }), URL);
    expect(lines[0]).toBe('API: http://127.0.0.1:8080/api (data: /srv/data)');
  });

  it('says which roles must pass a second step at sign-in, on our server only', () => {
    const second = (env: Record<string, string>) =>
      apiLines(loadConfig(env), URL).filter((line) => line.startsWith('Second step'));
    expect(second({})).toEqual([
      'Second step at sign-in: required of owner (an authenticator app, or a passkey on https ' +
        'or localhost), set up at the first sign-in',
    ]);
    expect(second({ SECOND_STEP_ROLES: 'none' })).toEqual([
      'Second step at sign-in: required of no role',
    ]);
    expect(second({ API_UPSTREAM: 'https://backend.example/api' })).toEqual([]);
  });

  it('says plainly what the pass-through exposes, and how to close it', () => {
    const lines = apiLines(
      loadConfig({ API_UPSTREAM: 'https://ops:hunter2@backend.example/api/?key=s3cret' }),
      URL,
    );
    expect(lines[0]).toBe(
      'API: http://127.0.0.1:8080/api -> passed through UNCHANGED to https://backend.example/api',
    );
    const warning = lines.join('\n');
    expect(warning).toMatch(/^WARNING: pass-through mode/m);
    expect(warning).toContain("the backend's one account");
    expect(warning).toContain('GET /api/admin/login answers the login history to anyone');
    expect(warning).toContain(
      'platform passwords and API keys and Oson passwords reach the browser',
    );
    expect(warning).toContain('Set UPSTREAM_USERNAME and UPSTREAM_PASSWORD');
    expect(warning).not.toMatch(/hunter2|s3cret/);
  });

  it('names the gateway, its data and the backend account it uses, never its password', () => {
    const config = loadConfig({
      DATA_DIR: '/srv/data',
      API_UPSTREAM: 'https://backend.example/api',
      UPSTREAM_USERNAME: 'panel-gateway',
      UPSTREAM_PASSWORD: 'the-backend-password',
    });
    const text = apiLines(config, URL).join('\n');
    expect(text).toContain(
      'API: http://127.0.0.1:8080/api -> gateway to the production backend at https://backend.example/api',
    );
    expect(text).toContain('panel accounts, saved views and the audit log in /srv/data');
    expect(text).toContain('"panel-gateway" is used by this server only');
    expect(text).not.toContain('the-backend-password');
  });

  it('says when the panel signs in by Telegram, never with the bot token', () => {
    const token = TEST_BOT_TOKEN;
    const gateway = {
      API_UPSTREAM: 'https://backend.example/api',
      UPSTREAM_USERNAME: 'panel-gateway',
      UPSTREAM_PASSWORD: 'the-backend-password',
    };
    const miniApp = (env: Record<string, string>) =>
      apiLines(loadConfig(env), URL).filter((line) => line.startsWith('Telegram Mini App'));
    expect(miniApp({ TELEGRAM_BOT_TOKEN: token })).toEqual([
      'Telegram Mini App: sign-in by Telegram on (init data up to 300 s old, sessions of ' +
        "43200 s); link accounts in 'Panel hisoblari' or with " +
        '`npm run account -- telegram <username> <telegramUserId>`',
    ]);
    expect(miniApp({ ...gateway, TELEGRAM_BOT_TOKEN: token })).toHaveLength(1);
    expect(miniApp({})).toEqual([]);
    expect(miniApp({ ...gateway })).toEqual([]);
    // The pass-through has no panel accounts to sign in as.
    expect(miniApp({ API_UPSTREAM: gateway.API_UPSTREAM, TELEGRAM_BOT_TOKEN: token })).toEqual([]);
    const all = apiLines(loadConfig({ TELEGRAM_BOT_TOKEN: token }), URL).join('\n');
    expect(all).not.toContain('AAFtest');
  });
});
