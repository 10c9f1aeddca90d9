// The Xavfsizlik group's extras as one module, so that their code, texts and resources arrive as
// one file: apart, each was small enough for the build to merge it into a file the journal loads.
export { AuditLogList } from './audit-log/AuditLogList';
export { PanelAccountList } from './panel-accounts/PanelAccountList';
