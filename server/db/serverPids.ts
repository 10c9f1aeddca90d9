// Which servers use a DATA_DIR: each running server writes `server-<pid>.pid` there at start and
// removes it at stop, so that `npm run restore` can refuse to swap the database under one. One
// file per process, not one lock: two servers may share a database (the broadcast worker claims
// atomically). A server that crashed leaves its file behind; a file whose process is gone is
// ignored (and removed), so a crash never blocks a restore.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PID_FILE = /^server-(\d+)\.pid$/;

const pidFile = (dataDir: string, pid: number) => path.join(dataDir, `server-${pid}.pid`);

/** Whether a process with this id is running (EPERM: it runs, as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Apps of this process on each DATA_DIR (tests run several): the file goes with the last. */
const holders = new Map<string, number>();
let removingAtExit = false;

/** Records this process as a server of `dataDir`; the returned function removes the record. */
export function recordServer(dataDir: string): () => void {
  const file = pidFile(dataDir, process.pid);
  const count = holders.get(file) ?? 0;
  holders.set(file, count + 1);
  if (count === 0) writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  if (!removingAtExit) {
    removingAtExit = true;
    // An exit without the close (process.exit after a second signal) removes them too; a crash
    // (SIGKILL, power cut) cannot, which is why readers check that the process is alive.
    process.once('exit', () => {
      for (const held of holders.keys()) rmSync(held, { force: true });
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holders.get(file) ?? 1) - 1;
    if (left > 0) {
      holders.set(file, left);
      return;
    }
    holders.delete(file);
    rmSync(file, { force: true });
  };
}

/** The ids of live processes that recorded themselves as servers of `dataDir`. */
export function liveServers(dataDir: string): number[] {
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch {
    return [];
  }
  const live: number[] = [];
  for (const name of names) {
    const match = PID_FILE.exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    if (isAlive(pid)) live.push(pid);
    else rmSync(path.join(dataDir, name), { force: true }); // left by a crash
  }
  return live;
}
