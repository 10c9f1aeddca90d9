// What the server counts for GET /metrics (metrics/plugin.ts), as calls the code makes where the
// event happens: `app.metrics` is always there, and does nothing while /metrics is off
// (METRICS_TOKEN unset). The series, in the plugin's own prom-client registry:
//   sign_ins_accepted_total{method}      a password, a Telegram sign-in or a second step accepted
//   sign_ins_refused_total{method}       ...refused (a wrong password, refused init data, a wrong
//                                        or reused code, a failed passkey)
//   sign_in_lockouts_total{method}       refusals that locked an address (AUTH_MAX_FAILURES) or,
//                                        for a second step, an account out
//   gateway_backend_request_duration_seconds{route,method,outcome}
//                                        the gateway's calls to the backend: the route that made
//                                        them, the method sent, 2xx..5xx or no answer
//                                        (timeout, unreachable, too_large); a histogram
//   gateway_audit_outcomes_total{outcome} the forwarded writes' audit entries by the outcome they
//                                        got: answered, no_answer or unknown (not recorded)
//   gateway_journal_transactions{state}  the gateway's copy of the backend's journal: known,
//                                        missing (not seen since), backend_total (its own count)
//   gateway_journal_backfill_combinations{state}
//                                        the backfill's combinations of filters: done, left
//   broadcast_deliveries_total{result}   one message to one chat: delivered or failed
//   broadcasts_finished_total{outcome}   whole broadcasts: sent, failed, or released (a stop)
import { Counter, Gauge, Histogram } from 'prom-client';
import type { Registry } from 'prom-client';
import { DEVICE_STEPS, type DeviceStep } from '../../contract/secondStep.ts';
import type { DeliveryOutcome } from '../broadcast/worker.ts';
import { AUDIT_OUTCOMES, type AuditOutcome } from '../../contract/audit.ts';
import type { BackendCall } from '../backend/backendClient.ts';

/** How a sign-in, or its second step, was made. */
export type SignInMethod = 'password' | 'telegram' | DeviceStep;
const SIGN_IN_METHODS: readonly SignInMethod[] = ['password', 'telegram', ...DEVICE_STEPS];
const DELIVERY_OUTCOMES: readonly DeliveryOutcome[] = ['SENT', 'FAILED', 'RELEASED'];

/** The gateway's copy of the journal, as its series count it (gateway/journalMirror/). */
export interface JournalFigures {
  known: number;
  missing: number;
  backendTotal: number | null;
  combinationsDone: number;
  combinationsLeft: number;
}

export interface ServiceMetrics {
  signInAccepted(method: SignInMethod): void;
  /** `lockedOut`: this refusal is the one that locked its address (or account) out. */
  signInRefused(method: SignInMethod, lockedOut: boolean): void;
  backendCall(call: BackendCall): void;
  auditOutcome(outcome: AuditOutcome): void;
  broadcastDelivery(delivered: boolean): void;
  broadcastFinished(outcome: DeliveryOutcome): void;
  journalMirror(figures: JournalFigures): void;
}

const nothing = () => undefined;

/** While /metrics is off. */
export const NO_METRICS: ServiceMetrics = {
  signInAccepted: nothing,
  signInRefused: nothing,
  backendCall: nothing,
  auditOutcome: nothing,
  broadcastDelivery: nothing,
  broadcastFinished: nothing,
  journalMirror: nothing,
};

/** Every series above in `registry`; those with a fixed set of labels start at 0. */
export function registeredMetrics(registry: Registry): ServiceMetrics {
  const registers = [registry];
  const accepted = new Counter({
    name: 'sign_ins_accepted_total',
    help: 'Sign-ins accepted, by method: password, telegram, or a second step (totp, recovery, passkey)',
    labelNames: ['method'] as const,
    registers,
  });
  const refused = new Counter({
    name: 'sign_ins_refused_total',
    help: 'Sign-ins refused, by method: a wrong password, refused Telegram init data, a wrong second step',
    labelNames: ['method'] as const,
    registers,
  });
  const lockOuts = new Counter({
    name: 'sign_in_lockouts_total',
    help: 'Addresses (or, for a second step, accounts) locked out after too many failed sign-ins',
    labelNames: ['method'] as const,
    registers,
  });
  const backend = new Histogram({
    name: 'gateway_backend_request_duration_seconds',
    help: "The gateway's calls to the backend by the route that made them, method and outcome",
    labelNames: ['route', 'method', 'outcome'] as const,
    // Up to UPSTREAM_TIMEOUT_MS (15 s by default).
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30],
    registers,
  });
  const audit = new Counter({
    name: 'gateway_audit_outcomes_total',
    help: "Forwarded writes' audit entries by outcome: answered, no_answer, unknown (not recorded)",
    labelNames: ['outcome'] as const,
    registers,
  });
  const deliveries = new Counter({
    name: 'broadcast_deliveries_total',
    help: 'Broadcast messages to one chat, delivered or failed',
    labelNames: ['result'] as const,
    registers,
  });
  const broadcasts = new Counter({
    name: 'broadcasts_finished_total',
    help: 'Broadcasts whose delivery ended: sent, failed, or released by a stop (resumed later)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const journal = new Gauge({
    name: 'gateway_journal_transactions',
    help: "The gateway's copy of the backend's journal: known, missing (not seen since), backend_total",
    labelNames: ['state'] as const,
    registers,
  });
  const combinations = new Gauge({
    name: 'gateway_journal_backfill_combinations',
    help: "The journal backfill's combinations of the backend's filters: done, left",
    labelNames: ['state'] as const,
    registers,
  });
  for (const method of SIGN_IN_METHODS) {
    for (const counter of [accepted, refused, lockOuts]) counter.inc({ method }, 0);
  }
  for (const outcome of AUDIT_OUTCOMES) audit.inc({ outcome }, 0);
  for (const result of ['delivered', 'failed']) deliveries.inc({ result }, 0);
  for (const outcome of DELIVERY_OUTCOMES) broadcasts.inc({ outcome: outcome.toLowerCase() }, 0);

  return {
    signInAccepted: (method) => accepted.inc({ method }),
    signInRefused: (method, lockedOut) => {
      refused.inc({ method });
      if (lockedOut) lockOuts.inc({ method });
    },
    backendCall: ({ route, method, outcome, seconds }) =>
      backend.observe({ route, method, outcome }, seconds),
    auditOutcome: (outcome) => audit.inc({ outcome }),
    broadcastDelivery: (delivered) =>
      deliveries.inc({ result: delivered ? 'delivered' : 'failed' }),
    broadcastFinished: (outcome) => broadcasts.inc({ outcome: outcome.toLowerCase() }),
    journalMirror: (progress) => {
      journal.set({ state: 'known' }, progress.known);
      journal.set({ state: 'missing' }, progress.missing);
      if (progress.backendTotal !== null) {
        journal.set({ state: 'backend_total' }, progress.backendTotal);
      }
      combinations.set({ state: 'done' }, progress.combinationsDone);
      combinations.set({ state: 'left' }, progress.combinationsLeft);
    },
  };
}
