// ADMIN_USERNAME names its account as every writer of a name does: kept in NFKC form, and one
// name whatever its case, so a start with `OPS` is the account `ops` (its password set), not a
// second owner beside it.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { basicAuth, buildTestApp, makeTempDir, removeTempDirs } from './helpers.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  removeTempDirs();
});

describe('ADMIN_USERNAME', () => {
  it('is kept in NFKC form', () => {
    const config = loadConfig({ ADMIN_USERNAME: 'ｏｐｓ', ADMIN_PASSWORD: 'long-enough' }, '/srv');
    expect(config.adminUsername).toBe('ops');
  });

  it('names the account of that name in any case at a later start', async () => {
    const dataDir = makeTempDir();
    const start = async (username: string, password: string) => {
      await app?.close();
      ({ app } = await buildTestApp({
        DATA_DIR: dataDir,
        ADMIN_USERNAME: username,
        ADMIN_PASSWORD: password,
      }));
      return app;
    };
    await start('ops', 'first-password-1');
    const again = await start('OPS', 'second-password-2');
    expect(again.db.prepare('SELECT username FROM panel_accounts').pluck().all()).toEqual(['ops']);
    const me = await again.inject({
      url: '/api/panel-accounts/me',
      headers: { authorization: basicAuth('OPS', 'second-password-2') },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('ops');
  });
});
