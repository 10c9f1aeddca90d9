// Starts the real launcher (node --import tsx server/server.ts) on a free port, waits for
// /config.json and stops it with SIGTERM. Shared by bench/ and tests/e2e/; kept in tools/ rather
// than server/ so the shipped server carries no test tooling, and the bench imports no tests.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface LaunchedServer {
  url: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  stop: () => Promise<void>;
  /** The server process's id (to read its CPU time). */
  pid: number;
  /** Sends `signal` (SIGKILL: a crash, no shutdown) and waits for the process to end. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** The exit code once the process has ended (null before, or when a signal ended it). */
  exitCode: () => number | null;
}

export interface LaunchOptions {
  /** Set over process.env after HOST, PORT, GEOLOCATION_URL='' and LOG_LEVEL=warn. */
  env: Record<string, string>;
  /** How long to wait for /config.json before giving up. */
  timeoutMs: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/config.json`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server did not start in time:\n${output()}`);
}

/** Spawns the launcher and answers once it serves /config.json; stops it if it never does. */
export async function launchServer({ env, timeoutMs }: LaunchOptions): Promise<LaunchedServer> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      GEOLOCATION_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const output = () => log;
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  const stop = () => kill('SIGTERM');
  try {
    await waitUntilUp(url, child, output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output, stop, kill, pid: child.pid ?? 0, exitCode: () => child.exitCode };
}
