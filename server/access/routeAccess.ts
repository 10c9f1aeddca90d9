// What each /api route is, in the terms of the roles table (contract/roles.ts): its resource and
// action, the same on the embedded API and the gateway (which has the same paths). A route the
// table does not name stops the server at start (server/access/plugin.ts), so no route is ever
// left without a rule; tests/server/access/ runs every route with every role against it.
import type { Action, Resource } from '../../contract/roles.ts';

/**
 * A route's resource and action, and `PASSWORD` where the request must have signed in with the
 * password: a session of the sign-in by Telegram, which has passed no password and no second
 * step, is refused it whatever its role (contract/secondStep.ts: PASSWORD_NEEDED).
 */
export const PASSWORD = 'password';
export type Rule = readonly [Resource, Action] | readonly [Resource, Action, typeof PASSWORD];

export const ROUTE_ACCESS: Readonly<Record<string, Rule>> = {
  // What every signed-in account does.
  'GET /capabilities': ['session', 'list'],
  'POST /admin/login-info': ['session', 'create'],
  'DELETE /telegram/session': ['session', 'delete'],
  'GET /panel-accounts/me': ['own-account', 'show'],
  'PUT /panel-accounts/me/password': ['own-account', 'edit', PASSWORD],
  // Told to the person who signed in with the password (a link made with a stolen one included).
  'DELETE /panel-accounts/me/link-notice': ['own-account', 'edit', PASSWORD],
  // Less access only: a Telegram session may end its own link (and with it itself).
  'DELETE /panel-accounts/me/telegram': ['own-account', 'edit'],
  // Linking one's own Telegram user from the Mini App, with the account's password (routes/telegram).
  'POST /telegram/link': ['own-account', 'edit', PASSWORD],
  // One's own second step and devices (contract/secondStep.ts); an owner's ?all=true and ending
  // another's device are checked by the routes (routes/devices).
  'GET /second-step': ['own-account', 'show'],
  'POST /second-step/totp/setup': ['own-account', 'edit', PASSWORD],
  'POST /second-step/totp/confirm': ['own-account', 'edit', PASSWORD],
  'POST /second-step/totp': ['own-account', 'edit', PASSWORD],
  'POST /second-step/passkey/register-options': ['own-account', 'edit', PASSWORD],
  'POST /second-step/passkey/register': ['own-account', 'edit', PASSWORD],
  'POST /second-step/passkey/options': ['own-account', 'edit', PASSWORD],
  'POST /second-step/passkey': ['own-account', 'edit', PASSWORD],
  'DELETE /second-step/passkeys/:id': ['own-account', 'edit', PASSWORD],
  'GET /devices': ['own-account', 'show'],
  'DELETE /devices/:id': ['own-account', 'edit'],
  'DELETE /devices': ['own-account', 'edit'],
  // What the server offers each role, read by everyone (the panel words the sign-in by it).
  'GET /role-settings': ['session', 'list'],

  'GET /admin/login': ['login-devices', 'list'],
  'GET /audit-log': ['audit-log', 'list'],

  'GET /panel-accounts': ['panel-accounts', 'list'],
  'POST /panel-accounts': ['panel-accounts', 'create', PASSWORD],
  'PUT /panel-accounts/:id/password': ['panel-accounts', 'edit', PASSWORD],
  'PUT /panel-accounts/:id': ['panel-accounts', 'edit', PASSWORD],
  'PUT /panel-accounts/:id/role': ['panel-accounts', 'edit', PASSWORD],
  'PUT /panel-accounts/:id/telegram': ['panel-accounts', 'edit', PASSWORD],
  'DELETE /panel-accounts/:id/telegram': ['panel-accounts', 'edit', PASSWORD],
  'DELETE /panel-accounts/:id/second-step': ['panel-accounts', 'edit', PASSWORD],
  'PUT /role-settings/:role': ['panel-accounts', 'edit', PASSWORD],

  'GET /features': ['features', 'list'],
  'POST /features/toggle/topup': ['features', 'toggle'],
  'POST /features/toggle/withdraw': ['features', 'toggle'],
  'POST /features/toggle/bonus': ['features', 'toggle'],
  'GET /dashboard/stats': ['dashboard', 'list'],
  'GET /dashboard/requests/total-bonus-amount': ['dashboard', 'list'],

  'GET /admin/chats': ['admins', 'list'],
  'POST /admin/chats': ['admins', 'create'],
  'PUT /admin/chats/:chatId': ['admins', 'edit'],
  'DELETE /admin/chats/:chatId': ['admins', 'delete'],

  'GET /oson/config': ['oson-configs', 'list'],
  'GET /oson/config/:id': ['oson-configs', 'list'],
  'POST /oson/config': ['oson-configs', 'create'],
  'PUT /oson/config/:id': ['oson-configs', 'edit'],
  'PUT /oson/config/:id/set-primary': ['oson-configs', 'edit'],
  'DELETE /oson/config/:id': ['oson-configs', 'delete'],

  'GET /admin/cards': ['cards', 'list'],
  'POST /admin/cards/oson/:osonConfigId': ['cards', 'create'],
  'PUT /admin/cards/:id': ['cards', 'edit'],
  'DELETE /admin/cards/:id': ['cards', 'delete'],

  'GET /platforms': ['platforms', 'list'],
  // One platform's answer carries its API key (the Copy button, the edit form): a secret.
  'GET /platforms/:id': ['platforms', 'secret'],
  'POST /platforms': ['platforms', 'create'],
  'PUT /platforms/:id': ['platforms', 'edit'],
  'DELETE /platforms/:id': ['platforms', 'delete'],

  'GET /transactions': ['transactions', 'list'],
  'GET /transactions/pending-count': ['transactions', 'list'],
  // The gateway's copy of the backend's journal: how much of its history is known.
  'GET /transactions/coverage': ['transactions', 'list'],
  'GET /transactions/:id': ['transactions', 'show'],
  'DELETE /transactions/bulk': ['transactions', 'bulk_delete'],
  'DELETE /transactions/:id': ['transactions', 'delete'],
  // One bot user's summary: a read of the journal, for every role that reads it.
  'GET /users/:chatId': ['transactions', 'list'],

  'GET /saved-views': ['saved-views', 'list'],
  'POST /saved-views': ['saved-views', 'create'],
  'DELETE /saved-views/:id': ['saved-views', 'delete'],

  'GET /lottery/prizes': ['lottery-prizes', 'list'],
  'POST /lottery/prizes': ['lottery-prizes', 'create'],
  'DELETE /lottery/prizes/:id': ['lottery-prizes', 'delete'],
  'GET /lottery/balance/:chatId': ['lottery-balances', 'list'],
  'POST /lottery/tickets/:chatId': ['lottery-balances', 'tickets'],
  'DELETE /lottery/tickets/:chatId': ['lottery-balances', 'tickets'],
  'DELETE /lottery/balance/:chatId': ['lottery-balances', 'reset'],
  'POST /lottery/award-random-users': ['lottery-balances', 'award'],

  'GET /exchange-rates/latest': ['exchange-rates', 'list'],
  'POST /exchange-rates/update': ['exchange-rates', 'edit'],

  'POST /broadcast/send': ['broadcasts', 'create'],
  'GET /broadcast/:id': ['broadcasts', 'list'],

  'POST /humo/newNumber': ['humo', 'create'],
  'POST /humo/smscode': ['humo', 'create'],
  'POST /humo/twostep': ['humo', 'create'],
  'GET /humo/active': ['humo', 'list'],
  'DELETE /humo/delete': ['humo', 'delete'],
};

/**
 * The rule of a route as Fastify names it ('/api/admin/cards/:id') in `table` (ROUTE_ACCESS; a
 * test passes the table with a fixture's line added), or undefined.
 */
export function ruleOf(
  method: string,
  url: string,
  table: Readonly<Record<string, Rule>> = ROUTE_ACCESS,
): Rule | undefined {
  return table[`${method} ${url.replace(/^\/api(?=\/)/, '')}`];
}
