// `npm run account -- add <username> [role]` and `npm run account -- password <username>`: a
// panel account for the first set-up (an owner unless another role is named), or a forgotten
// password, written straight to the database in DATA_DIR. The password is read from
// ACCOUNT_PASSWORD or, when that is unset, from the first line of standard input, never from the
// command line (it would stay in the shell's history). `npm run account -- role <username> <role>`
// gives an account a role (owner, operator or viewer; the last enabled owner stays one).
// `npm run account -- telegram <username> <telegramUserId|none>` links the account to the
// Telegram user who may sign in as it from the Mini App (pending until that user enters the
// account's password there once), or removes the link (which, like a new password, ends the
// account's sessions). `npm run account -- second-step <username> reset` removes the account's
// second step (authenticator app, passkeys, recovery codes) and ends its devices: the way back for
// an owner who lost them and has no other owner to ask. A new password and a reset also end the
// account's Telegram sessions and link (server/auth/revocation.ts), which the audit log records
// as the command line's. Whoever runs these holds the database: the changes themselves are
// written outside the API, not in the audit log.
import { createInterface } from 'node:readline';
import path from 'node:path';
import {
  normalizeUsername,
  passwordProblem,
  usernameProblem,
} from '../../contract/accountRules.ts';
import { ROLES, isRole, type Role } from '../../contract/roles.ts';
import {
  createAccount,
  findAccountByUsername,
  setAccountPassword,
  setAccountRole,
} from '../auth/accounts.ts';
import { endAllDevices } from '../secondStep/deviceSessions.ts';
import { revokeTelegramAccess } from '../auth/revocation.ts';
import { removeSecondStep } from '../secondStep/secondStep.ts';
import { MAX_TELEGRAM_USER_ID, setTelegramLink } from '../auth/telegramLinks.ts';
import { openDatabase } from '../db/plugin.ts';
import { runMigrations } from '../db/migrate.ts';

/** How the audit log names what the command line ends: as migration 015's triggers do. */
const COMMAND_LINE = 'npm run account';
const commandLineActor = (account: { id: number; username: string }) => ({
  accountId: account.id,
  username: account.username,
  ipAddress: 'server',
  userAgent: COMMAND_LINE,
});

const USAGE =
  'usage: npm run account -- add <username> [role] | password <username> | ' +
  'role <username> <role> | telegram <username> <telegramUserId|none> | ' +
  'second-step <username> reset';

/** The role argument: one of ROLES; `fallback` when it is left out. */
function readRole(raw: string | undefined, fallback?: Role): Role {
  const text = raw?.trim() ?? '';
  if (!text && fallback) return fallback;
  if (!isRole(text)) throw new Error(`The role must be one of ${ROLES.join(', ')}, got "${text}".`);
  return text;
}

function giveRole(dataDir: string, username: string, role: Role): string {
  const db = openDatabase(dataDir);
  try {
    runMigrations(db);
    const account = findAccountByUsername(db, username);
    if (!account) throw new Error(`No account is named "${username}".`);
    if (setAccountRole(db, account.id, role) === 'last-owner') {
      throw new Error(`"${username}" is the last enabled owner: make another account owner first.`);
    }
    return `"${account.username}" is now ${role === 'owner' ? 'an' : 'a'} ${role}.`;
  } finally {
    db.close();
  }
}

/** The Telegram user id argument: a positive integer, or `none` to remove the link. */
function readTelegramUserId(raw: string | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (text === 'none') return null;
  const id = /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : NaN;
  if (!(id <= MAX_TELEGRAM_USER_ID)) {
    throw new Error(`The Telegram user id must be a positive integer or "none", got "${text}".`);
  }
  return id;
}

function linkTelegram(dataDir: string, username: string, rawId: string | undefined): string {
  const telegramUserId = readTelegramUserId(rawId);
  const db = openDatabase(dataDir);
  try {
    runMigrations(db);
    const account = findAccountByUsername(db, username);
    if (!account) throw new Error(`No account is named "${username}".`);
    // A typed number proves nothing of its Telegram user: pending, as an owner's typed link is.
    const origin = { by: COMMAND_LINE, at: new Date().toISOString(), pending: true };
    if (setTelegramLink(db, account.id, telegramUserId, origin) === 'taken') {
      throw new Error(`Another panel account is linked to the Telegram user ${telegramUserId}.`);
    }
    return telegramUserId === null
      ? `"${account.username}" is linked to no Telegram user.`
      : `"${account.username}" is linked to the Telegram user ${telegramUserId}, pending until ` +
          "that user opens the Mini App and enters the account's password once.";
  } finally {
    db.close();
  }
}

function resetSecondStep(dataDir: string, username: string, word: string | undefined): string {
  if (word?.trim() !== 'reset') throw new Error(USAGE);
  const db = openDatabase(dataDir);
  try {
    runMigrations(db);
    const account = findAccountByUsername(db, username);
    if (!account) throw new Error(`No account is named "${username}".`);
    const ended = db.transaction(() => {
      removeSecondStep(db, account.id);
      const actor = commandLineActor(account);
      revokeTelegramAccess(db, actor, account.id, 'second_step_reset', Date.now());
      return endAllDevices(db, account.id, Date.now());
    })();
    return `"${username}" signs in with its password alone now (${ended} device(s) ended).`;
  } finally {
    db.close();
  }
}

async function readPassword(): Promise<string> {
  if (process.env.ACCOUNT_PASSWORD !== undefined) return process.env.ACCOUNT_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

export async function main(argv: readonly string[], env = process.env): Promise<string> {
  const [command, rawUsername, third] = argv;
  const typed = rawUsername?.trim();
  if (!['add', 'password', 'role', 'telegram', 'second-step'].includes(command) || !typed) {
    throw new Error(USAGE);
  }
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  // A name is found as the sign-in finds it (its exact form, else NFKC in any case), and a new
  // one kept in NFKC form (a full-width name is its ASCII one), as the API keeps it.
  if (command === 'telegram') return linkTelegram(dataDir, typed, third);
  if (command === 'second-step') return resetSecondStep(dataDir, typed, third);
  if (command === 'role') return giveRole(dataDir, typed, readRole(third));
  const username = command === 'add' ? normalizeUsername(typed) : typed;
  const role = command === 'add' ? readRole(third, 'owner') : undefined;
  const nameProblem = command === 'add' ? usernameProblem(username) : undefined;
  if (nameProblem) throw new Error(`The username ${nameProblem}.`);
  const password = await readPassword();
  const problem = passwordProblem(password);
  if (problem) throw new Error(`The password ${problem}.`);
  const db = openDatabase(dataDir);
  try {
    runMigrations(db);
    const existing = findAccountByUsername(db, username);
    if (command === 'add') {
      if (existing) throw new Error(`An account named "${existing.username}" already exists.`);
      await createAccount(db, { username, password }, role);
      return `Panel account "${username}" added (${role}).`;
    }
    if (!existing) throw new Error(`No account is named "${username}".`);
    await setAccountPassword(db, existing.id, password);
    revokeTelegramAccess(db, commandLineActor(existing), existing.id, 'password_reset', Date.now());
    return `Password of "${existing.username}" changed.`;
  } finally {
    db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
