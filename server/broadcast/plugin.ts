// Starts the broadcast worker with the app and stops it on app.close(): from the start of the
// close (preClose), so that no new delivery begins while requests in flight finish, and a send on
// its way gets a few seconds to end (SHUTDOWN_GRACE_MS, at most STOP_PATIENCE_MS) before it is
// aborted; the close waits for it before the database closes (onClose hooks run in reverse order
// of registration). Exposed as `app.broadcastWorker` so tests can run a tick with
// `app.broadcastWorker.runOnce()`.
import fp from 'fastify-plugin';
import { OutboxSender } from './sender.ts';
import type { BroadcastSender } from './sender.ts';
import { TelegramSender } from './telegramSender.ts';
import { BroadcastWorker } from './worker.ts';
import type { Config } from '../config.ts';
import { recoverInterruptedBroadcasts } from '../db/repositories/broadcasts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    broadcastWorker: BroadcastWorker;
  }
}

/** The longest a send on its way may take to end once the app closes. */
const STOP_PATIENCE_MS = 5_000;

export interface BroadcastWorkerPluginOptions {
  config: Pick<
    Config,
    'telegramBotToken' | 'telegramApiUrl' | 'broadcastPollMs' | 'shutdownGraceMs'
  >;
  now?: () => number;
  /** Replaces the sender the config chooses (tests). */
  sender?: BroadcastSender;
}

export default fp<BroadcastWorkerPluginOptions>(
  async (app, options) => {
    const { config } = options;
    const sender =
      options.sender ??
      (config.telegramBotToken
        ? new TelegramSender({ token: config.telegramBotToken, apiUrl: config.telegramApiUrl })
        : new OutboxSender(app.db, options.now));

    // A broadcast still SENDING was cut off by a crash: queue it again, to resume after the last
    // chat it reached (at most that one chat may get the message twice).
    const recovered = recoverInterruptedBroadcasts(app.db);
    if (recovered.requeued.length > 0) {
      app.log.warn({ broadcastIds: recovered.requeued }, 'interrupted broadcasts queued again');
    }
    if (recovered.failed.length > 0) {
      app.log.error({ broadcastIds: recovered.failed }, 'broadcasts interrupted too often failed');
    }

    const worker = new BroadcastWorker({
      db: app.db,
      sender,
      pollMs: config.broadcastPollMs,
      now: options.now,
      log: app.log,
      counts: {
        delivery: (delivered) => app.metrics.broadcastDelivery(delivered),
        finished: (outcome) => app.metrics.broadcastFinished(outcome),
      },
    });
    app.decorate('broadcastWorker', worker);
    app.log.info(`broadcasts are delivered through ${sender.description}`);
    app.addHook('onReady', async () => worker.start());
    let stopping: Promise<void> | undefined;
    app.addHook('preClose', async () => {
      // Not awaited here: the server stops accepting meanwhile.
      stopping = worker.stop(Math.min(config.shutdownGraceMs, STOP_PATIENCE_MS));
    });
    app.addHook('onClose', async () => (stopping ??= worker.stop()));
  },
  { name: 'broadcast-worker', dependencies: ['db', 'metrics'] },
);
