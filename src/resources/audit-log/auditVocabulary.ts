// The resources and actions an audit entry can name (server/db/repositories/auditLog.ts and the
// routes that write entries), each with its text in the catalogues (app.auditLog.resources.*,
// app.auditLog.actions.*). A name the panel does not know is shown as the server sent it.
export const AUDIT_RESOURCES = [
  'cards',
  'platforms',
  'transactions',
  'lottery-prizes',
  'lottery-balances',
  'admins',
  'panel-accounts',
  'exchange-rates',
  'oson-configs',
  'broadcasts',
  'features',
  'saved-views',
  // Written by the gateway, which audits every write it forwards (server/gateway/).
  'login-history',
  'humo',
  // Written by the sign-in by Telegram (server/routes/telegram/).
  'telegram-sessions',
  // The second step and its device sessions (server/routes/second-step/records.ts), and the
  // owners' per-role settings (server/routes/role-settings/).
  'devices',
  'role-settings',
] as const;

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'bulk_delete',
  'toggle',
  'award',
  'broadcast',
  'rate_change',
  'sign_in',
  'sign_in_refused',
  'sign_out',
  // A request the account's role does not allow, refused (server/access/).
  'forbidden',
] as const;

/** The catalogue's text for `name` under `group`, or the name itself when it has none. */
export function vocabularyText(
  translate: (key: string, options?: { _: string }) => string,
  group: 'resources' | 'actions',
  name: string,
): string {
  return translate(`app.auditLog.${group}.${name}`, { _: name });
}

/** The select choices of `names`, each with its catalogue text. */
export function vocabularyChoices(
  translate: (key: string, options?: { _: string }) => string,
  group: 'resources' | 'actions',
  names: readonly string[],
): { value: string; label: string }[] {
  return names.map((name) => ({ value: name, label: vocabularyText(translate, group, name) }));
}
