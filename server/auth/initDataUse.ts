// Telegram init data is accepted once: its signature is good for its whole allowed age, so a copy
// (from a log, a shared screen, a proxy) would otherwise open sessions of its own until then. What
// is used once is what was signed, not its bytes: the same pairs in another order, or with an `&`
// more, pass the signature check as well. The signature (`hash`, Telegram's HMAC of the sorted
// data-check string) names exactly what was signed, so its SHA-256 is kept (migration 014) until
// the init data would be refused as stale anyway. Call this only with init data whose signature
// checked (auth/telegramInitData.ts).
import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/**
 * Takes the signed init data `initData` for one use: true the first time what it signs is used,
 * false when it was used before (in any byte form). Uses that are past `keptMs` are forgotten
 * first.
 */
export function useInitDataOnce(db: Database, initData: string, now: number, keptMs: number) {
  const signature = new URLSearchParams(initData).get('hash') ?? '';
  const digest = createHash('sha256').update(signature.toLowerCase()).digest('hex');
  return db.transaction(() => {
    db.prepare('DELETE FROM telegram_init_data_used WHERE expires_at <= ?').run(
      new Date(now).toISOString(),
    );
    const { changes } = db
      .prepare('INSERT OR IGNORE INTO telegram_init_data_used (hash, expires_at) VALUES (?, ?)')
      .run(digest, new Date(now + keptMs).toISOString());
    return changes === 1;
  })();
}
