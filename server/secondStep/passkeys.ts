// An account's passkeys (WebAuthn credentials, migration 015): what the server keeps of each to
// check its signatures (the public key, the signature counter) and to offer it again (its id and
// transports), with a name its person gave it. webauthn.ts does the ceremonies.
import type { Database } from 'better-sqlite3';

export interface StoredPasskey {
  id: number;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
}

interface PasskeyRow {
  id: number;
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: string;
  name: string;
  createdAt: string;
}

const SELECT = `SELECT id, credential_id AS credentialId, public_key AS publicKey, counter,
  transports, name, created_at AS createdAt FROM passkeys`;

function readTransports(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const toPasskey = (row: PasskeyRow): StoredPasskey => ({
  ...row,
  publicKey: new Uint8Array(row.publicKey),
  transports: readTransports(row.transports),
});

export function listPasskeys(db: Database, accountId: number): StoredPasskey[] {
  return db
    .prepare<[number], PasskeyRow>(`${SELECT} WHERE account_id = ? ORDER BY id`)
    .all(accountId)
    .map(toPasskey);
}

export function findPasskey(
  db: Database,
  accountId: number,
  credentialId: string,
): StoredPasskey | undefined {
  const row = db
    .prepare<[number, string], PasskeyRow>(`${SELECT} WHERE account_id = ? AND credential_id = ?`)
    .get(accountId, credentialId);
  return row && toPasskey(row);
}

export function insertPasskey(
  db: Database,
  accountId: number,
  passkey: Omit<StoredPasskey, 'id'>,
): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO passkeys
         (account_id, credential_id, public_key, counter, transports, name, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      accountId,
      passkey.credentialId,
      Buffer.from(passkey.publicKey),
      passkey.counter,
      JSON.stringify(passkey.transports),
      passkey.name,
      passkey.createdAt,
    );
  return Number(lastInsertRowid);
}

/** Whether any account has a passkey with this credential id (a second registration of it). */
export const credentialTaken = (db: Database, credentialId: string): boolean =>
  db.prepare('SELECT 1 FROM passkeys WHERE credential_id = ?').get(credentialId) !== undefined;

export function updatePasskeyCounter(db: Database, id: number, counter: number): void {
  db.prepare('UPDATE passkeys SET counter = ? WHERE id = ?').run(counter, id);
}

/** Removes one of the account's passkeys; false when it has none with that id. */
export function deletePasskey(db: Database, accountId: number, id: number): boolean {
  return (
    db.prepare('DELETE FROM passkeys WHERE id = ? AND account_id = ?').run(id, accountId).changes >
    0
  );
}
