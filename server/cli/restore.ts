// `npm run restore -- <file>`: puts a backup (`npm run backup`) back as DATA_DIR's database. It
// refuses while a server uses the directory (a live server's pid file, db/serverPids.ts: swapping
// the file under an open connection would lose writes or corrupt it), and refuses a file that
// fails PRAGMA integrity_check. The database it replaces is kept beside it, with its -wal and -shm
// (renamed together, so its last commits stay with it), as app.db.before-restore-<time>. The
// restored file is checked again and its rows per table printed; the next start applies any
// migration the backup predates.
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { checkCopy, isSound, reportLines } from '../db/copyCheck.ts';
import { liveServers } from '../db/serverPids.ts';

const USAGE = 'usage: npm run restore -- <file>   (DATA_DIR names the database to replace)';
const ALL_PAGES = 0x7fffffff;

export async function main(argv: readonly string[], env = process.env): Promise<string> {
  const [backup, ...rest] = argv;
  if (!backup || rest.length > 0) throw new Error(USAGE);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const running = liveServers(dataDir);
  if (running.length > 0) {
    throw new Error(
      `A server (pid ${running.join(', ')}) uses ${dataDir}: stop it first, then restore.`,
    );
  }
  const source = path.resolve(backup);
  if (!existsSync(source)) throw new Error(`No file at ${source}.`);
  const before = checkCopy(source);
  if (!isSound(before)) {
    throw new Error([`${source} failed its check:`, ...reportLines(before)].join('\n'));
  }

  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const target = path.join(dataDir, 'app.db');
  const incoming = `${target}.restoring`;
  rmSync(incoming, { force: true });
  closeSync(openSync(incoming, 'wx', 0o600));
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(incoming, { progress: () => ALL_PAGES });
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  } finally {
    db.close();
  }

  let kept: string | undefined;
  if (existsSync(target)) {
    kept = `${target}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(target + suffix)) renameSync(target + suffix, kept + suffix);
    }
  }
  renameSync(incoming, target);

  const after = checkCopy(target);
  if (!isSound(after)) {
    throw new Error([`The restored ${target} failed its check:`, ...reportLines(after)].join('\n'));
  }
  return [
    `Restored ${source} as ${target}`,
    ...(kept ? [`The database it replaced is kept as ${kept}`] : []),
    ...reportLines(after),
  ].join('\n');
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
