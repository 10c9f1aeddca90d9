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

/** Why `username` cannot name a new account, or undefined. */
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
