// `npm run account -- add <username>` and `npm run account -- password <username>`: a panel
// account for the first set-up (or a forgotten password), written straight to the database in
// DATA_DIR. The password is read from ACCOUNT_PASSWORD or, when that is unset, from the first
// line of standard input, never from the command line (it would stay in the shell's history).
import { createInterface } from 'node:readline';
import path from 'node:path';
import {
  MIN_PASSWORD_LENGTH,
  createAccount,
  findAccountByUsername,
  setAccountPassword,
} from '../auth/accounts.ts';
import { openDatabase } from '../plugins/db.ts';
import { runMigrations } from '../db/migrate.ts';

const USAGE = 'usage: npm run account -- add <username> | password <username>';

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
  const [command, rawUsername] = argv;
  const username = rawUsername?.trim();
  if ((command !== 'add' && command !== 'password') || !username) throw new Error(USAGE);
  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const db = openDatabase(path.resolve(env.DATA_DIR ?? './data'));
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
