// GET /capabilities: which of our server's own features exist and how it treats writes
// (contract/capabilities.ts), each named only when offered, so an answer lists exactly what
// exists. The production backend has no such route and answers 404, so the panel shows none of
// them there (docs/backend.md); the plain pass-through forwards it there too.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CAPABILITIES, type Capability } from '../../../contract/capabilities.ts';
import type { RouteRules } from '../../access/routeAccess.ts';

// Read by every signed-in account.
export const access: RouteRules = { 'GET /capabilities': ['session', 'list'] };

// Both modes serve it, each with its own capabilities: our accounts' plugin registers it.
export const registeredBy = 'accounts/plugin.ts';

const capabilitiesSchema = Type.Object(
  Object.fromEntries(CAPABILITIES.map((name) => [name, Type.Optional(Type.Boolean())])),
);

/** Offered by every mode of our server that serves this route (the embedded API, the gateway). */
const ALWAYS = [
  'auditLog',
  'panelAccounts',
  'liveJournal',
  'pendingCount',
  'savedViews',
  'mergedWrites',
  'secondStep',
] as const satisfies readonly Capability[];
type Always = (typeof ALWAYS)[number];

const isAlways = (name: Capability): name is Always =>
  (ALWAYS as readonly Capability[]).includes(name);

/**
 * What this API offers beside what every mode of our server does: the contract's other
 * capabilities, so a renamed one fails the type check here or where the route is registered.
 * telegramMiniApp: the sign-in by Telegram is served (server/routes/telegram/);
 * cardPaymentSystemEdit: a card's payment system can be changed (the embedded API);
 * userSummary: GET /users/{chatId} is served (routes/users/, by each mode that registers it);
 * journalCoverage: the gateway's copy of the backend's journal is on (gateway/journalMirror/).
 */
export type CapabilityOptions = Partial<Record<Exclude<Capability, Always>, boolean>>;

export default async function capabilityRoutes(
  fastify: FastifyInstance,
  options: CapabilityOptions,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const offered = CAPABILITIES.filter((name) => isAlways(name) || options[name] === true);
  const capabilities = Object.fromEntries(offered.map((name) => [name, true]));
  app.get(
    '/capabilities',
    { schema: { response: { 200: capabilitiesSchema } } },
    () => capabilities,
  );
}
