// The gateway's copy of the backend's journal in its SQLite (migration 021): every answer of the
// backend's GET /transactions goes through observe(), which keeps its rows and marks what the
// answer shows is gone from where the copy had it. The backend answers the newest 100 matches of
// a filter (API-NOTES A3), so an answer speaks for every match newer than its oldest row, and for
// all matches when it holds fewer than 100.
import type { Database } from 'better-sqlite3';
import { MIRRORED_JOURNAL, TRANSACTION_FIELDS } from '../../db/repositories/journalTable.ts';
import { idConditions } from '../../db/repositories/transactionFilters.ts';
import type { TransactionFilter, WhereClause } from '../../db/repositories/transactionFilters.ts';
import type { MirrorRow } from './mirrorRows.ts';

/** The backend's four filters; absent ones are not sent. */
export type BackendFilter = Pick<TransactionFilter, 'cardId' | 'platformId' | 'status' | 'type'>;

/** The backend's cap on an answer of GET /transactions. */
export const BACKEND_CAP = 100;

/** How long a row deleted through the panel is not taken back from an answer already on its way. */
const DELETED_MEMORY_MS = 10 * 60_000;
const DELETED_MEMORY_MAX = 10_000;

/** The WHERE of a backend filter on the copy, with the backend's meaning of each filter. */
function filterWhere(filter: BackendFilter): { sql: string; params: WhereClause['params'] } {
  const params: WhereClause['params'] = {};
  const conditions = idConditions(filter, params, MIRRORED_JOURNAL);
  return { sql: conditions.map((c) => ` AND ${c}`).join(''), params };
}

export interface ObserveResult {
  /** Rows the copy did not hold before. */
  added: number;
}

export class MirrorStore {
  private readonly deleted = new Map<number, number>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  private nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  /** Keeps `rows`, the backend's answer to `filter`, and marks what it shows is gone. */
  observe(filter: BackendFilter, rows: readonly MirrorRow[]): ObserveResult {
    const now = this.nowIso();
    const kept = rows.filter((row) => !this.recentlyDeleted(row.id));
    const insert = this.db.prepare(
      `INSERT OR IGNORE INTO journal_mirror (id, ${TRANSACTION_FIELDS.join(', ')}, first_seen_at, last_seen_at)
       VALUES (@id, ${TRANSACTION_FIELDS.map((f) => `@${f}`).join(', ')}, @now, @now)`,
    );
    const update = this.db.prepare(
      `UPDATE journal_mirror SET ${TRANSACTION_FIELDS.map((f) => `${f} = @${f}`).join(', ')},
         last_seen_at = @now, missing_since = NULL, looking_up = 0
       WHERE id = @id`,
    );
    const where = filterWhere(filter);
    const oldest = rows.length >= BACKEND_CAP ? oldestCreatedAt(rows) : undefined;
    // With a status filter, a row no longer answered may have left that status: its new one is
    // looked up (the poller). Without one, it is no longer anywhere the backend shows.
    const gone = this.db.prepare(
      `UPDATE journal_mirror SET ${
        filter.status === undefined ? 'missing_since = @now, looking_up = 0' : 'looking_up = 1'
      }
       WHERE missing_since IS NULL ${filter.status === undefined ? '' : 'AND looking_up = 0'}
         AND id NOT IN (SELECT value FROM json_each(@ids))
         ${oldest === undefined ? '' : 'AND created_at > @oldest'} ${where.sql}`,
    );
    return this.db.transaction(() => {
      let added = 0;
      for (const row of kept) {
        const values = { ...row, now };
        if (insert.run(values).changes > 0) added += 1;
        else update.run(values);
      }
      // An answer cut at 100 whose rows carry no time says nothing of the rest.
      if (rows.length < BACKEND_CAP || oldest !== undefined) {
        gone.run({ ...where.params, now, oldest, ids: JSON.stringify(rows.map((r) => r.id)) });
      }
      return { added };
    })();
  }

  /** Rows deleted through the panel: gone from the copy, and not taken back from a late answer. */
  remove(ids: readonly number[]): void {
    const at = this.now();
    for (const id of ids) this.deleted.set(id, at);
    while (this.deleted.size > DELETED_MEMORY_MAX) {
      this.deleted.delete(this.deleted.keys().next().value as number);
    }
    this.db
      .prepare('DELETE FROM journal_mirror WHERE id IN (SELECT value FROM json_each(?))')
      .run(JSON.stringify(ids));
  }

  private recentlyDeleted(id: number): boolean {
    const at = this.deleted.get(id);
    if (at === undefined) return false;
    if (this.now() - at < DELETED_MEMORY_MS) return true;
    this.deleted.delete(id);
    return false;
  }

  /** Rows whose new status is being looked up, at most `limit`. */
  lookingUp(limit: number): MirrorRow[] {
    return this.db
      .prepare<[number], MirrorRow>(
        `SELECT id, ${TRANSACTION_FIELDS.join(', ')} FROM journal_mirror WHERE looking_up = 1
         ORDER BY id LIMIT ?`,
      )
      .all(limit);
  }

  /** Which of `ids` are still being looked up (the others' new status is known). */
  stillLookingUp(ids: Iterable<number>): Set<number> {
    const rows = this.db
      .prepare<[string], number>(
        `SELECT id FROM journal_mirror
         WHERE looking_up = 1 AND id IN (SELECT value FROM json_each(?))`,
      )
      .pluck()
      .all(JSON.stringify([...ids]));
    return new Set(rows);
  }

  /** Rows looked up under every other status and found under none. */
  markMissing(ids: readonly number[]): void {
    this.db
      .prepare(
        `UPDATE journal_mirror SET missing_since = ?, looking_up = 0
         WHERE looking_up = 1 AND id IN (SELECT value FROM json_each(?))`,
      )
      .run(this.nowIso(), JSON.stringify(ids));
  }

  /** The backend's platforms, whose names its platformId filter matches. */
  setPlatforms(platforms: ReadonlyArray<{ id: number; name: string }>): void {
    const insert = this.db.prepare('INSERT INTO journal_mirror_platforms (id, name) VALUES (?, ?)');
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM journal_mirror_platforms').run();
      for (const { id, name } of platforms) insert.run(id, name);
    })();
  }

  /** The id of the platform named `name`, as the backend last listed it. */
  platformIdOf(name: string | null): number | undefined {
    if (name === null) return undefined;
    return this.db
      .prepare<[string], number>('SELECT id FROM journal_mirror_platforms WHERE name = ? LIMIT 1')
      .pluck()
      .get(name);
  }

  /** Transactions waiting for an admin, as the copy last saw them. */
  countWaiting(status: string): number {
    return this.db
      .prepare<[string], number>(
        `SELECT count(*) FROM journal_mirror
         WHERE status = ? AND missing_since IS NULL AND looking_up = 0`,
      )
      .pluck()
      .get(status) as number;
  }

  count(): number {
    return this.db.prepare<[], number>('SELECT count(*) FROM journal_mirror').pluck().get() ?? 0;
  }
}

function oldestCreatedAt(rows: readonly MirrorRow[]): string | undefined {
  let oldest: string | undefined;
  for (const row of rows) {
    if (row.created_at === null) return undefined;
    if (oldest === undefined || row.created_at < oldest) oldest = row.created_at;
  }
  return oldest;
}
