// The docs name files in backticks (`src/screens.ts`, `loadTime/earlyReads.ts`): after a move, a
// name that leads nowhere makes the page untrue. Each such name must be a file or folder, from
// the repository's root, from src/ or server/ (the docs' usual shorthand), or from the page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

const PAGES = [
  'README.md',
  ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`),
  'bench/README.md',
  'tools/README.md',
  'src/loadTime/README.md',
  'src/raCoreInternals/README.md',
].filter((page) => page.endsWith('.md') && existsSync(join(root, page)));

// A code span that names a file of ours: a path with a folder and a known extension, or a folder.
const PATH = /`((?:\.{1,2}\/)?[\w.-]+\/[\w./<>*-]*?)`/g;
const FILE = /\.(ts|tsx|cjs|js|json|md|sql|css|sh|html)$/;

function missing(page: string): string[] {
  const text = readFileSync(join(root, page), 'utf8');
  const names = [...text.matchAll(PATH)].map((match) => match[1]!);
  return names.flatMap((name) => {
    // Placeholders, what a build or a start makes (dist/, data/), an optional public/, other
    // packages' files and the specification beside the repository are not ours to check.
    if (
      /[<>*]|NNN/.test(name) ||
      /^(node_modules|data|dist|public|ra-core|\.\.\/shared)\//.test(name)
    )
      return [];
    if (!FILE.test(name) && !name.endsWith('/')) return [];
    const bases = [root, join(root, 'src'), join(root, 'server'), join(root, dirname(page))];
    return bases.some((base) => existsSync(join(base, name))) ? [] : [`${page}: ${name}`];
  });
}

describe('the paths the docs name', () => {
  it.each(PAGES)('%s names only files that exist', (page) => {
    expect(missing(page)).toEqual([]);
  });
});
