// The account rules of contract/accountRules.ts as the routes apply them: a 400 naming the field.
import {
  normalizeUsername,
  passwordProblem,
  usernameProblem,
} from '../../contract/accountRules.ts';
import { badRequest } from '../errors.ts';

/** The username in the form it is kept (NFKC, trimmed), or a 400 ("username: ..."). */
export function readUsername(value: string | undefined): string {
  const username = normalizeUsername(value ?? '');
  const problem = usernameProblem(username);
  if (problem) throw badRequest(`username: ${problem}`);
  return username;
}

/** The new password as given (spaces may belong to it), or a 400 (`field: ...`). */
export function readNewPassword(value: string | undefined, field = 'password'): string {
  const password = value ?? '';
  const problem = passwordProblem(password);
  if (problem) throw badRequest(`${field}: ${problem}`);
  return password;
}
