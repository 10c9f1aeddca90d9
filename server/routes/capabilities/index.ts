// GET /capabilities: which of our server's own features exist (the audit log, panel accounts,
// the journal's live refresh, its pending count and saved views, and, when TELEGRAM_BOT_TOKEN is
// set, the sign-in by Telegram for the Mini App). The production backend has no such route and
// answers 404, so the panel shows none of them there (docs/backend.md); the plain pass-through
// forwards it there too.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

const NAMES = ['auditLog', 'panelAccounts', 'liveJournal', 'pendingCount', 'savedViews'] as const;

const capabilitiesSchema = Type.Object({
  ...Object.fromEntries(NAMES.map((name) => [name, Type.Boolean()])),
  // Named only when offered, so an answer lists exactly what exists.
  telegramMiniApp: Type.Optional(Type.Boolean()),
});

export interface CapabilityOptions {
  /** The sign-in by Telegram is served (server/routes/telegram/). */
  telegramMiniApp?: boolean;
}

export default async function capabilityRoutes(
  fastify: FastifyInstance,
  options: CapabilityOptions,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const capabilities = {
    ...Object.fromEntries(NAMES.map((name) => [name, true])),
    ...(options.telegramMiniApp ? { telegramMiniApp: true } : {}),
  };
  app.get(
    '/capabilities',
    { schema: { response: { 200: capabilitiesSchema } } },
    () => capabilities,
  );
}
