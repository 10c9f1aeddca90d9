// The background delivery of broadcasts: every poll interval it claims due broadcasts one at a
// time (atomically, so each is delivered once even with two workers), sends the message to every
// known bot user through the BroadcastSender, and marks it SENT or FAILED. Stopping ends the
// delivery in progress between two chats (the send on its way may finish first, within a patience
// the caller gives; past it the send is aborted); the broadcast goes back to the queue and later
// resumes after its last chat.
import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { listBotChatIds } from '../db/repositories/botUsers.ts';
import {
  claimDueBroadcast,
  findBroadcast,
  markBroadcastFailed,
  markBroadcastSent,
  recordBroadcastProgress,
  releaseBroadcast,
} from '../db/repositories/broadcasts.ts';
import type { Broadcast } from '../db/repositories/broadcasts.ts';
import { DeliveryError, RecipientError } from './sender.ts';
import type { BroadcastSender } from './sender.ts';

export interface BroadcastWorkerOptions {
  db: Database;
  sender: BroadcastSender;
  /** Pause between the end of one run and the start of the next. */
  pollMs: number;
  /** The clock that decides what is due; tests move it. */
  now?: () => number;
  log: FastifyBaseLogger;
  /** Told of each message to a chat and each broadcast's end (the metrics). */
  counts?: BroadcastCounts;
}

export type DeliveryOutcome = 'SENT' | 'FAILED' | 'RELEASED';

export interface BroadcastCounts {
  /** One chat's message: delivered, or failed (the chat refused it, or the delivery failed). */
  delivery: (delivered: boolean) => void;
  finished: (outcome: DeliveryOutcome) => void;
}

const NO_COUNTS: BroadcastCounts = { delivery: () => undefined, finished: () => undefined };

export interface DeliveryReport {
  id: number;
  outcome: DeliveryOutcome;
}

export class BroadcastWorker {
  private readonly options: BroadcastWorkerOptions;
  private readonly now: () => number;
  private readonly counts: BroadcastCounts;
  private readonly abort = new AbortController();
  private readonly runs = new Set<Promise<DeliveryReport[]>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(options: BroadcastWorkerOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.counts = options.counts ?? NO_COUNTS;
  }

  get sender(): BroadcastSender {
    return this.options.sender;
  }

  /** True while a next run is scheduled (between start() and stop()). */
  get scheduled(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (!this.stopped && !this.timer) this.scheduleNextRun();
  }

  /**
   * Stops the timer and ends deliveries in progress at their next chat, then waits until they have
   * let go. A send on its way gets `patienceMs` to finish (0: aborted at once): an aborted send may
   * have reached its chat unrecorded, and that chat then gets the message again on resume.
   */
  async stop(patienceMs = 0): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    const settled = Promise.allSettled([...this.runs]);
    if (patienceMs > 0 && this.runs.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const patience = new Promise<void>((resolve) => (timer = setTimeout(resolve, patienceMs)));
      await Promise.race([settled, patience]);
      clearTimeout(timer);
    }
    this.abort.abort();
    await settled;
  }

  /** True once stop() was called: deliveries end at their next chat. */
  private get ending(): boolean {
    return this.stopped || this.abort.signal.aborted;
  }

  /**
   * Delivers every broadcast due now and reports what became of each; what the timer runs, and
   * what tests call to run a tick on demand. Concurrent calls are safe: each claim is atomic.
   */
  runOnce(): Promise<DeliveryReport[]> {
    if (this.stopped) return Promise.resolve([]);
    const run = this.deliverDue();
    this.runs.add(run);
    const forget = () => this.runs.delete(run);
    run.then(forget, forget);
    return run;
  }

  private scheduleNextRun(): void {
    // A fresh timeout after each run (not an interval): runs never overlap or pile up.
    this.timer = setTimeout(() => {
      this.runOnce()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'broadcast run failed'))
        .finally(() => {
          this.timer = undefined;
          if (!this.stopped) this.scheduleNextRun();
        });
    }, this.options.pollMs);
    // The HTTP server keeps the process alive; the worker alone must not.
    this.timer.unref();
  }

  private async deliverDue(): Promise<DeliveryReport[]> {
    const reports: DeliveryReport[] = [];
    while (!this.ending) {
      const broadcast = claimDueBroadcast(this.options.db, new Date(this.now()).toISOString());
      if (!broadcast) break;
      const outcome = await this.deliver(broadcast);
      this.counts.finished(outcome);
      reports.push({ id: broadcast.id, outcome });
    }
    return reports;
  }

  private async deliver(broadcast: Broadcast): Promise<DeliveryOutcome> {
    const { db, sender, log } = this.options;
    const { signal } = this.abort;
    const message = {
      id: broadcast.id,
      messageText: broadcast.messageText,
      buttonText: broadcast.buttonText,
      buttonUrl: broadcast.buttonUrl,
    };
    let lastProblem: string | undefined;
    // Set when a stop ends the delivery before its last chat (not when it came after it).
    let interrupted = false;
    try {
      for (const chatId of listBotChatIds(db, broadcast.lastChatId)) {
        if (this.ending) {
          interrupted = true;
          break;
        }
        let failed = false;
        try {
          await sender.send(message, chatId, signal);
        } catch (error) {
          if (signal.aborted) {
            interrupted = true;
            break;
          }
          this.counts.delivery(false);
          if (!(error instanceof RecipientError)) throw error;
          failed = true;
          lastProblem = error.message;
        }
        if (!failed) this.counts.delivery(true);
        recordBroadcastProgress(db, broadcast.id, chatId, failed);
      }
    } catch (error) {
      // Only a DeliveryError's words are stored (and shown); anything else may be internal.
      const reason =
        error instanceof DeliveryError ? error.message : 'Internal error during delivery';
      log.error({ err: error, broadcastId: broadcast.id }, 'broadcast failed');
      markBroadcastFailed(db, broadcast.id, reason);
      return 'FAILED';
    }
    if (interrupted) {
      releaseBroadcast(db, broadcast.id);
      log.info({ broadcastId: broadcast.id }, 'broadcast paused by shutdown; it resumes later');
      return 'RELEASED';
    }
    const totals = findBroadcast(db, broadcast.id);
    if (totals && totals.recipients > 0 && totals.failures === totals.recipients) {
      const last = lastProblem ?? 'see the server log';
      markBroadcastFailed(db, broadcast.id, `All ${totals.recipients} deliveries failed: ${last}`);
      return 'FAILED';
    }
    markBroadcastSent(db, broadcast.id, new Date(this.now()).toISOString());
    log.info(
      { broadcastId: broadcast.id, recipients: totals?.recipients, failures: totals?.failures },
      'broadcast sent',
    );
    return 'SENT';
  }
}
