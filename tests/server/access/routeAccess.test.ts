// ROUTE_ACCESS, now joined from the rules each route folder declares beside its routes
// (server/app.ts: routeAccess()), keeps rule for rule every rule of the table before the move;
// and a route whose rule two places declare stops the start, as only one of the two could hold.
// (routeRoles.test.ts and headRoles.test.ts run every route of both modes with every role.)
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  joinRouteRules,
  ruleOf,
  type RouteRules,
} from '../../../server/access/routeAccess.ts';
import { routeAccess } from '../../../server/app.ts';

// The table as server/access/routeAccess.ts wrote it out by hand, in its order.
const BEFORE: RouteRules = {
  'GET /capabilities': ['session', 'list'],
  'POST /admin/login-info': ['session', 'create'],
  'DELETE /telegram/session': ['session', 'delete'],
  'GET /panel-accounts/me': ['own-account', 'show'],
  'PUT /panel-accounts/me/password': ['own-account', 'edit', PASSWORD],
  'DELETE /panel-accounts/me/link-notice': ['own-account', 'edit', PASSWORD],
  'DELETE /panel-accounts/me/telegram': ['own-account', 'edit'],
  'POST /telegram/link': ['own-account', 'edit', PASSWORD],
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
  'GET /platforms/:id': ['platforms', 'secret'],
  'POST /platforms': ['platforms', 'create'],
  'PUT /platforms/:id': ['platforms', 'edit'],
  'DELETE /platforms/:id': ['platforms', 'delete'],
  'GET /transactions': ['transactions', 'list'],
  'GET /transactions/pending-count': ['transactions', 'list'],
  'GET /transactions/coverage': ['transactions', 'list'],
  'GET /transactions/:id': ['transactions', 'show'],
  'DELETE /transactions/bulk': ['transactions', 'bulk_delete'],
  'DELETE /transactions/:id': ['transactions', 'delete'],
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

describe('ROUTE_ACCESS', () => {
  // Every route the table named before the move keeps its rule exactly, and none is lost; a
  // route added since needs no line here (routeFolders.test.ts holds every rule to a route,
  // routeRoles.test.ts every route to a rule), so adding a resource does not edit this file.
  it('keeps, rule for rule, every rule of the table it was', async () => {
    const joined = await routeAccess();
    expect(Object.keys(joined)).toEqual(expect.arrayContaining(Object.keys(BEFORE)));
    expect(
      Object.fromEntries(
        Object.keys(BEFORE).map((key) => [key, joined[key as keyof typeof joined]]),
      ),
    ).toEqual(BEFORE);
  });

  it('finds a route by the name Fastify gives it, below /api', async () => {
    const joined = await routeAccess();
    expect(ruleOf('GET', '/api/platforms/:id', joined)).toEqual(['platforms', 'secret']);
    expect(ruleOf('PUT', '/panel-accounts/me/password', joined)).toEqual([
      'own-account',
      'edit',
      PASSWORD,
    ]);
    expect(ruleOf('GET', '/api/nowhere', joined)).toBeUndefined();
  });

  it('refuses a route whose rule two places declare, naming both', () => {
    expect(() =>
      joinRouteRules({
        'server/routes/features/': { 'GET /features': ['features', 'list'] },
        'server/routes/visits/': { 'GET /features': ['dashboard', 'list'] },
      }),
    ).toThrow(
      'The rule of GET /features is declared twice: in server/routes/features/ and in ' +
        'server/routes/visits/',
    );
  });
});
