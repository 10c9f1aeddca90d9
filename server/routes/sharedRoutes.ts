// Our own routes that the embedded API (server/app.ts) and the gateway (server/gateway/index.ts)
// both serve alike from DATA_DIR, with no options: the audit log, panel accounts, one's own
// account, the second step and devices, an owner's reset of a second step, the role settings and
// saved views. One list, so the two modes cannot drift apart; it is registered by our accounts'
// plugin (server/accounts/plugin.ts) after the capabilities and the sign-in by Telegram, and
// each mode registers its data routes (served or forwarded) after it.
import type { FastifyInstance } from 'fastify';
import secondStepRoutes from '../secondStep/routes/index.ts';
import auditLogRoutes from './audit-log/index.ts';
import deviceRoutes from './devices/index.ts';
import panelAccountRoutes from './panel-accounts/index.ts';
import ownAccountRoutes from './panel-accounts/me.ts';
import secondStepResetRoute from './panel-accounts/secondStepReset.ts';
import roleSettingRoutes from './role-settings/index.ts';
import savedViewRoutes from './saved-views/index.ts';

const SHARED_ROUTES = [
  auditLogRoutes,
  panelAccountRoutes,
  ownAccountRoutes,
  secondStepRoutes,
  deviceRoutes,
  secondStepResetRoute,
  roleSettingRoutes,
  savedViewRoutes,
];

/** Registers the shared routes in `api` (inside its auth, second step and access plugins). */
export async function registerSharedRoutes(api: FastifyInstance): Promise<void> {
  for (const routes of SHARED_ROUTES) await api.register(routes);
}
