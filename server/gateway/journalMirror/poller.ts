// The mirror's freshness: every JOURNAL_POLL_SECONDS, for all panels together, one read of the
// backend's newest transactions and one of each pending status (few at a time, so all of them are
// in view). A transaction that left the pending status the copy knew is looked up under the other
// statuses in its finest combination; one found under none is marked missing. Every few minutes
// the backend's figures (its total, for the journal's "backfill %") and platforms are read again.
import {
  PENDING_STATUSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionType,
} from '../../../contract/transactions.ts';
import type { BackendClient } from '../../backend/backendClient.ts';
import { isPlainObject } from '../secrets.ts';
import { readBackend, readBackendJournal } from './backendJournal.ts';
import { platformsOf } from './backfill.ts';
import type { MirrorRow } from './mirrorRows.ts';
import type { MirrorState } from './mirrorProgress.ts';
import type { BackendFilter, MirrorStore } from './mirrorStore.ts';

export interface PollerOptions {
  client: BackendClient;
  store: MirrorStore;
  state: MirrorState;
  zone: string;
  pollSeconds: number;
  now: () => number;
  log?: (message: string) => void;
  onProgress?: () => void;
}

/** The backend's figures and platforms are read again every this many polls (10 min at 15 s). */
export const FIGURES_EVERY = 40;
/** Rows looked up per poll, and groups of them (each asks up to eight statuses). */
const LOOKUPS_PER_POLL = 200;
const GROUPS_PER_POLL = 5;

const isTransactionType = (type: string): type is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(type);

export class Poller {
  private inFlight: Promise<void> | undefined;
  private polls = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Settles once a poll since the start has ended (answered or failed). */
  readonly firstPoll: Promise<void>;
  private firstPollEnded!: () => void;

  constructor(private readonly options: PollerOptions) {
    this.firstPoll = new Promise((resolve) => (this.firstPollEnded = resolve));
  }

  start(): void {
    const loop = () => {
      if (this.stopped) return;
      void this.poll().finally(() => {
        if (!this.stopped) this.timer = setTimeout(loop, this.options.pollSeconds * 1000);
      });
    };
    loop();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Settles when no poll is on its way. */
  settled(): Promise<void> {
    return this.inFlight ?? Promise.resolve();
  }

  /** One poll; polls asked for while one is on its way share it. */
  poll(): Promise<void> {
    this.inFlight ??= this.pollOnce()
      .catch((error: unknown) => {
        this.options.log?.(
          `journal poll failed: ${error instanceof Error ? error.message : error}`,
        );
      })
      .finally(() => {
        this.inFlight = undefined;
        this.firstPollEnded();
        this.options.onProgress?.();
      });
    return this.inFlight;
  }

  private async observe(filter: BackendFilter): Promise<void> {
    const { rows } = await readBackendJournal(this.options.client, filter, this.options.zone);
    this.options.store.observe(filter, rows);
  }

  private async pollOnce(): Promise<void> {
    const started = this.options.now();
    if (this.polls % FIGURES_EVERY === 0) {
      await this.readFigures().catch((error: unknown) => {
        this.options.log?.(`journal figures: ${error instanceof Error ? error.message : error}`);
      });
    }
    this.polls += 1;
    await this.observe({});
    for (const status of PENDING_STATUSES) await this.observe({ status });
    await this.lookUp();
    this.options.state.polled(started);
  }

  private async readFigures(): Promise<void> {
    const { client, store, state } = this.options;
    const stats = await readBackend(client, '/dashboard/stats');
    if (isPlainObject(stats) && Number.isSafeInteger(stats.totalRequests)) {
      state.setBackendTotal(stats.totalRequests as number);
    }
    store.setPlatforms(platformsOf(await readBackend(client, '/platforms')));
  }

  /** Rows that left the status the copy knew, each group of them asked under the others. */
  private async lookUp(): Promise<void> {
    const { store } = this.options;
    const groups = new Map<string, { filter: BackendFilter; from: string; ids: Set<number> }>();
    for (const row of store.lookingUp(LOOKUPS_PER_POLL)) {
      const filter = this.finestFilter(row);
      const key = JSON.stringify([filter, row.status]);
      const group = groups.get(key) ?? { filter, from: row.status, ids: new Set<number>() };
      group.ids.add(row.id);
      groups.set(key, group);
    }
    for (const { filter, from, ids } of [...groups.values()].slice(0, GROUPS_PER_POLL)) {
      for (const status of TRANSACTION_STATUSES) {
        // A status the backend's enum does not know is never asked (its parse would be a 500).
        if (status === from) continue;
        await this.observe({ ...filter, status });
        const left = store.stillLookingUp(ids);
        for (const id of ids) if (!left.has(id)) ids.delete(id);
        if (ids.size === 0) break;
      }
      store.markMissing([...ids]);
    }
  }

  /** The row's own card, platform and type: the combination that reaches furthest back. */
  private finestFilter(row: MirrorRow): BackendFilter {
    // A value the backend's enum does not know would be a 500 (API-NOTES A3).
    const filter: BackendFilter = isTransactionType(row.type) ? { type: row.type } : {};
    if (row.admin_card_id !== null) filter.cardId = row.admin_card_id;
    const platformId = this.options.store.platformIdOf(row.platform_name);
    if (platformId !== undefined) filter.platformId = platformId;
    return filter;
  }
}
