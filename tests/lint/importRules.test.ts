// `npm run lint`'s import rules (.dependency-cruiser.cjs over src/, server/ and contract/) fail
// where they should: each case is a small tree of its own, cruised with the repository's config
// by the same command the lint runs, and must be refused by the named rule (a clean tree passes).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceTree } from './sourceTree.ts';

const root = new URL('../..', import.meta.url).pathname;

/** The rules `files` break, as the lint's depcruise names them. */
function brokenRules(files: Record<string, string>): string[] {
  const dir = sourceTree('import-rules-', files);
  const sides = ['src', 'server', 'contract'].filter((side) =>
    Object.keys(files).some((path) => path.startsWith(`${side}/`)),
  );
  let output: string;
  try {
    output = execFileSync(
      join(root, 'node_modules/.bin/depcruise'),
      [...sides, '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'json'],
      { cwd: dir, encoding: 'utf8' },
    );
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const result = JSON.parse(output) as { summary: { violations: { rule: { name: string } }[] } };
  return [...new Set(result.summary.violations.map((violation) => violation.rule.name))];
}

describe("the lint's import rules", () => {
  it('pass a tree that keeps them', () => {
    expect(
      brokenRules({
        'contract/words.ts': 'export const WORD = 1;\n',
        'server/db/read.ts':
          "import { WORD } from '../../contract/words.ts';\nexport const x = WORD;\n",
        'server/routes/list.ts': "import { x } from '../db/read.ts';\nexport const y = x;\n",
      }),
    ).toEqual([]);
  });

  it('refuse an import of src/ from server/', () => {
    expect(
      brokenRules({
        'src/lib/shared.ts': 'export const SHARED = 1;\n',
        'server/plugins/page.ts':
          "import { SHARED } from '../../src/lib/shared.ts';\nexport const x = SHARED;\n",
      }),
    ).toContain('server-without-src');
  });

  it('refuse a back-arrow between the layers of server/', () => {
    expect(
      brokenRules({
        'server/gateway/client.ts': 'export const client = 1;\n',
        'server/health/checks.ts':
          "import { client } from '../gateway/client.ts';\nexport const x = client;\n",
      }),
    ).toContain('server layers: observability');
  });

  it.each([
    ['src', 'src/lib/a.ts', 'src/lib/b.ts'],
    ['server', 'server/db/a.ts', 'server/db/b.ts'],
  ])('refuse a circle in %s/', (_side, a, b) => {
    expect(
      brokenRules({
        [a]: "import { b } from './b.ts';\nexport const a = () => b;\n",
        [b]: "import { a } from './a.ts';\nexport const b = () => a;\n",
      }),
    ).toContain('no-circular');
  });

  it('refuse an import of either side from contract/', () => {
    expect(
      brokenRules({
        'server/db/read.ts': 'export const x = 1;\n',
        'contract/words.ts': "import { x } from '../server/db/read.ts';\nexport const WORD = x;\n",
      }),
    ).toContain('contract-stands-alone');
  });
});
