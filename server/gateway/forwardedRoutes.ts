// Every call the panel makes to the production backend (SPEC §7, docs/backend.md), as the gateway
// forwards it: checked with the embedded API's own request schemas and checks, its answer
// cleaned of secrets, and each write recorded in the audit log under the embedded API's names,
// with the old values of the record where it is read first. A path not listed here is not
// forwarded (404).
import type { FastifyRequest } from 'fastify';
import { paramsOf, type ForwardedRoute } from './routeRules.ts';
import { OPERATION_ROUTES } from './routes/operations.ts';
import { PAYMENT_ACCOUNT_ROUTES } from './routes/paymentAccounts.ts';
import { SERVICE_ROUTES } from './routes/services.ts';

export const FORWARDED_ROUTES: readonly ForwardedRoute[] = [
  ...OPERATION_ROUTES,
  ...PAYMENT_ACCOUNT_ROUTES,
  ...SERVICE_ROUTES,
];

/** The path sent to the backend: the route's, with its validated path parameters. */
export function backendPathOf(route: ForwardedRoute, request: FastifyRequest): string {
  const params = paramsOf(request);
  return route.url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name]));
}
