// docs/product.md shows the roles table (contract/roles.ts) as a matrix, written between its
// marker comments by `npm run docs:roles` (tools/rolesMatrix.ts): this test renders the table with
// the script's own function and finds the rendering there word for word, so a changed grant, a
// renamed role or a new resource fails until the script has been run.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_DOC, matrixSection, rolesMatrix } from '../../tools/rolesMatrix';

/** Prettier's padding of a table's cells and rules undone. */
const unpadded = (markdown: string) =>
  markdown.replace(/ +\|/g, ' |').replace(/\| +/g, '| ').replace(/-{3,}/g, '---');

describe('the roles matrix of docs/product.md', () => {
  it('is the table of contract/roles.ts (else: npm run docs:roles)', () => {
    const section = matrixSection(readFileSync(PRODUCT_DOC, 'utf8'));
    expect(
      unpadded(section).trim(),
      'docs/product.md differs from contract/roles.ts: run `npm run docs:roles`',
    ).toBe(rolesMatrix());
  });
});
