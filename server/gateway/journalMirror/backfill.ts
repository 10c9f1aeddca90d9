// The backfill: the backend's history back in time, one combination of its filters at a time
// (combinations.ts), coarsest first, at most JOURNAL_BACKFILL_RATE requests a second, until no
// combination is left. It pauses while the backend fails or answers slowly (longer each time, up
// to five minutes), and goes on after a restart from the queue kept in SQLite (mirrorProgress.ts).
// JOURNAL_RECHECK_HOURS after a walk ended it walks again, since the polls see only the newest
// and the pending transactions.
import type { BackendClient } from '../../backend/backendClient.ts';
import { BACKEND_CAP, type MirrorStore } from './mirrorStore.ts';
import type { MirrorState } from './mirrorProgress.ts';
import { readBackend, readBackendJournal } from './backendJournal.ts';
import { finerThan, reachUntil, type Dimensions } from './combinations.ts';

export interface BackfillOptions {
  client: BackendClient;
  store: MirrorStore;
  state: MirrorState;
  zone: string;
  /** Requests a second at most. */
  rate: number;
  /** The next walk starts this long after one ended; 0: never. */
  recheckMs: number;
  now: () => number;
  /** Waits `ms`, or less when stopped (tests pass their own). */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Told after every combination. */
  onProgress?: () => void;
  log?: (message: string) => void;
}

/** An answer slower than this pauses the backfill: the backend is busy. */
export const SLOW_ANSWER_SECONDS = 2;
const FIRST_PAUSE_MS = 10_000;
const LONGEST_PAUSE_MS = 5 * 60_000;
/** The wait for the next walk, taken an hour at a time (a timer of over 24.8 days fires at once). */
export const LONGEST_WAIT_MS = 3_600_000;

const idOf = (row: unknown): number | undefined => {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
};

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Ids and names of the backend's platforms (nothing else: its list carries secrets). */
export const platformsOf = (answer: unknown): Dimensions['platforms'] =>
  list(answer).flatMap((row) => {
    const id = idOf(row);
    const name = (row as { name?: unknown }).name;
    return id !== undefined && typeof name === 'string' ? [{ id, name }] : [];
  });

/** The backend's platforms and card ids. */
export async function readDimensions(client: BackendClient): Promise<Dimensions> {
  const platforms = platformsOf(await readBackend(client, '/platforms'));
  const cards = list(await readBackend(client, '/admin/cards'));
  return {
    platforms,
    cardIds: cards.flatMap((row) => {
      const id = idOf(row);
      return id === undefined ? [] : [id];
    }),
  };
}

export class Backfill {
  /** When paused: until when, and why. */
  pausedUntil: number | undefined;
  pausedBecause: string | undefined;

  constructor(private readonly options: BackfillOptions) {}

  /** Runs until the queue is empty or `signal` aborts. */
  async run(signal: AbortSignal): Promise<void> {
    const { client, store, state, zone, sleep } = this.options;
    state.startBackfill();
    let pause = FIRST_PAUSE_MS;
    let dimensions: Dimensions | undefined;
    while (!signal.aborted) {
      const combination = state.next();
      if (!combination) {
        if (!this.options.recheckMs) return;
        const ended = state.walkEndedAt() ?? this.options.now();
        const wait = ended + this.options.recheckMs - this.options.now();
        if (wait > 0) {
          await sleep(Math.min(wait, LONGEST_WAIT_MS), signal);
        } else {
          state.startRecheck();
          // Read again: platforms and cards may have come and gone since.
          dimensions = undefined;
        }
        continue;
      }
      let answered;
      try {
        if (!dimensions) {
          dimensions = await readDimensions(client);
          store.setPlatforms(dimensions.platforms);
        }
        answered = await readBackendJournal(client, combination.filter, zone);
      } catch (error) {
        await this.pause(pause, error instanceof Error ? error.message : String(error), signal);
        pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
        continue;
      }
      store.observe(combination.filter, answered.rows);
      const cut = answered.answered >= BACKEND_CAP;
      state.done(
        combination,
        answered.answered,
        cut ? finerThan(combination, dimensions) : [],
        cut ? reachUntil(combination, answered.rows, dimensions) : null,
      );
      this.options.onProgress?.();
      if (answered.seconds > SLOW_ANSWER_SECONDS) {
        await this.pause(pause, `slow answer (${answered.seconds.toFixed(1)} s)`, signal);
        pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
      } else {
        pause = FIRST_PAUSE_MS;
        await sleep(1000 / this.options.rate, signal);
      }
    }
  }

  private async pause(ms: number, because: string, signal: AbortSignal) {
    this.pausedUntil = this.options.now() + ms;
    this.pausedBecause = because;
    this.options.log?.(`journal backfill paused for ${ms / 1000} s: ${because}`);
    await this.options.sleep(ms, signal);
    this.pausedUntil = undefined;
    this.pausedBecause = undefined;
  }
}
