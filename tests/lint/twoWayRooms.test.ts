// The rooms of src/ (its folders, src/<room>/, and the app's own files at its top) import each
// other one way: where a module of one room imports another room, no module of that room imports
// the first. No module circle is needed for such a pair (the lint's no-circular rule misses it),
// and it says that a piece sits in the wrong room. The graph is the one `npm run lint`'s
// depcruise draws (type-only imports count); a small tree of two rooms shows the check failing.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceTree } from './sourceTree.ts';

const root = new URL('../..', import.meta.url).pathname;

interface Cruised {
  modules: { source: string; dependencies: { resolved: string }[] }[];
}

/** The modules of src/ under `dir` and what each imports, as the lint's depcruise reads them. */
function cruise(dir: string): Cruised {
  let output: string;
  try {
    output = execFileSync(
      join(root, 'node_modules/.bin/depcruise'),
      ['src', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'],
      { cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
  } catch (error) {
    // A broken rule exits non-zero; the graph is printed all the same.
    output = (error as { stdout: string }).stdout;
  }
  return JSON.parse(output) as Cruised;
}

/** src/<room>/ of a module; the app's files at the top of src/ are a room of their own. */
const roomOf = (path: string) => /^src\/[^/]+\//.exec(path)?.[0] ?? 'src/';

/** Each pair of rooms that import each other, with one import each way. */
function twoWayRooms({ modules }: Cruised): string[] {
  const imports = new Map<string, string>();
  for (const module of modules) {
    if (!module.source.startsWith('src/')) continue;
    for (const { resolved } of module.dependencies) {
      if (!resolved.startsWith('src/')) continue;
      const from = roomOf(module.source);
      const to = roomOf(resolved);
      if (from !== to && !imports.has(`${from} ${to}`)) {
        imports.set(`${from} ${to}`, `${module.source} -> ${resolved}`);
      }
    }
  }
  return [...imports.keys()].flatMap((key) => {
    const [from, to] = key.split(' ') as [string, string];
    const back = imports.get(`${to} ${from}`);
    return from < to && back ? [`${from} <-> ${to}: ${imports.get(key)}; ${back}`] : [];
  });
}

/** The two-way pairs of a small tree of `files`. */
function twoWayRoomsOf(files: Record<string, string>): string[] {
  const dir = sourceTree('two-way-rooms-', files);
  return twoWayRooms(cruise(dir));
}

describe("src/'s rooms", () => {
  it('import each other one way', () => {
    expect(twoWayRooms(cruise(root))).toEqual([]);
  }, 60_000);

  it('are found importing each other, without any module circle', () => {
    expect(
      twoWayRoomsOf({
        'src/session/token.ts': 'export const token = 1;\n',
        'src/session/signIn.ts':
          "import type { Client } from '../transport/client.ts';\nexport const signIn = (c: Client) => c;\n",
        'src/transport/client.ts': 'export type Client = () => void;\n',
        'src/transport/provider.ts':
          "import { token } from '../session/token.ts';\nexport const provider = token;\n",
      }),
    ).toEqual([
      'src/session/ <-> src/transport/: src/session/signIn.ts -> src/transport/client.ts; src/transport/provider.ts -> src/session/token.ts',
    ]);
  });

  it('pass a tree whose rooms import one way, and the app above them', () => {
    expect(
      twoWayRoomsOf({
        'src/transport/client.ts': 'export type Client = () => void;\n',
        'src/session/signIn.ts':
          "import type { Client } from '../transport/client.ts';\nexport const signIn = (c: Client) => c;\n",
        'src/App.ts': "import { signIn } from './session/signIn.ts';\nexport const app = signIn;\n",
      }),
    ).toEqual([]);
  });
});
