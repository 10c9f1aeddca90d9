// Who may do what: the one table of (role, resource, action) that the server enforces on every
// route (server/access/) and the panel follows (its authProvider.canAccess: menus, buttons, form
// fields, routes). A panel account has one role; accounts that existed before roles are owners.
// The resources are the panel's (react-admin's resource names, and a name for each custom page's
// data); the actions are react-admin's (list, show, create, edit, delete) and a few of ours.

export const ROLES = ['owner', 'operator', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = [
  'list',
  'show',
  'create',
  'edit',
  'delete',
  /** A feature switch flipped. */
  'toggle',
  /** Many transactions deleted at once. */
  'bulk_delete',
  /** A secret read or copied (a platform's API key). */
  'secret',
  /** Tickets added to or taken from a bot user. */
  'tickets',
  /** A bot user's lottery balance set to zero. */
  'reset',
  /** Lottery winners drawn. */
  'award',
] as const;
export type Action = (typeof ACTIONS)[number];

export const RESOURCES = [
  'dashboard',
  'features',
  'cards',
  'platforms',
  'oson-configs',
  'transactions',
  'lottery-prizes',
  'lottery-balances',
  'admins',
  'exchange-rates',
  'broadcasts',
  'humo',
  'login-devices',
  'audit-log',
  'saved-views',
  /** Other people's panel accounts: add, set roles, reset passwords, disable, link. */
  'panel-accounts',
  /** One's own account: its password (with the current one), its Telegram link (with proof). */
  'own-account',
  /** What every signed-in account does: sign in, sign out, read what the server offers. */
  'session',
] as const;
export type Resource = (typeof RESOURCES)[number];

type Grants = Partial<Record<Resource, readonly Action[]>>;

/** What every role may do. */
const EVERYONE: Grants = {
  session: ['list', 'create', 'delete'],
  'own-account': ['show', 'edit'],
};

/** Reading every screen but account management, no secret. */
const READS: Grants = {
  dashboard: ['list'],
  features: ['list'],
  cards: ['list'],
  platforms: ['list'],
  'oson-configs': ['list'],
  transactions: ['list', 'show'],
  'lottery-prizes': ['list'],
  'lottery-balances': ['list'],
  admins: ['list'],
  'exchange-rates': ['list'],
  broadcasts: ['list'],
  humo: ['list'],
  'login-devices': ['list'],
  'audit-log': ['list'],
  'saved-views': ['list'],
};

export const ROLE_GRANTS: Record<Exclude<Role, 'owner'>, Grants> = {
  /** Reads every screen, the audit log included; changes nothing. */
  viewer: { ...EVERYONE, ...READS },
  /**
   * The daily work: the journal (one transaction at a time), cards, lottery tickets, admin chats,
   * broadcasts, rates, saved views. No account management, no secrets, no feature switches, no
   * bulk delete, no Oson or platform writes, no Humo sign-in, no prizes or draws.
   */
  operator: {
    ...EVERYONE,
    ...READS,
    cards: ['list', 'create', 'edit', 'delete'],
    transactions: ['list', 'show', 'delete'],
    'lottery-balances': ['list', 'tickets'],
    admins: ['list', 'create', 'edit', 'delete'],
    'exchange-rates': ['list', 'edit'],
    broadcasts: ['list', 'create'],
    'saved-views': ['list', 'create', 'delete'],
  },
};

/** Whether `role` may do `action` on `resource`; the owner may do everything. */
export function canDo(role: Role, resource: Resource, action: Action): boolean {
  if (role === 'owner') return true;
  return ROLE_GRANTS[role][resource]?.includes(action) ?? false;
}

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** The code of a 403 that refuses a request its account's role does not allow. */
export const FORBIDDEN_CODE = 'forbidden';

/** The header with which our server tells the panel the signed-in account's role, on every answer. */
export const ROLE_HEADER = 'x-panel-role';

export const isResource = (value: unknown): value is Resource =>
  typeof value === 'string' && (RESOURCES as readonly string[]).includes(value);

export const isAction = (value: unknown): value is Action =>
  typeof value === 'string' && (ACTIONS as readonly string[]).includes(value);
