// The verified-credentials cache: hits, expiry, per-account forgetting and its size bound.
import { describe, expect, it } from 'vitest';
import { CredentialCache } from '../../../server/auth/credentialCache.ts';

const account = (id: number) => ({ id, username: `user${id}`, passwordHash: `hash${id}` });

describe('CredentialCache', () => {
  it('answers a cached header until the entry expires', () => {
    let now = 0;
    const cache = new CredentialCache({ ttlMs: 1000, now: () => now });
    cache.set('Basic abc', account(1));
    expect(cache.get('Basic abc')).toEqual(account(1));
    expect(cache.get('Basic abd')).toBeUndefined();
    now = 1000;
    expect(cache.get('Basic abc')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets every entry of one account', () => {
    const cache = new CredentialCache();
    cache.set('Basic a1', account(1));
    cache.set('Basic a2', account(1));
    cache.set('Basic b', account(2));
    cache.forgetAccount(1);
    expect(cache.get('Basic a1')).toBeUndefined();
    expect(cache.get('Basic a2')).toBeUndefined();
    expect(cache.get('Basic b')).toEqual(account(2));
  });

  it('stays within maxEntries by dropping the oldest entries', () => {
    const cache = new CredentialCache({ maxEntries: 3 });
    for (let i = 0; i < 10; i += 1) cache.set(`Basic ${i}`, account(i));
    expect(cache.size).toBe(3);
    expect(cache.get('Basic 0')).toBeUndefined();
    expect(cache.get('Basic 9')).toEqual(account(9));
  });
});
