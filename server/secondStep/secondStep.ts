// Whether an account has a second step (a confirmed authenticator app or any passkey), what it
// has (GET /second-step), and an owner's reset of it: the account then signs in with its password
// alone (or sets a second step up again, when its role must have one).
import type { Database } from 'better-sqlite3';
import type { SecondStepState } from '../../contract/secondStep.ts';
import { listPasskeys } from './passkeys.ts';
import { countRecoveryCodes, removeRecoveryCodes } from './recoveryCodes.ts';
import { findTotp } from './totp.ts';

/** One indexed read per request of an account without a device session. */
export function hasSecondStep(db: Database, accountId: number): boolean {
  return (
    db
      .prepare<[number, number], number>(
        `SELECT EXISTS (SELECT 1 FROM totp_secrets
                         WHERE account_id = ? AND confirmed_at IS NOT NULL)
             OR EXISTS (SELECT 1 FROM passkeys WHERE account_id = ?)`,
      )
      .pluck()
      .get(accountId, accountId) === 1
  );
}

export function secondStepState(
  db: Database,
  accountId: number,
  required: boolean,
): SecondStepState {
  return {
    required,
    totp: findTotp(db, accountId)?.confirmed ?? false,
    passkeys: listPasskeys(db, accountId).map(({ id, name, createdAt }) => ({
      id,
      name,
      createdAt,
    })),
    recoveryCodesLeft: countRecoveryCodes(db, accountId),
  };
}

/** What a reset removed: the authenticator app (pending or confirmed), passkeys, codes. */
export interface ResetOutcome {
  totp: boolean;
  passkeys: number;
  recoveryCodes: number;
}

/** Removes the account's whole second step (its devices are ended by the caller, audited). */
export function removeSecondStep(db: Database, accountId: number): ResetOutcome {
  const run = (sql: string) => db.prepare(sql).run(accountId).changes;
  const totp = findTotp(db, accountId)?.confirmed ?? false;
  run('DELETE FROM totp_secrets WHERE account_id = ?');
  return {
    totp,
    passkeys: run('DELETE FROM passkeys WHERE account_id = ?'),
    recoveryCodes: removeRecoveryCodes(db, accountId),
  };
}
