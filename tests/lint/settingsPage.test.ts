// docs/settings.md lists every environment variable the server's config reads (server/config.ts
// and server/config/), and nothing else: the config is run over environments that take each of
// its branches (the embedded API, the gateway with Telegram and the Humo helper) with every read
// recorded, and the names are compared with the first column of the page's table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

const root = new URL('../..', import.meta.url).pathname;

const ENVIRONMENTS: Record<string, string>[] = [
  {},
  { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'a-long-password' },
  {
    API_UPSTREAM: 'https://backend.example/api',
    UPSTREAM_USERNAME: 'backend',
    UPSTREAM_PASSWORD: 'secret',
    TELEGRAM_BOT_TOKEN: '123456:ABCdefGhIJKlmNoPQRsTUVwxyZ123456789',
    HUMO_UPSTREAM: 'https://humo.example',
    METRICS_TOKEN: 'a-metrics-token-of-some-length-0123456789',
    WEBAUTHN_ORIGIN: 'https://panel.example',
    TRUST_PROXY: 'true',
  },
];

/** Every variable the config reads in `env`. */
function variablesRead(env: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const recording = new Proxy(env, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
    has(target, name) {
      if (typeof name === 'string') read.add(name);
      return name in target;
    },
  });
  try {
    loadConfig(recording, root);
  } catch {
    // A refused combination still read what it read.
  }
  return read;
}

/** The names in the first column of the page's table (several per row: `A`, `B`). */
function documented(): Set<string> {
  const names = new Set<string>();
  for (const line of readFileSync(`${root}docs/settings.md`, 'utf8').split('\n')) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const match of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1]!);
  }
  return names;
}

/** Variables of the development tools, not of the server: each read where it is said. */
const TOOL_VARIABLES: Record<string, string> = {
  VITE_PORT: 'server/dev.ts',
  CHROMIUM_PATH: 'tools/chromium.ts',
};

describe('docs/settings.md', () => {
  it.each(Object.entries(TOOL_VARIABLES))('%s is read by %s', (name, file) => {
    expect(readFileSync(`${root}${file}`, 'utf8')).toContain(name);
  });

  it('names every variable the config reads, and no other', () => {
    const read = new Set([
      ...ENVIRONMENTS.flatMap((env) => [...variablesRead(env)]),
      ...Object.keys(TOOL_VARIABLES),
    ]);
    const page = documented();
    expect([...read].filter((name) => !page.has(name)).sort()).toEqual([]);
    expect([...page].filter((name) => !read.has(name)).sort()).toEqual([]);
  });
});
