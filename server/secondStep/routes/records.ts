// What the second step leaves in the audit log (resource 'devices'): a device session begun by a
// step passed ('sign_in', with the step), a code or passkey refused ('sign_in_refused', with the
// step and why; never the code), a device ended ('sign_out', with why, and whose device when it
// was not the actor's own), an authenticator app or a passkey added or removed ('create',
// 'delete'), and an owner's reset of an account's second step ('update'). A new password or a
// disabled account ends devices in the database itself (migration 015's triggers), which records
// those ends.
import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../../contract/audit.ts';
import type { DeviceStep } from '../../../contract/secondStep.ts';
import { actorOf } from '../../audit/audited.ts';
import type { ResetOutcome } from '../secondStep.ts';
import { insertAuditEntry } from '../../db/repositories/auditLog.ts';
import type { AuditChange } from '../../db/repositories/auditLog.ts';

export const DEVICES_RESOURCE = 'devices';

/** Why a step was refused. */
export type StepRefusal =
  'wrong_code' | 'reused_code' | 'unknown_recovery_code' | 'passkey_refused';

/**
 * Why a device ended. Written in SQL, not here: the triggers' 'password_changed' and
 * 'account_disabled' (migration 015), and 'restored' by `npm run restore` (server/cli/restore.ts).
 */
export type DeviceEnd = 'signed_out' | 'ended_by_owner' | 'signed_out_everywhere' | 'reset';

function record(
  db: Database,
  request: FastifyRequest,
  entry: { recordId: string | null; action: AuditAction; changes: AuditChange[] },
  at: number,
): void {
  insertAuditEntry(
    db,
    actorOf(request),
    { resource: DEVICES_RESOURCE, ...entry },
    new Date(at).toISOString(),
  );
}

export const recordDeviceStart = (
  db: Database,
  request: FastifyRequest,
  deviceId: number,
  step: DeviceStep,
  at: number,
) =>
  record(
    db,
    request,
    { recordId: String(deviceId), action: 'sign_in', changes: [{ field: 'step', new: step }] },
    at,
  );

export const recordStepRefused = (
  db: Database,
  request: FastifyRequest,
  step: DeviceStep,
  reason: StepRefusal,
  at: number,
) =>
  record(
    db,
    request,
    {
      recordId: null,
      action: 'sign_in_refused',
      changes: [
        { field: 'step', new: step },
        { field: 'reason', new: reason },
      ],
    },
    at,
  );

/** One entry per device ended, naming its account when it is not the actor's. */
export function recordDeviceEnds(
  db: Database,
  request: FastifyRequest,
  devices: readonly { id: number; username: string }[],
  reason: DeviceEnd,
  at: number,
): void {
  const actor = actorOf(request).username;
  for (const device of devices) {
    record(
      db,
      request,
      {
        recordId: String(device.id),
        action: 'sign_out',
        changes: [
          { field: 'reason', new: reason },
          ...(device.username === actor ? [] : [{ field: 'account', new: device.username }]),
        ],
      },
      at,
    );
  }
}

/** An authenticator app or a passkey added to, or a passkey removed from, one's own account. */
export function recordMethodChange(
  db: Database,
  request: FastifyRequest,
  action: 'create' | 'delete',
  method: { kind: 'totp' } | { kind: 'passkey'; id: number; name: string },
  at: number,
): void {
  // A new method is a value after; a removed one, a value before.
  const side = action === 'create' ? 'new' : 'old';
  const changes: AuditChange[] = [{ field: 'method', [side]: method.kind }];
  if (method.kind === 'passkey') {
    changes.push(
      { field: 'passkey', [side]: method.name },
      { field: 'passkeyId', [side]: method.id },
    );
  }
  record(db, request, { recordId: null, action, changes }, at);
}

/** An owner's reset of an account's second step: what it removed. */
export const recordReset = (
  db: Database,
  request: FastifyRequest,
  account: { id: number; username: string },
  removed: ResetOutcome,
  at: number,
) =>
  record(
    db,
    request,
    {
      recordId: null,
      action: 'update',
      changes: [
        { field: 'account', new: account.username },
        { field: 'totp', old: removed.totp, new: false },
        { field: 'passkeys', old: removed.passkeys, new: 0 },
        { field: 'recoveryCodes', old: removed.recoveryCodes, new: 0 },
      ],
    },
    at,
  );
