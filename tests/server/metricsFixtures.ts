// Reading GET /metrics in the tests: a scrape with a given Authorization, and one sample's value.
import type { FastifyInstance } from 'fastify';

export const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

export const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });

/** The metrics' text, read with the token. */
export const metricsText = async (app: FastifyInstance) =>
  (await scrape(app, `Bearer ${METRICS_TOKEN}`)).body;

/** The value of the sample named `name` whose labels include all of `labels` (NaN: none). */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) &&
        Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    );
  return line === undefined ? Number.NaN : Number(line.split(' ').at(-1));
}
