// A clean stop for a service manager's SIGTERM: the server stops accepting connections, requests
// in flight get SHUTDOWN_GRACE_MS to finish, then what is still open is cut so that the close
// goes on (the broadcast worker stopped, the database closed) and the process exits 0. A second
// signal, or a close stuck past the grace and a margin, exits at once with 1.
import type { FastifyInstance } from 'fastify';

/** How long the close may take once the grace is over (hooks, the database) before exit(1). */
export const CLOSE_MARGIN_MS = 5_000;

/**
 * app.close() with a grace: Fastify's close stops listening, answers 503 to new requests on open
 * connections, closes idle ones, and waits for requests in flight; past `graceMs` their
 * connections are cut, so the onClose hooks (the worker, then the database) still run.
 * Resolves true when every request finished in time.
 */
export async function closeWithGrace(app: FastifyInstance, graceMs: number): Promise<boolean> {
  let finishedInTime = true;
  const timer = setTimeout(() => {
    finishedInTime = false;
    app.log.warn(`requests still in flight after ${graceMs} ms: their connections are cut`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return finishedInTime;
}

export interface SignalOptions {
  /** Past this, a close still going exits with 1 (unset: it may take as long as it takes). */
  deadlineMs?: number;
  /** process.exit, replaced in tests. */
  exit?: (code: number) => void;
}

/** Runs `close` once on SIGTERM/SIGINT, then exits 0; a second signal exits at once with 1. */
export function closeOnSignals(close: () => Promise<unknown>, options: SignalOptions = {}): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      console.error(`${signal} received again: exiting without waiting`);
      exit(1);
      return;
    }
    closing = true;
    console.log(`${signal} received, shutting down`);
    if (options.deadlineMs !== undefined) {
      setTimeout(() => {
        console.error(`Shutdown took longer than ${options.deadlineMs} ms: exiting`);
        exit(1);
      }, options.deadlineMs).unref();
    }
    close().then(
      () => exit(0),
      (error: unknown) => {
        console.error(error);
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
