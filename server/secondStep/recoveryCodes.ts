// Recovery codes: given once, when an account sets up its first second step, for the day its
// phone or passkey is lost; each passes the step once. 16 characters of base32 (80 random bits)
// in groups of four; only their SHA-256 is kept, and a used code is deleted.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { RECOVERY_CODE_COUNT } from '../../contract/secondStep.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const CODE_LENGTH = 16;

/** The code as typed, without spaces and dashes, in capitals; undefined when it cannot be one. */
export function readRecoveryCode(typed: string): string | undefined {
  const code = typed.replace(/[\s-]+/g, '').toUpperCase();
  return code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c))
    ? code
    : undefined;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

function newCode(): string {
  // 5 bits per character from each byte's low bits: 32 divides 256, so no character is likelier.
  const bytes = randomBytes(CODE_LENGTH);
  const text = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return text.match(/.{4}/g)!.join('-');
}

/** Replaces the account's codes with a new set and answers it (shown once, never stored). */
export function replaceRecoveryCodes(db: Database, accountId: number, at: string): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  removeRecoveryCodes(db, accountId);
  const insert = db.prepare(
    'INSERT OR IGNORE INTO recovery_codes (account_id, code_hash, created_at) VALUES (?, ?, ?)',
  );
  for (const code of codes) insert.run(accountId, hashCode(readRecoveryCode(code)!), at);
  return codes;
}

/** Uses up one of the account's codes: true when it was one (it works no more). */
export function useRecoveryCode(db: Database, accountId: number, code: string): boolean {
  return (
    db
      .prepare('DELETE FROM recovery_codes WHERE account_id = ? AND code_hash = ?')
      .run(accountId, hashCode(code)).changes > 0
  );
}

/** Removes the account's codes (its last second step was removed); answers how many there were. */
export const removeRecoveryCodes = (db: Database, accountId: number): number =>
  db.prepare('DELETE FROM recovery_codes WHERE account_id = ?').run(accountId).changes;

export function countRecoveryCodes(db: Database, accountId: number): number {
  return (
    db
      .prepare<[number], number>('SELECT count(*) FROM recovery_codes WHERE account_id = ?')
      .pluck()
      .get(accountId) ?? 0
  );
}
