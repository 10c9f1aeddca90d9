// What the Xavfsizlik group's extras bring with their own code: their texts and their two
// resources (the audit screen's account filter reads the panel accounts too).
import type { RaRecord } from 'ra-core';
import { SECURITY_TEXTS } from '../../i18n/screens/security';
import { auditLogResource } from '../providers/resources/auditLog';
import { panelAccountsResource } from '../providers/resources/panelAccounts';
import type { ResourceFactory } from '../providers/resources/types';
import { useScreenMessages } from '../providers/useScreenMessages';
import { useScreenResources } from '../providers/useScreenResources';

const RESOURCES = {
  'audit-log': auditLogResource,
  'panel-accounts': panelAccountsResource,
} as Record<string, ResourceFactory<RaRecord>>;

export function useSecurityParts(): void {
  useScreenMessages(SECURITY_TEXTS);
  useScreenResources(RESOURCES);
}
