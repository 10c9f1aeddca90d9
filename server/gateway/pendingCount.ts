// GET /transactions/pending-count on the gateway: the transactions waiting for an admin, counted
// from what the backend already answers (its /dashboard/stats over all time carries
// pendingAdminRequests, and statusDistribution.PENDING_ADMIN). Every open panel polls it, so
// polls that arrive while one read is on its way share it.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { HttpError } from '../errors.ts';
import { BackendUnavailable } from '../backend/backendClient.ts';
import type { BackendClient } from '../backend/backendClient.ts';
import { failureOf, parseAnswer, unavailableError } from './backendAnswers.ts';
import { isPlainObject } from './secrets.ts';

export interface PendingCountOptions {
  client: BackendClient;
  timeoutMs: number;
}

/** The count in a stats answer, or undefined when it holds none. */
export function pendingCountOf(stats: unknown): number | undefined {
  if (!isPlainObject(stats)) return undefined;
  const isCount = (value: unknown): value is number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
  if (isCount(stats.pendingAdminRequests)) return stats.pendingAdminRequests;
  const byStatus = stats.statusDistribution;
  if (isPlainObject(byStatus)) {
    return isCount(byStatus.PENDING_ADMIN) ? byStatus.PENDING_ADMIN : 0;
  }
  return undefined;
}

export default async function pendingCountRoute(
  fastify: FastifyInstance,
  options: PendingCountOptions,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  let inFlight: Promise<number> | undefined;
  // The polls share one call: the route names it in the metrics.
  const route = `${fastify.prefix}/transactions/pending-count`;

  async function count(): Promise<number> {
    let answer;
    try {
      answer = await options.client.send({ method: 'GET', path: '/dashboard/stats', route });
    } catch (error) {
      if (error instanceof BackendUnavailable) throw unavailableError(error, options.timeoutMs);
      throw error;
    }
    const parsed = parseAnswer(answer);
    if (answer.status < 200 || answer.status > 299) throw failureOf(answer, parsed);
    const pending = parsed.kind === 'json' ? pendingCountOf(parsed.value) : undefined;
    if (pending === undefined) {
      throw new HttpError(502, "The production backend's figures carry no pending count");
    }
    return pending;
  }

  app.get(
    '/transactions/pending-count',
    { schema: { response: { 200: Type.Object({ count: Type.Integer() }) } } },
    async () => {
      inFlight ??= count().finally(() => {
        inFlight = undefined;
      });
      return { count: await inFlight };
    },
  );
}
