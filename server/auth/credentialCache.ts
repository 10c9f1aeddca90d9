// Remembers recently verified Authorization headers so each API call does not re-run scrypt.
//
// Why: the panel sends Basic credentials with every request, and scrypt is deliberately slow
// (tens of ms and ~32 MiB per check). Without this cache a dashboard load of a dozen calls would
// spend most of its time hashing. Only successes are cached (a failure must always be re-checked
// and counted), keys are SHA-256 digests so plaintext credentials are not kept as map keys, entries
// expire after a few minutes, and the map is bounded so a flood of distinct headers cannot grow it.
import { createHash } from 'node:crypto';

export interface CachedAccount {
  id: number;
  username: string;
  /** The hash the password was verified against; a changed hash invalidates the entry. */
  passwordHash: string;
}

interface Entry {
  account: CachedAccount;
  expiresAt: number;
}

export interface CredentialCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

export class CredentialCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: CredentialCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.ttlMs = options.ttlMs ?? 5 * 60 * 1000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(authorization: string): CachedAccount | undefined {
    const key = digest(authorization);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.account;
  }

  set(authorization: string, account: CachedAccount): void {
    const key = digest(authorization);
    this.entries.delete(key); // re-insert so Map order stays oldest-first
    if (this.entries.size >= this.maxEntries) this.evict();
    this.entries.set(key, { account, expiresAt: this.now() + this.ttlMs });
  }

  /** Drops every entry of one account, e.g. after its password changed. */
  forgetAccount(accountId: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.account.id === accountId) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  private evict(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(key);
    }
    // Still full: drop the oldest, which Map iteration yields first.
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
