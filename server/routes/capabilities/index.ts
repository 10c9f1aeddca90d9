// GET /capabilities: which of our server's own features exist (the audit log, panel accounts,
// the journal's live refresh, its pending count and saved views). The production backend has no
// such route and answers 404, so the panel shows none of them there (docs/backend.md).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

const NAMES = ['auditLog', 'panelAccounts', 'liveJournal', 'pendingCount', 'savedViews'] as const;

const capabilitiesSchema = Type.Object(
  Object.fromEntries(NAMES.map((name) => [name, Type.Boolean()])),
);

const CAPABILITIES = Object.fromEntries(NAMES.map((name) => [name, true]));

export default async function capabilityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/capabilities',
    { schema: { response: { 200: capabilitiesSchema } } },
    () => CAPABILITIES,
  );
}
