// Password hashing for panel accounts: scrypt from node:crypto, stored as
// `scrypt$N$r$p$saltB64$hashB64` so the cost can be raised later without breaking old hashes.
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// N=2^15, r=8 costs ~32 MiB and tens of milliseconds: slow for guessing, fine per sign-in.
const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
// Refuse absurd parameters from a tampered hash instead of burning memory on them.
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** False for a wrong password and for a hash this module cannot read; never throws for those. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  const validCost =
    Number.isInteger(N) && N > 1 && N <= MAX_N && (N & (N - 1)) === 0 && r >= 1 && r <= 32;
  if (!validCost || !(p >= 1 && p <= 16) || expected.length !== KEY_LENGTH || !salt.length) {
    return false;
  }
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

// No look-alike characters (0/O, 1/l/I): the demo password is read off a terminal.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export function generatePassword(length = 16): string {
  let password = '';
  for (let i = 0; i < length; i += 1) {
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return password;
}
