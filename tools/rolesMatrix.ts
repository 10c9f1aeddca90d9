// `npm run docs:roles`: writes the roles table (contract/roles.ts) into docs/product.md as a
// matrix, between its two marker comments, and leaves the file as prettier formats it (the lint
// runs `prettier --check`). tests/lint/rolesMatrix.test.ts renders the same matrix with
// rolesMatrix() and fails while the docs say otherwise.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ACTIONS, RESOURCES, ROLES, canDo } from '../contract/roles.ts';

export const MATRIX_START = '<!-- roles-matrix:start -->';
export const MATRIX_END = '<!-- roles-matrix:end -->';
export const PRODUCT_DOC = fileURLToPath(new URL('../docs/product.md', import.meta.url));

/** The matrix, one row per resource, unpadded (prettier pads the columns). */
export function rolesMatrix(): string {
  const header = `| resource | ${ROLES.join(' | ')} |`;
  const rule = `| --- | ${ROLES.map(() => '---').join(' | ')} |`;
  const rows = RESOURCES.map((resource) => {
    const cells = ROLES.map((role) => {
      const allowed = ACTIONS.filter((action) => canDo(role, resource, action));
      if (allowed.length === ACTIONS.length) return 'everything';
      return allowed.length === 0 ? '—' : allowed.join(', ');
    });
    return `| \`${resource}\` | ${cells.join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}

/** What lies between the markers of `docs`; an error when they are missing or out of order. */
export function matrixSection(docs: string): string {
  const start = docs.indexOf(MATRIX_START);
  const end = docs.indexOf(MATRIX_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/product.md has no ${MATRIX_START} ... ${MATRIX_END} section`);
  }
  return docs.slice(start + MATRIX_START.length, end);
}

/** `docs` with the section between the markers replaced by the matrix. */
export function withMatrix(docs: string, matrix: string = rolesMatrix()): string {
  const section = matrixSection(docs);
  const at = docs.indexOf(MATRIX_START) + MATRIX_START.length;
  return `${docs.slice(0, at)}\n\n${matrix}\n\n${docs.slice(at + section.length)}`;
}

async function main() {
  const prettier = await import('prettier');
  const written = withMatrix(readFileSync(PRODUCT_DOC, 'utf8'));
  const options = await prettier.resolveConfig(PRODUCT_DOC);
  const formatted = await prettier.format(written, { ...options, filepath: PRODUCT_DOC });
  writeFileSync(PRODUCT_DOC, formatted);
  console.log('docs/product.md: the roles matrix is contract/roles.ts as it is now.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
