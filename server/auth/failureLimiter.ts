// Counts failed sign-ins per client address and locks an address out after too many of them,
// so a password cannot be guessed at the speed of the network.

interface Entry {
  failures: number;
  firstFailureAt: number;
}

export interface FailureLimiterOptions {
  maxFailures: number;
  windowMs: number;
  /** Upper bound on tracked addresses; keeps memory flat under a spray of addresses. */
  maxEntries?: number;
  now?: () => number;
}

export class FailureLimiter {
  private readonly entries = new Map<string, Entry>();
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: FailureLimiterOptions) {
    this.maxFailures = options.maxFailures;
    this.windowMs = options.windowMs;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Seconds until the address may try again, or 0 when it is not locked. */
  retryAfterSeconds(address: string): number {
    const entry = this.current(address);
    if (!entry || entry.failures < this.maxFailures) return 0;
    return Math.max(1, Math.ceil((entry.firstFailureAt + this.windowMs - this.now()) / 1000));
  }

  /** Counts a failure; true when it is the one that locks the address out (for the metrics). */
  recordFailure(address: string): boolean {
    let entry = this.current(address);
    if (entry) {
      entry.failures += 1;
    } else {
      if (this.entries.size >= this.maxEntries) this.prune();
      entry = { failures: 1, firstFailureAt: this.now() };
      this.entries.set(address, entry);
    }
    return entry.failures === this.maxFailures;
  }

  /** A success clears the count, but never lifts a lock early: the lock outlives the guesser. */
  recordSuccess(address: string): void {
    if (this.retryAfterSeconds(address) === 0) this.entries.delete(address);
  }

  private current(address: string): Entry | undefined {
    const entry = this.entries.get(address);
    if (entry && entry.firstFailureAt + this.windowMs <= this.now()) {
      this.entries.delete(address);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    const now = this.now();
    for (const [address, entry] of this.entries) {
      if (entry.firstFailureAt + this.windowMs <= now) this.entries.delete(address);
    }
    // Still full: forget the oldest windows first (Map iteration is insertion order).
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
