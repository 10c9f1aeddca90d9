// `npm run backup -- <file>`: a copy of DATA_DIR's database, taken while the server runs, with
// SQLite's online backup (better-sqlite3's db.backup()) in one step: the copy is one read
// transaction's snapshot, so it holds every write committed before it began and no half of any
// later one, and the server's writes go on meanwhile (WAL: a reader blocks no writer). The copy
// is written beside <file> first and renamed once checked (PRAGMA integrity_check), so a failed
// backup never leaves a broken file under the name; it is private to its owner (it holds password
// hashes, secrets and the audit log). The copy is rebuilt (VACUUM) before its check: SQLite leaves
// a deleted row's bytes in its page until they are written over, and the online backup copies
// pages as they are, so a platform deleted long ago (its password), a reset authenticator or an
// Idempotency-Key record scrubbed by migration 017 would otherwise travel in every copy. Prints the
// rows per table.
import { chmodSync, closeSync, existsSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { checkCopy, isSound, reportLines } from '../db/copyCheck.ts';

const USAGE = 'usage: npm run backup -- <file>   (DATA_DIR names the database to copy)';

/** Every page in the backup's first real step: one snapshot, never restarted by a write. */
const ALL_PAGES = 0x7fffffff;

export const databaseFile = (env: NodeJS.ProcessEnv) =>
  path.join(path.resolve(env.DATA_DIR ?? './data'), 'app.db');

export async function main(argv: readonly string[], env = process.env): Promise<string> {
  const [target, ...rest] = argv;
  if (!target || rest.length > 0) throw new Error(USAGE);
  const source = databaseFile(env);
  if (!existsSync(source)) throw new Error(`No database at ${source} (is DATA_DIR right?).`);
  const destination = path.resolve(target);
  if (existsSync(destination)) throw new Error(`${destination} exists: give a new file name.`);

  const partial = `${destination}.partial`;
  rmSync(partial, { force: true });
  // Created private before SQLite writes a byte into it.
  closeSync(openSync(partial, 'wx', 0o600));
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(partial, { progress: () => ALL_PAGES });
    // One self-contained file (no -wal beside it); the server turns WAL on again when it opens it.
    const copy = new Database(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
      // Only the rows: no page of the copy keeps the bytes of one deleted before it (see above).
      copy.exec('VACUUM');
    } finally {
      copy.close();
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }

  const report = checkCopy(partial);
  if (!isSound(report)) {
    rmSync(partial, { force: true });
    throw new Error(['The copy failed its check:', ...reportLines(report)].join('\n'));
  }
  renameSync(partial, destination);
  chmodSync(destination, 0o600);
  return [`Backup of ${source} written to ${destination}`, ...reportLines(report)].join('\n');
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
