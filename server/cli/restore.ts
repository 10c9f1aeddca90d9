// `npm run restore -- <file>`: puts a backup (`npm run backup`) back as DATA_DIR's database. It
// refuses while a server uses the directory (a live server's pid file, db/serverPids.ts: swapping
// the file under an open connection would lose writes or corrupt it), and refuses a file that
// fails PRAGMA integrity_check. The database it replaces is kept beside it, with its -wal and -shm
// (renamed together, so its last commits stay with it), as app.db.before-restore-<time>. The
// restored file is checked again and its rows per table printed; the next start applies any
// migration the backup predates.
//
// A backup brings back its sessions with it: a device or a Telegram session ended since it was
// taken (signed out, ended by an owner or by a new password) would be live again. So every one of
// them is ended in the restored file before it takes the database's place (each device and
// Telegram session in the audit log, reason 'restored', as the triggers of migration 015 record
// theirs) and the printout says so, with what no restore can end: the backup's old passwords.
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
  let ended: EndedSessions;
  try {
    ended = endEverySession(incoming, new Date().toISOString());
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
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
    `Ended ${ended.devices} devices and ${ended.telegramSessions} Telegram sessions: everyone ` +
      'must sign in again (with the second step).',
    'The accounts are as they were when the backup was taken: their passwords too (a password ' +
      'changed since is the old one again), their roles, Telegram links and second steps. ' +
      'Set again what was changed since for a reason: npm run account -- password <name>.',
    ...reportLines(after),
  ].join('\n');
}

interface EndedSessions {
  devices: number;
  telegramSessions: number;
}

/** The restore's own ends, recorded as the database's triggers record theirs (by the server). */
const ENDED_BY_RESTORE = `'sign_out', '[{"field":"reason","new":"restored"}]', 'server', 'backup restored'`;

/**
 * Ends every live device session and deletes every Telegram session of `file`, one audit entry
 * each, in one transaction. A backup from before those tables (migrations 012, 015) has none.
 */
function endEverySession(file: string, at: string): EndedSessions {
  const db = new Database(file, { fileMustExist: true });
  try {
    const has = (table: string) =>
      db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !==
      undefined;
    return db.transaction(() => {
      let devices = 0;
      let telegramSessions = 0;
      if (has('device_sessions')) {
        db.prepare(
          `INSERT INTO audit_log
             (at, account_id, username, resource, record_id, action, changes, ip_address, user_agent)
           SELECT ?, d.account_id, a.username, 'devices', CAST(d.id AS TEXT), ${ENDED_BY_RESTORE}
             FROM device_sessions d JOIN panel_accounts a ON a.id = d.account_id
            WHERE d.ended_at IS NULL ORDER BY d.id`,
        ).run(at);
        devices = db
          .prepare('UPDATE device_sessions SET ended_at = ? WHERE ended_at IS NULL')
          .run(at).changes;
      }
      if (has('panel_sessions')) {
        db.prepare(
          `INSERT INTO audit_log
             (at, account_id, username, resource, record_id, action, changes, ip_address, user_agent)
           SELECT ?, s.account_id, a.username, 'telegram-sessions', CAST(s.id AS TEXT),
                  ${ENDED_BY_RESTORE}
             FROM panel_sessions s JOIN panel_accounts a ON a.id = s.account_id ORDER BY s.id`,
        ).run(at);
        telegramSessions = db.prepare('DELETE FROM panel_sessions').run().changes;
      }
      return { devices, telegramSessions };
    })();
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
