// `npm test`'s proof of the production path (docs/deployment.md), after `npm run
// build`: what a deploy needs (package.json and its lockfile, tsconfig.json, the built dist/, the
// server's and the contract's sources, and any other source file the operators' scripts import;
// no panel sources, tests or tools) goes into an empty directory, `npm ci --omit=dev` installs
// the runtime dependencies only, and the command of `npm run serve` starts there as a service
// manager starts it, with a fresh DATA_DIR and the first start's ADMIN_USERNAME/ADMIN_PASSWORD:
// /healthz and /readyz answer 200, the panel's page, the owner's first read and /metrics are
// served, and SIGTERM stops it with exit code 0.
// It runs `npm run serve` itself: npm hands SIGTERM on to its script's shell, and the script
// `exec`s node, so the signal reaches the server and npm exits with the server's code.
// `--full` runs the dependencies' install scripts too (see install()).
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { OPERATOR_SCRIPTS, loadedBy, nodeCommandOf } from './importGraph.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** npm's own entry (npm sets it for the scripts it runs), else the one beside this node. */
const NPM_CLI =
  process.env.npm_execpath ??
  path.join(
    path.dirname(process.execPath),
    '..',
    'lib',
    'node_modules',
    'npm',
    'bin',
    'npm-cli.js',
  );
/** Copied whole (the server reads its migrations' SQL files at run time), beside node_modules. */
const DEPLOYED = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'server',
  'contract',
  'dist',
];
/** better-sqlite3's compiled addon, reused unless --full. */
const NATIVE_ADDON = 'node_modules/better-sqlite3/build/Release';
/** Packages only the development needs: their absence shows `--omit=dev` took effect. */
const DEV_ONLY = ['vitest', 'eslint', 'knip', '@testing-library/react'];
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

interface PackageJson {
  scripts: Record<string, string>;
}
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson;

const step = (message: string) => console.log(`production path: ${message}`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** DEPLOYED, and each file outside it that an operator script loads (e.g. a shared src/ module). */
function copyDeployment(dir: string): void {
  for (const entry of DEPLOYED) {
    cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  const loaded = OPERATOR_SCRIPTS.flatMap((script) => [
    ...loadedBy(path.join(ROOT, nodeCommandOf(pkg, script).file)).files,
  ]);
  for (const file of new Set(loaded)) {
    const relative = path.relative(ROOT, file);
    if (DEPLOYED.some((entry) => relative.startsWith(`${entry}/`))) continue;
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    cpSync(file, path.join(dir, relative));
  }
}

/**
 * `npm ci --omit=dev` in `dir`. Its install scripts are skipped unless `full`: the one that matters
 * compiles better-sqlite3 when no prebuilt binary can be downloaded (a minute and more), so the
 * addon this checkout's own `npm ci` made (same lockfile, Node and machine) is copied instead.
 */
function install(dir: string, full: boolean): void {
  const started = Date.now();
  const result = spawnSync(
    'npm',
    [
      'ci',
      '--omit=dev',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      ...(full ? [] : ['--ignore-scripts']),
    ],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) {
    throw new Error(`npm ci --omit=dev failed:\n${result.stdout}\n${result.stderr}`);
  }
  if (!full) {
    cpSync(path.join(ROOT, NATIVE_ADDON), path.join(dir, NATIVE_ADDON), { recursive: true });
  }
  const installed = DEV_ONLY.filter((name) => existsSync(path.join(dir, 'node_modules', name)));
  if (installed.length > 0) {
    throw new Error(`npm ci --omit=dev installed dev dependencies: ${installed.join(', ')}`);
  }
  step(`npm ci --omit=dev${full ? '' : ' --ignore-scripts'} in ${seconds(started)}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

/** The process's exit code and signal, once it has exited. */
function exited(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited before ${url} answered:\n${output()}`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

async function expectAnswer(
  url: string,
  headers: Record<string, string>,
  check: (status: number, text: string) => boolean,
  what: string,
): Promise<void> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  const text = await response.text();
  if (!check(response.status, text)) throw new Error(`${what}: ${url} answered ${response.status}`);
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

async function serveAndStop(dir: string): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const owner = { username: 'owner', password: randomBytes(12).toString('base64url') };
  const metricsToken = randomBytes(24).toString('hex');
  const started = Date.now();
  const child = spawn(process.execPath, [NPM_CLI, 'run', '--silent', 'serve'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that a failed check can end npm and the server together.
    detached: true,
    // Only what a service's environment holds: nothing of this shell's settings leaks in.
    env: {
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`,
      HOME: dir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      ADMIN_USERNAME: owner.username,
      ADMIN_PASSWORD: owner.password,
      DEMO_DATA: 'false',
      METRICS_TOKEN: metricsToken,
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exit = exited(child);
  try {
    await waitForHealth(`${base}/healthz`, child, () => output);
    step(`GET /healthz 200 after ${seconds(started)}`);
    await expectAnswer(`${base}/readyz`, {}, (status) => status === 200, 'not ready');
    await expectAnswer(
      `${base}/`,
      {},
      (status, text) => status === 200 && text.includes('<div id="root">'),
      'the built panel is not served',
    );
    // An owner's first read: which second step to set up (SECOND_STEP_ROLES), with the password.
    const basic = Buffer.from(`${owner.username}:${owner.password}`).toString('base64');
    await expectAnswer(
      `${base}/api/second-step`,
      { authorization: `Basic ${basic}` },
      (status) => status === 200,
      'the first start made no ADMIN_USERNAME account',
    );
    await expectAnswer(
      `${base}/metrics`,
      { authorization: `Bearer ${metricsToken}` },
      (status, text) => status === 200 && text.includes('http_request_duration_seconds'),
      'no metrics',
    );
    step('/readyz, the panel, the owner and /metrics answered');
  } catch (error) {
    killGroup(child);
    await exit;
    throw error;
  }

  child.kill('SIGTERM');
  const timer = setTimeout(() => killGroup(child), STOP_TIMEOUT_MS);
  const { code, signal } = await exit;
  clearTimeout(timer);
  if (code !== 0) throw new Error(`SIGTERM: exit ${code ?? signal}, not 0:\n${output}`);
  step('SIGTERM: exit code 0');
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/ is not built: run `npm run build` first');
  }
  const started = Date.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'production-path-'));
  try {
    copyDeployment(dir);
    install(dir, process.argv.includes('--full'));
    await serveAndStop(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  step(`passed in ${seconds(started)}`);
}

main().catch((error: unknown) => {
  console.error(`production path: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
