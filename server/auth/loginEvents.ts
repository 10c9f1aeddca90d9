// The login history is written by the sign-in itself, not by whoever holds a session: a sign-in
// event (POST /admin/login-info, which the panel sends once its sign-in is complete, the second
// step included) is taken only against a password this server has just checked for that account
// (the auth plugin grants one per check, and the panel's sign-in always asks for a check). So no
// role can write history at will, and an account's rows grow with its sign-ins only.
export const LOGIN_EVENT_WINDOW_MS = 15 * 60_000;
/** Sign-ins of one account whose events may wait at once (several browsers signing in together). */
const MAX_WAITING = 5;
/** Accounts tracked at once; a flood of sign-ins forgets the oldest first. */
const MAX_ACCOUNTS = 10_000;

export class LoginEvents {
  private readonly waiting = new Map<number, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A password of `accountId` was checked: its sign-in event may be recorded once. */
  grant(accountId: number): void {
    const times = this.current(accountId);
    times.push(this.now());
    this.waiting.delete(accountId);
    this.waiting.set(accountId, times.slice(-MAX_WAITING));
    if (this.waiting.size > MAX_ACCOUNTS) {
      const oldest = this.waiting.keys().next().value;
      if (oldest !== undefined) this.waiting.delete(oldest);
    }
  }

  /** Takes one waiting sign-in of `accountId`; false when there is none to record. */
  take(accountId: number): boolean {
    const times = this.current(accountId);
    const taken = times.shift() !== undefined;
    if (times.length > 0) this.waiting.set(accountId, times);
    else this.waiting.delete(accountId);
    return taken;
  }

  private current(accountId: number): number[] {
    const horizon = this.now() - LOGIN_EVENT_WINDOW_MS;
    return (this.waiting.get(accountId) ?? []).filter((at) => at > horizon);
  }
}
