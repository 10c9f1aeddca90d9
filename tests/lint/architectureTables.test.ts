// docs/architecture.md's two tables name every folder of src/ and server/ (a row `x/*` names x
// and every folder below it), each folder they name exists, and so do the entry file and the
// test folder of each row: a folder added, moved or removed fails here until the page says so.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

interface TableRow {
  folder: string;
  entry: string;
  tests: string;
}

function tableRows(): TableRow[] {
  const text = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const rows: TableRow[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | folder | job | entry | tests |
    if (cells.length !== 6 || !/^`(src|server)\//.test(cells[1])) continue;
    const code = (cell: string) => /`([^`]+)`/.exec(cell)?.[1] ?? '';
    rows.push({ folder: code(cells[1]), entry: code(cells[3]), tests: code(cells[4]) });
  }
  return rows;
}

function foldersBelow(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    return statSync(join(root, path)).isDirectory() ? [path, ...foldersBelow(path)] : [];
  });
}

const rows = tableRows();
const exists = (path: string, bases: string[]) =>
  bases.some((base) => existsSync(join(base, path)));

describe("docs/architecture.md's tables", () => {
  it('has a row for each side', () => {
    expect(rows.some((row) => row.folder.startsWith('src/'))).toBe(true);
    expect(rows.some((row) => row.folder.startsWith('server/'))).toBe(true);
  });

  it.each(rows)(
    '$folder exists, with its entry file and test folder',
    ({ folder, entry, tests }) => {
      expect(existsSync(join(root, folder.replace(/\/\*$/, '')))).toBe(true);
      const side = folder.split('/')[0];
      // Entries are written from their side's folder (`auth/plugin.ts`) or the root.
      const entryBases = [root, join(root, side)];
      if (entry.includes('<name>')) {
        const parent = folder.replace(/\/\*$/, '');
        for (const name of readdirSync(join(root, parent))) {
          if (!statSync(join(root, parent, name)).isDirectory()) continue;
          expect(exists(entry.replace('<name>', name), entryBases), `${parent}/${name}`).toBe(true);
        }
      } else {
        expect(exists(entry, entryBases), entry).toBe(true);
      }
      if (!tests.includes('<name>')) expect(existsSync(join(root, tests)), tests).toBe(true);
    },
  );

  it('names every folder of src/ and server/', () => {
    const named = rows.map((row) => row.folder.replace(/\/$/, ''));
    const covers = (folder: string) =>
      named.some((name) =>
        name.endsWith('/*')
          ? folder === name.slice(0, -2) || folder.startsWith(name.slice(0, -1))
          : folder === name,
      );
    const all = ['src', 'server'].flatMap((side) => foldersBelow(side));
    expect(all.filter((folder) => !covers(folder))).toEqual([]);
  });
});
