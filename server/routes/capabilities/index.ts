// GET /capabilities: which of our server's own features exist and how it treats writes
// (contract/capabilities.ts), each named only when offered, so an answer lists exactly what
// exists. The production backend has no such route and answers 404, so the panel shows none of
// them there (docs/backend.md); the plain pass-through forwards it there too.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CAPABILITIES, type Capability } from '../../../contract/capabilities.ts';

const capabilitiesSchema = Type.Object(
  Object.fromEntries(CAPABILITIES.map((name) => [name, Type.Optional(Type.Boolean())])),
);

/** What this API offers beside what every mode of our server does. */
export interface CapabilityOptions {
  /** The sign-in by Telegram is served (server/routes/telegram/). */
  telegramMiniApp?: boolean;
  /** A card's payment system can be changed (the embedded API). */
  cardPaymentSystemEdit?: boolean;
}

const ALWAYS: readonly Capability[] = [
  'auditLog',
  'panelAccounts',
  'liveJournal',
  'pendingCount',
  'savedViews',
  'mergedWrites',
  'secondStep',
];

export default async function capabilityRoutes(
  fastify: FastifyInstance,
  options: CapabilityOptions,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const offered = CAPABILITIES.filter(
    (name) => ALWAYS.includes(name) || options[name as keyof CapabilityOptions] === true,
  );
  const capabilities = Object.fromEntries(offered.map((name) => [name, true]));
  app.get(
    '/capabilities',
    { schema: { response: { 200: capabilitiesSchema } } },
    () => capabilities,
  );
}
