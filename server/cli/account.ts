// `npm run account -- add <username>` and `npm run account -- password <username>`: a panel
// account for the first set-up (or a forgotten password), written straight to the database in
// DATA_DIR. The password is read from ACCOUNT_PASSWORD or, when that is unset, from the first
// line of standard input, never from the command line (it would stay in the shell's history).
// `npm run account -- telegram <username> <telegramUserId|none>` links the account to the
// Telegram user who may sign in as it from the Mini App, or removes the link (which, like a new
// password, ends the account's sessions). Like the other two, written outside the API: not in the
// audit log.
import { createInterface } from 'node:readline';
import path from 'node:path';
import {
  MIN_PASSWORD_LENGTH,
  createAccount,
  findAccountByUsername,
  setAccountPassword,
} from '../auth/accounts.ts';
import { MAX_TELEGRAM_USER_ID, setTelegramLink } from '../auth/telegramLinks.ts';
import { openDatabase } from '../plugins/db.ts';
import { runMigrations } from '../db/migrate.ts';

const USAGE =
  'usage: npm run account -- add <username> | password <username> | ' +
  'telegram <username> <telegramUserId|none>';

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
    if (setTelegramLink(db, account.id, telegramUserId) === 'taken') {
      throw new Error(`Another panel account is linked to the Telegram user ${telegramUserId}.`);
    }
    return telegramUserId === null
      ? `"${username}" is linked to no Telegram user.`
      : `"${username}" is linked to the Telegram user ${telegramUserId}.`;
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
  const [command, rawUsername, rawTelegramUserId] = argv;
  const username = rawUsername?.trim();
  if (!['add', 'password', 'telegram'].includes(command) || !username) throw new Error(USAGE);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  if (command === 'telegram') return linkTelegram(dataDir, username, rawTelegramUserId);
  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const db = openDatabase(dataDir);
  try {
    runMigrations(db);
    const existing = findAccountByUsername(db, username);
    if (command === 'add') {
      if (existing) throw new Error(`An account named "${username}" already exists.`);
      await createAccount(db, { username, password });
      return `Panel account "${username}" added.`;
    }
    if (!existing) throw new Error(`No account is named "${username}".`);
    await setAccountPassword(db, existing.id, password);
    return `Password of "${username}" changed.`;
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
