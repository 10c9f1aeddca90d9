// GET /capabilities: which of our server's own features exist (the audit log, panel accounts,
// the journal's live refresh, its pending count and saved views). The production backend has no
// such route and answers 404, so the panel shows none of them there (docs/backend.md).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

const capabilitiesSchema = Type.Object({
  auditLog: Type.Boolean(),
  panelAccounts: Type.Boolean(),
  liveJournal: Type.Boolean(),
  pendingCount: Type.Boolean(),
  savedViews: Type.Boolean(),
});

const CAPABILITIES = {
  auditLog: true,
  panelAccounts: true,
  liveJournal: true,
  pendingCount: true,
  savedViews: true,
};

export default async function capabilityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/capabilities',
    { schema: { response: { 200: capabilitiesSchema } } },
    () => CAPABILITIES,
  );
}
