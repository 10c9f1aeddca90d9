// Where the mirror stands (migration 021): since when the gateway has watched the backend, its
// last poll, the backfill's combinations of filters (asked, left, and where a full answer of a
// combination that cannot be split further marks the limit of the backend's reach) and the
// backend's own count of its transactions. Kept in SQLite, so that a restart goes on from here.
import type { Database } from 'better-sqlite3';
import type { BackendFilter } from './mirrorStore.ts';

export interface Combination {
  filter: BackendFilter;
  /** How many of the filter's dimensions are set, in the order the backfill splits them. */
  depth: number;
}

export interface MirrorProgress {
  /** Transactions the copy holds. */
  known: number;
  /** Of those, the ones the backend no longer showed where it should have. */
  missing: number;
  /** The backend's own count (GET /dashboard/stats), when it has answered it. */
  backendTotal: number | null;
  combinationsDone: number;
  combinationsLeft: number;
  watchingSince: string | null;
  /** When the last poll that ended began (rows it carried were seen at or after it). */
  lastPollAt: string | null;
  backfillStartedAt: string | null;
  backfillFinishedAt: string | null;
  /**
   * Every transaction created since this instant is in the copy, as far as the backend's filters
   * reach: the newest time at which some finest combination's answer was cut at 100. Null: no
   * answer was cut, so the whole history the backfill walked is known.
   */
  completeSince: string | null;
}

interface StateRow {
  watching_since: string | null;
  last_poll_at: string | null;
  backfill_started_at: string | null;
  backfill_finished_at: string | null;
  backend_total: number | null;
}

/** A filter in one spelling, its keys in a fixed order: the queue's key. */
export const filterKey = (filter: BackendFilter): string =>
  JSON.stringify({
    cardId: filter.cardId,
    platformId: filter.platformId,
    status: filter.status,
    type: filter.type,
  });

export class MirrorState {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  private nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  private set(column: keyof StateRow, value: string | number | null): void {
    this.db.prepare(`UPDATE journal_mirror_state SET ${column} = ? WHERE id = 1`).run(value);
  }

  private row(): StateRow {
    return this.db.prepare<[], StateRow>('SELECT * FROM journal_mirror_state WHERE id = 1').get()!;
  }

  /**
   * A poll that began at `startedMs` has ended: every row it carried was seen at or after that
   * instant, so a row last seen before it was not in that poll. The first poll's is kept.
   */
  polled(startedMs: number): void {
    const at = new Date(startedMs).toISOString();
    this.db
      .prepare(
        `UPDATE journal_mirror_state
         SET last_poll_at = ?, watching_since = coalesce(watching_since, ?) WHERE id = 1`,
      )
      .run(at, at);
  }

  setBackendTotal(total: number): void {
    this.set('backend_total', total);
  }

  /** Starts the backfill with the whole journal as its first combination, once. */
  startBackfill(): void {
    if (this.row().backfill_started_at !== null) return;
    this.db.transaction(() => {
      this.set('backfill_started_at', this.nowIso());
      this.queue([{ filter: {}, depth: 0 }]);
    })();
  }

  private queue(combinations: readonly Combination[]): void {
    const insert = this.db.prepare(
      `INSERT OR IGNORE INTO journal_backfill (filter, depth, state) VALUES (?, ?, 'queued')`,
    );
    for (const { filter, depth } of combinations) insert.run(filterKey(filter), depth);
  }

  /** The next combination to ask, the coarsest first; undefined when none is left. */
  next(): Combination | undefined {
    const row = this.db
      .prepare<[], { filter: string; depth: number }>(
        `SELECT filter, depth FROM journal_backfill WHERE state = 'queued'
         ORDER BY depth, filter LIMIT 1`,
      )
      .get();
    return row ? { filter: JSON.parse(row.filter) as BackendFilter, depth: row.depth } : undefined;
  }

  /**
   * A combination answered: `finer` are the combinations it splits into when its answer was cut
   * at 100; `reachUntil`, of a cut answer that cannot be split, is its oldest row's time.
   */
  done(
    combination: Combination,
    answered: number,
    finer: readonly Combination[],
    reachUntil: string | null,
  ): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE journal_backfill SET state = 'done', answered = ?, reach_until = ?
           WHERE filter = ?`,
        )
        .run(answered, reachUntil, filterKey(combination.filter));
      this.queue(finer);
      if (this.next() === undefined) this.set('backfill_finished_at', this.nowIso());
    })();
  }

  backfillFinished(): boolean {
    return this.row().backfill_finished_at !== null;
  }

  /** When the last whole walk ended (ms), or undefined before the first has. */
  walkEndedAt(): number | undefined {
    const finished = this.row().backfill_finished_at;
    return finished === null ? undefined : Date.parse(finished);
  }

  /**
   * Every combination asked before is queued again (a cut one splits as the first time): what
   * the polls cannot see, a final status changed into another or a deletion beyond the newest
   * 100, shows then. The history stays walked meanwhile (backfillFinished): what the last walk
   * reached stands until answers replace it, and its end moves when this walk ends.
   */
  startRecheck(): void {
    this.db.prepare(`UPDATE journal_backfill SET state = 'queued'`).run();
  }

  progress(): MirrorProgress {
    const state = this.row();
    const counts = this.db
      .prepare<[], { known: number; missing: number }>(
        `SELECT count(*) AS known, count(missing_since) AS missing FROM journal_mirror`,
      )
      .get()!;
    const combinations = this.db
      .prepare<[], { done: number; left: number; reach: string | null }>(
        `SELECT count(*) FILTER (WHERE state = 'done') AS done,
                count(*) FILTER (WHERE state = 'queued') AS left,
                max(reach_until) AS reach
         FROM journal_backfill`,
      )
      .get()!;
    return {
      known: counts.known,
      missing: counts.missing,
      backendTotal: state.backend_total,
      combinationsDone: combinations.done,
      combinationsLeft: combinations.left,
      watchingSince: state.watching_since,
      lastPollAt: state.last_poll_at,
      backfillStartedAt: state.backfill_started_at,
      backfillFinishedAt: state.backfill_finished_at,
      completeSince: combinations.reach,
    };
  }
}
