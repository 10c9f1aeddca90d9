// 'Amallar tarixi', our server's audit log (docs/product.md: Beyond the spec).
import { ScrollText } from 'lucide';
import { defineResource } from '../../registry/types';
import { auditLogResource } from '../../providers/resources/auditLog';

export default defineResource({
  name: 'audit-log',
  list: () => import('./AuditLogList').then((module) => module.AuditLogList),
  menu: { group: 'security', label: 'app.menu.auditLog', icon: ScrollText },
  capability: 'auditLog',
  provider: auditLogResource,
});
