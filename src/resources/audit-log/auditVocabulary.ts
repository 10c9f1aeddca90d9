// The resources and actions an audit entry can name are the contract's (contract/audit.ts), the
// same lists the server writes with, each with its text in the catalogues
// (app.auditLog.resources.*, app.auditLog.actions.*, typed against them). A name the panel does
// not know (an entry written before a rename) is shown as the server sent it.
import type { AuditAction, AuditResource } from '../../../contract/audit';

export { ACCOUNT_AUDIT_RESOURCES, AUDIT_ACTIONS, AUDIT_RESOURCES } from '../../../contract/audit';

/** The names of each group of the catalogue's app.auditLog. */
interface Vocabulary {
  resources: AuditResource;
  actions: AuditAction;
}

/** The catalogue's text for `name` under `group`, or the name itself when it has none. */
export function vocabularyText(
  translate: (key: string, options?: { _: string }) => string,
  group: keyof Vocabulary,
  name: string,
): string {
  return translate(`app.auditLog.${group}.${name}`, { _: name });
}

/** The select choices of `names`, each with its catalogue text. */
export function vocabularyChoices<Group extends keyof Vocabulary>(
  translate: (key: string, options?: { _: string }) => string,
  group: Group,
  names: readonly Vocabulary[Group][],
): { value: string; label: string }[] {
  return names.map((name) => ({ value: name, label: vocabularyText(translate, group, name) }));
}
