// What a panel account's name and a new password must be, for the server that refuses them and
// the panel that says so before sending.

/** The shortest password a new account, a password change or ADMIN_PASSWORD accepts. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * ASCII letters, digits, '.', '_' and '-', 1 to 64 of them: no ':' (which ends the name in Basic
 * credentials, so such an account could never sign in) and no letter of another script that looks
 * like a Latin one (a Cyrillic 'а' in "аdmin" would pass for another account in a list or a log).
 */
const USERNAME = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A name as it is kept: in NFKC form (a full-width 'ａｚｉｚ' is 'aziz', a full-width colon a colon,
 * which the rule below then refuses), without surrounding spaces. Every writer of a name applies
 * it before the rule; the names are then compared lowercased (server/auth/accounts.ts).
 */
export const normalizeUsername = (username: string) => username.normalize('NFKC').trim();

/**
 * The form names are compared in: NFKC, lowercased. For every name the rule below allows (ASCII),
 * it is SQLite's lower() of the kept name, the unique key of migration 018.
 */
export const usernameKey = (username: string) => username.normalize('NFKC').toLowerCase();

/** Why `username` (normalized) cannot name a new account, or undefined. */
export function usernameProblem(username: string): string | undefined {
  if (!username) return 'is required';
  if (!USERNAME.test(username)) {
    return "must be 1 to 64 Latin letters, digits, '.', '_' or '-'";
  }
  return undefined;
}

/** Why `password` cannot be a new password, or undefined. */
export function passwordProblem(password: string): string | undefined {
  if (!password.trim()) return 'is required';
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  return undefined;
}
