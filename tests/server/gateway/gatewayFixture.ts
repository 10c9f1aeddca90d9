// The gateway on an in-memory database with a known panel account, in front of the backend
// double (tools/backendDouble.ts) on a loopback port. Drive it with app.inject.
import type { FastifyInstance } from 'fastify';
import type { AppOverrides } from '../../../server/app.ts';
import { BACKEND_ACCOUNT, startBackendDouble } from '../../../tools/backendDouble.ts';
import type { BackendDouble, DoubleOptions } from '../../../tools/backendDouble.ts';
import { buildTestApp } from '../helpers.ts';

export interface GatewayFixture {
  app: FastifyInstance;
  /** Authorization header of the known panel account. */
  auth: string;
  double: BackendDouble;
  close: () => Promise<void>;
}

/**
 * The env that makes /api the gateway in front of `apiUrl`. The journal's copy is off: these tests
 * count the backend calls that a request makes, and its polls and backfill would call the backend
 * in the background (tests/server/gateway/journalMirror*.test.ts turn it on).
 */
export const gatewayEnv = (apiUrl: string): Record<string, string> => ({
  API_UPSTREAM: apiUrl,
  UPSTREAM_USERNAME: BACKEND_ACCOUNT.username,
  UPSTREAM_PASSWORD: BACKEND_ACCOUNT.password,
  JOURNAL_MIRROR: 'off',
});

export async function startGateway(
  env: Record<string, string> = {},
  overrides: AppOverrides = {},
  doubleOptions: DoubleOptions = {},
): Promise<GatewayFixture> {
  const double = await startBackendDouble(new Date(), doubleOptions);
  try {
    const { app, auth } = await buildTestApp({ ...gatewayEnv(double.apiUrl), ...env }, overrides);
    return {
      app,
      auth,
      double,
      close: async () => {
        await app.close();
        await double.stop();
      },
    };
  } catch (error) {
    await double.stop();
    throw error;
  }
}
