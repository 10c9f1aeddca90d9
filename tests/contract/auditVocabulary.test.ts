// The audit log speaks the roles table's names (contract/audit.ts): every resource of the roles
// table is one an entry may name, so a refusal ('forbidden') of any route is named, translated and
// filterable like any other entry, and the log's own few extras are declared beside them.
import { describe, expect, it } from 'vitest';
import { AUDIT_EXTRA_RESOURCES, AUDIT_RESOURCES } from '../../contract/audit';
import { RESOURCES } from '../../contract/roles';
import { auditLogEn } from '../../src/i18n/en/security';
import { auditLogRu } from '../../src/i18n/ru/security';
import { auditLogUz } from '../../src/i18n/uz/security';

describe("the audit log's resources", () => {
  it("are the roles table's, then its own extras, each once", () => {
    expect(AUDIT_RESOURCES).toEqual([...RESOURCES, ...AUDIT_EXTRA_RESOURCES]);
    expect(new Set(AUDIT_RESOURCES).size).toBe(AUDIT_RESOURCES.length);
  });

  it.each([
    ['uz', auditLogUz],
    ['ru', auditLogRu],
    ['en', auditLogEn],
  ])('each has a name in the %s catalogue', (_locale, catalogue) => {
    for (const resource of AUDIT_RESOURCES) {
      expect(catalogue.resources[resource], resource).toMatch(/\S/);
    }
  });
});
