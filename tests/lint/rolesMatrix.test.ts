// docs/product.md shows the roles table (contract/roles.ts) as a matrix: this test renders the
// table and finds the rendering there word for word, so a changed grant, a renamed role or a new
// resource fails until the docs say the same.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIONS, RESOURCES, ROLES, canDo } from '../../contract/roles';

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

describe('the roles matrix of docs/product.md', () => {
  it('is the table of contract/roles.ts', () => {
    const docs = readFileSync(new URL('../../docs/product.md', import.meta.url), 'utf8');
    const normalized = docs.replace(/ +\|/g, ' |').replace(/\| +/g, '| ').replace(/-{3,}/g, '---');
    expect(normalized).toContain(rolesMatrix());
  });
});
