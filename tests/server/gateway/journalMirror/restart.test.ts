// The gateway's copy of the journal is kept in DATA_DIR: after a restart it goes on from where it
// was (one poll, no backfill again: nothing already known is fetched twice), and `npm run backup`
// copies it with the rest of the database.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { main as backup } from '../../../../server/cli/backup.ts';
import { startBackendDouble } from '../../../../tools/backendDouble.ts';
import { buildTestApp, makeTempDir, removeTempDirs } from '../../helpers.ts';
import { gatewayEnv } from '../gatewayFixture.ts';
import { MIRROR_ON, backfilled, coverage } from './mirrorFixture.ts';

afterAll(() => removeTempDirs());

it('survives a restart without fetching again what it knew, and is in the backup', async () => {
  const double = await startBackendDouble(new Date(), {
    journal: { transactions: 3000, cards: 4, platforms: 3 },
  });
  const dataDir = makeTempDir('journal-mirror-');
  const env = { ...gatewayEnv(double.apiUrl), ...MIRROR_ON, DATA_DIR: dataDir };
  try {
    const first = await buildTestApp(env);
    const before = await backfilled({ ...first, double, close: async () => undefined });
    expect(before.known).toBe(3000);
    await first.app.close();

    double.calls.length = 0;
    // One poll in the minute the test lasts.
    const second = await buildTestApp({ ...env, JOURNAL_POLL_SECONDS: '60' });
    try {
      const after = await coverage({ ...second, double, close: async () => undefined });
      expect(after).toMatchObject({ known: 3000, backfillFinished: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const asked = double.calls.map((call) => `${call.path}?${new URLSearchParams(call.query)}`);
      // The poll: its figures, the newest, each pending status. No combination of the backfill.
      expect(asked.sort()).toEqual(
        [
          '/dashboard/stats?',
          '/platforms?',
          '/transactions?',
          ...[
            'PENDING',
            'PENDING_SMS',
            'PENDING_ADMIN',
            'PENDING_PAYMENT',
            'PENDING_SCREENSHOT',
          ].map((status) => `/transactions?status=${status}`),
        ].sort(),
      );
    } finally {
      await second.app.close();
    }

    const file = path.join(makeTempDir('journal-backup-'), 'panel.db');
    await backup([file], { DATA_DIR: dataDir });
    const copy = new Database(file, { readonly: true });
    try {
      expect(copy.prepare('SELECT count(*) FROM journal_mirror').pluck().get()).toBe(3000);
      expect(
        copy.prepare("SELECT count(*) FROM journal_backfill WHERE state = 'queued'").pluck().get(),
      ).toBe(0);
    } finally {
      copy.close();
    }
  } finally {
    await double.stop();
  }
}, 120_000);
