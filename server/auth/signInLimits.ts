// The limits every password (and second-step code) check shares, wherever it is asked for: the
// sign-in of every request, the own-password change, the Telegram link's proof. Failures count per
// client address and per account name, so that neither rotating addresses nor guessing many names
// from one address goes on without end; an IPv6 address counts with its /64, which one client
// is usually given whole. Password hashing running at once is bounded per address and in all,
// so that a burst of guesses cannot queue unlimited scrypt work before its first failure counts.
import ipaddr from 'ipaddr.js';
import { usernameKey } from '../../contract/accountRules.ts';
import { RetryLaterError, tooManyFailures } from '../errors.ts';
import { verifyPassword } from './passwords.ts';
import { FailureLimiter } from './failureLimiter.ts';

/** Password checks (scrypt) running at once for one address, and for all. */
export const MAX_CHECKS_PER_ADDRESS = 4;
export const MAX_CHECKS_IN_ALL = 32;

/**
 * The key an address counts under: an IPv4 address itself (an IPv4-mapped IPv6 one as IPv4), an
 * IPv6 address its /64 prefix. Anything else (a test's made-up address) as it is.
 */
export function addressGroup(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${prefix.map((part) => part.toString(16)).join(':')}::/64`;
}

/** Who is trying: the client's address and, when the request names one, the account's name. */
export interface SignInAttempt {
  address: string;
  username?: string;
}

const keysOf = ({ address, username }: SignInAttempt): string[] => [
  `address ${addressGroup(address)}`,
  ...(username === undefined ? [] : [`account ${usernameKey(username)}`]),
];

export interface SignInLimitsOptions {
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}

export class SignInLimits {
  private readonly failures: FailureLimiter;
  private readonly joined = new Map<string, Promise<unknown>>();
  private readonly running = new Map<string, number>();
  private runningInAll = 0;

  constructor(options: SignInLimitsOptions) {
    // Twice the addresses' room: the account names of a spray count beside them.
    this.failures = new FailureLimiter({ ...options, maxEntries: 20_000 });
  }

  /** Seconds until the attempt may be made, or 0 when neither its address nor its name is locked. */
  retryAfterSeconds(attempt: SignInAttempt): number {
    return Math.max(...keysOf(attempt).map((key) => this.failures.retryAfterSeconds(key)));
  }

  /** Counts a failure under the address and the name; true when it locked one of them out. */
  recordFailure(attempt: SignInAttempt): boolean {
    return keysOf(attempt)
      .map((key) => this.failures.recordFailure(key))
      .some(Boolean);
  }

  /** A success clears both counts (never a lock: the lock outlives the guesser). */
  recordSuccess(attempt: SignInAttempt): void {
    for (const key of keysOf(attempt)) this.failures.recordSuccess(key);
  }

  /**
   * Checks a password typed for an account outside the sign-in itself (the own-password change,
   * the proof of a Telegram link) as the sign-in checks one: 429 while the address or the name is
   * locked, hashed within the bounds, a wrong one counted and a right one clearing the counts.
   * Answers whether it was right, and whether a wrong one locked the attempt out (the metrics).
   */
  async verify(
    attempt: SignInAttempt & { username: string },
    password: string,
    passwordHash: string,
  ): Promise<{ right: boolean; locked: boolean }> {
    const lockedFor = this.retryAfterSeconds(attempt);
    if (lockedFor > 0) throw tooManyFailures(lockedFor);
    const right = await this.check(attempt.address, () => verifyPassword(password, passwordHash));
    if (!right) return { right, locked: this.recordFailure(attempt) };
    this.recordSuccess(attempt);
    return { right, locked: false };
  }

  /**
   * Runs a password check within the bounds: 429 when the address already has its share running,
   * 503 when the server has. Checks given the same `joinKey` while one runs share it (a panel's
   * first calls carry the same header; 200 clients at a cold start): it must name the whole
   * input, never just the account.
   */
  check<T>(address: string, run: () => Promise<T>, joinKey?: string): Promise<T> {
    const joined = joinKey === undefined ? undefined : this.joined.get(joinKey);
    if (joined) return joined as Promise<T>;
    const group = addressGroup(address);
    if ((this.running.get(group) ?? 0) >= MAX_CHECKS_PER_ADDRESS) {
      throw new RetryLaterError(
        429,
        'Too many sign-in attempts at once from this address. Try again.',
        1,
      );
    }
    if (this.runningInAll >= MAX_CHECKS_IN_ALL) {
      throw new RetryLaterError(
        503,
        'The server is busy checking sign-ins. Try again in a moment.',
        1,
      );
    }
    const check = run();
    if (joinKey !== undefined) this.joined.set(joinKey, check);
    this.running.set(group, (this.running.get(group) ?? 0) + 1);
    this.runningInAll += 1;
    const done = () => {
      if (joinKey !== undefined) this.joined.delete(joinKey);
      const left = (this.running.get(group) ?? 1) - 1;
      if (left > 0) this.running.set(group, left);
      else this.running.delete(group);
      this.runningInAll -= 1;
    };
    check.then(done, done);
    return check;
  }
}
