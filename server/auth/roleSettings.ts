// Per-role settings an owner sets (migration 015, contract/secondStep.ts RoleSettings): whether the
// role may sign in by Telegram (the Mini App); on for every role until an owner turns it off.
import type { Database } from 'better-sqlite3';
import type { RoleSettings } from '../../contract/secondStep.ts';
import { ROLES, type Role } from '../../contract/roles.ts';

export function listRoleSettings(db: Database): RoleSettings[] {
  const stored = new Map(
    db
      .prepare<[], { role: Role; telegramSignIn: number }>(
        'SELECT role, telegram_sign_in AS telegramSignIn FROM role_settings',
      )
      .all()
      .map((row) => [row.role, row.telegramSignIn === 1]),
  );
  // In the table's order of roles; a role without a row has the defaults.
  return ROLES.map((role) => ({ role, telegramSignIn: stored.get(role) ?? true }));
}

export function telegramSignInAllowed(db: Database, role: Role): boolean {
  const on = db
    .prepare<[string], number>('SELECT telegram_sign_in FROM role_settings WHERE role = ?')
    .pluck()
    .get(role);
  return on !== 0;
}

/** Sets the role's Telegram sign-in; answers the value it had. */
export function setTelegramSignIn(db: Database, role: Role, on: boolean): boolean {
  const before = telegramSignInAllowed(db, role);
  db.prepare(
    `INSERT INTO role_settings (role, telegram_sign_in) VALUES (?, ?)
     ON CONFLICT (role) DO UPDATE SET telegram_sign_in = excluded.telegram_sign_in`,
  ).run(role, on ? 1 : 0);
  return before;
}
