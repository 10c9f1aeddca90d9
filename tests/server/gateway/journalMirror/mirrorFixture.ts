// The gateway with its journal's copy on, in front of the backend double, and the waits its
// tests share: for the backfill to finish and for a poll to have happened.
import type { AppOverrides } from '../../../../server/app.ts';
import type { DoubleOptions } from '../../../../tools/backendDouble.ts';
import { startGateway, type GatewayFixture } from '../gatewayFixture.ts';

export const MIRROR_ON = {
  JOURNAL_MIRROR: 'on',
  JOURNAL_POLL_SECONDS: '1',
  JOURNAL_BACKFILL_RATE: '50',
};

export const startMirroredGateway = (
  env: Record<string, string> = {},
  doubleOptions: DoubleOptions = {},
  overrides: AppOverrides = {},
): Promise<GatewayFixture> => startGateway({ ...MIRROR_ON, ...env }, overrides, doubleOptions);

export interface Coverage {
  known: number;
  missing: number;
  backendTotal: number | null;
  percent: number | null;
  lastPollAt: string | null;
  completeSince: string | null;
  backfillFinished: boolean;
  backfill?: { combinationsDone: number; combinationsLeft: number };
}

export async function coverage(gateway: GatewayFixture, auth = gateway.auth): Promise<Coverage> {
  const response = await gateway.app.inject({
    url: '/api/transactions/coverage',
    headers: { authorization: auth },
  });
  if (response.statusCode !== 200) throw new Error(`coverage: ${response.statusCode}`);
  return response.json<Coverage>();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done` answers true, polling every 100 ms, for at most `ms`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 60_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await pause(100);
  }
}

export const backfilled = (gateway: GatewayFixture) =>
  waitFor(
    () => coverage(gateway),
    (value) => value.backfillFinished,
  );

/** Waits for a whole poll made after this call: the one on its way may have read before it. */
export async function nextPoll(gateway: GatewayFixture): Promise<void> {
  for (let polls = 0; polls < 2; polls += 1) {
    const before = (await coverage(gateway)).lastPollAt;
    await waitFor(
      () => coverage(gateway),
      (value) => value.lastPollAt !== before,
      10_000,
    );
  }
}
