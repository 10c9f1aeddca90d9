// Which message a failed sign-in shows: the spec's for refused credentials, and clearer ones for
// the lock-out and for a server that cannot be reached.
export function loginErrorKey(error: unknown): string {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 429) return 'app.login.tooManyAttempts';
  if (status === 0 || (typeof status === 'number' && status >= 502 && status <= 504)) {
    return 'app.login.unavailable';
  }
  return 'app.login.error';
}
