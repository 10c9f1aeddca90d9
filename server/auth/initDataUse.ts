// Telegram init data is accepted once: its signature is good for its whole allowed age, so a copy
// (from a log, a shared screen, a proxy) would otherwise open sessions of its own until then. The
// SHA-256 of each init data that opened a session or made a link is kept (migration 014) until it
// would be refused as stale anyway.
import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/**
 * Takes `initData` for one use: true the first time, false when it was used before. Uses that
 * are past `keptMs` are forgotten first.
 */
export function useInitDataOnce(db: Database, initData: string, now: number, keptMs: number) {
  const hash = createHash('sha256').update(initData).digest('hex');
  return db.transaction(() => {
    db.prepare('DELETE FROM telegram_init_data_used WHERE expires_at <= ?').run(
      new Date(now).toISOString(),
    );
    const { changes } = db
      .prepare('INSERT OR IGNORE INTO telegram_init_data_used (hash, expires_at) VALUES (?, ?)')
      .run(hash, new Date(now + keptMs).toISOString());
    return changes === 1;
  })();
}
