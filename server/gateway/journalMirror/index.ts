// The gateway's journal (JOURNAL_MIRROR, on by default): a copy of the production backend's
// transactions in the gateway's SQLite, kept fresh by one poll for all panels (poller.ts), filled
// back in time by the backfill (backfill.ts), and read by the panel exactly as the embedded API's
// journal (routes/transactions/reads.ts on journal_mirror): pages with a total, sort, search,
// date range, one transaction by id, the pending count, and a person's page (GET /users/{chatId}).
// GET /transactions/coverage says how much of the backend's history is known. A deletion forwarded through the gateway removes the row.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MIRRORED_JOURNAL } from '../../db/repositories/journalTable.ts';
import { signedInAccount } from '../../auth/plugin.ts';
import journalReadRoutes from '../../routes/transactions/reads.ts';
import userRoutes from '../../routes/users/index.ts';
import { mirroredTransactionSchema } from '../../routes/transactions/schemas.ts';
import type { BackendClient } from '../../backend/backendClient.ts';
import { coverageSchema } from './coverageSchema.ts';
import { Backfill } from './backfill.ts';
import { MirrorState } from './mirrorProgress.ts';
import { MirrorStore } from './mirrorStore.ts';
import { Poller } from './poller.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

// The gateway's own route (the embedded API has no copy), declared here rather than in a folder
// of server/routes/: the copy of the backend's journal, how much of its history is known.
export const access: RouteRules = { 'GET /transactions/coverage': ['transactions', 'list'] };

export interface JournalMirrorOptions {
  client: BackendClient;
  /** The zone the panel reads the backend's zone-less times in (PANEL_SERVER_TIME_ZONE). */
  backendTimeZone: string;
  /** The zone of the journal's date range (BUSINESS_TIME_ZONE). */
  businessTimeZone: string;
  pollSeconds: number;
  /** Backfill requests a second at most; 0: no backfill. */
  backfillRate: number;
  /** The backfill walks again this long after a walk ended; 0: never. */
  recheckMs: number;
  now: () => number;
}

/** A read waits at most this long for the first poll after a start, then answers the copy. */
const FIRST_POLL_WAIT_MS = 10_000;

const AWAITING_ADMIN = 'PENDING_ADMIN';

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** The ids a forwarded deletion removed: the path's id, or the bulk body's. */
function deletedIds(request: FastifyRequest, prefix: string): number[] {
  const url = request.routeOptions.url;
  if (url === `${prefix}/transactions/bulk` && Array.isArray(request.body)) {
    return request.body.filter((id): id is number => Number.isSafeInteger(id));
  }
  if (url === `${prefix}/transactions/:id`) {
    const id = Number((request.params as { id?: string }).id);
    return Number.isSafeInteger(id) ? [id] : [];
  }
  return [];
}

export async function registerJournalMirror(api: FastifyInstance, options: JournalMirrorOptions) {
  const { client, now } = options;
  const store = new MirrorStore(api.db, now);
  const state = new MirrorState(api.db, now);
  const log = (message: string) => api.log.warn(message);
  const poller = new Poller({
    client,
    store,
    state,
    zone: options.backendTimeZone,
    pollSeconds: options.pollSeconds,
    now,
    log,
    onProgress: () => api.metrics.journalMirror(state.progress()),
  });
  const backfill = new Backfill({
    client,
    store,
    state,
    zone: options.backendTimeZone,
    rate: options.backfillRate,
    recheckMs: options.recheckMs,
    now,
    sleep: abortableSleep,
    log,
    onProgress: () => api.metrics.journalMirror(state.progress()),
  });
  const stop = new AbortController();
  let backfilling: Promise<void> | undefined;

  api.addHook('onReady', async () => {
    poller.start();
    if (options.backfillRate > 0) {
      backfilling = poller.firstPoll.then(() => backfill.run(stop.signal));
    }
  });
  api.addHook('onClose', async () => {
    poller.stop();
    stop.abort();
    await Promise.allSettled([poller.settled(), backfilling]);
  });
  // Before the answer leaves, so that the panel's read right after it no longer finds the row.
  api.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (request.method === 'DELETE' && reply.statusCode === 204)
      store.remove(deletedIds(request, api.prefix));
    return payload;
  });

  let polledOnce = false;
  void poller.firstPoll.then(() => (polledOnce = true));
  const firstPoll = async () => {
    if (polledOnce) return;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>(
      (resolve) => (timer = setTimeout(resolve, FIRST_POLL_WAIT_MS)),
    );
    await Promise.race([poller.firstPoll, waited]).finally(() => clearTimeout(timer));
  };
  await api.register(journalReadRoutes, {
    businessTimeZone: options.businessTimeZone,
    table: MIRRORED_JOURNAL,
    rowSchema: mirroredTransactionSchema,
    pendingCount: () => store.countWaiting(AWAITING_ADMIN),
    beforeRead: firstPoll,
  });

  // A person's page reads the copy too.
  await api.register(async (scope) => {
    scope.addHook('preHandler', firstPoll);
    await scope.register(userRoutes, { table: MIRRORED_JOURNAL });
  });

  // How much of the backend's history the copy holds; the backfill's own state for owners.
  api.get(
    '/transactions/coverage',
    { schema: { response: { 200: coverageSchema } } },
    async (request) => {
      await firstPoll();
      const progress = state.progress();
      const percent =
        progress.backendTotal && progress.backendTotal > 0
          ? Math.min(100, Math.floor((progress.known / progress.backendTotal) * 100))
          : null;
      const coverage = {
        known: progress.known,
        missing: progress.missing,
        backendTotal: progress.backendTotal,
        percent,
        lastPollAt: progress.lastPollAt,
        watchingSince: progress.watchingSince,
        completeSince: progress.completeSince,
        backfillFinished: progress.backfillFinishedAt !== null,
      };
      if (signedInAccount(request).role !== 'owner') return coverage;
      return {
        ...coverage,
        backfill: {
          startedAt: progress.backfillStartedAt,
          finishedAt: progress.backfillFinishedAt,
          combinationsDone: progress.combinationsDone,
          combinationsLeft: progress.combinationsLeft,
          pausedUntil:
            backfill.pausedUntil === undefined
              ? null
              : new Date(backfill.pausedUntil).toISOString(),
          pausedBecause: backfill.pausedBecause ?? null,
        },
      };
    },
  );
}
