// scrypt password hashes: format, salting, verification.
import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from '../../../server/auth/passwords.ts';

describe('password hashing', () => {
  it('produces scrypt$N$r$p$salt$hash and verifies only the right password', async () => {
    const hash = await hashPassword('s3cret пароль');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verifyPassword('s3cret пароль', hash)).toBe(true);
    expect(await verifyPassword('s3cret парол', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('rejects malformed or tampered hashes instead of throwing', async () => {
    const hash = await hashPassword('x');
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', hash.replace('$32768$', '$1073741824$'))).toBe(false);
    expect(await verifyPassword('x', hash.replace(/\$[^$]+$/, '$AAAA'))).toBe(false);
  });

  it('generates 16-character passwords without look-alike characters', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{16}$/);
  });
});
