// The accounts the environment names: the panel account ensured at every start, and the
// production backend's one account the gateway uses.
import {
  normalizeUsername,
  passwordProblem,
  usernameProblem,
} from '../../contract/accountRules.ts';
import type { Config } from './types.ts';
import { ConfigError, read, type Env } from './parse.ts';

export function readAdminAccount(env: Env): Pick<Config, 'adminUsername' | 'adminPassword'> {
  // In the form every account's name is kept (NFKC), as the API and the command line keep theirs.
  const raw = read(env, 'ADMIN_USERNAME');
  const username = raw === undefined ? undefined : normalizeUsername(raw);
  // Passwords are taken verbatim: surrounding spaces may be deliberate.
  const password = env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined;
  if ((username === undefined) !== (password === undefined)) {
    throw new ConfigError('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  // The rules of every account (no ':', which ends the name in Basic credentials; no look-alike
  // letters), and a password as long as any other account's.
  const nameProblem = username === undefined ? undefined : usernameProblem(username);
  if (nameProblem) throw new ConfigError(`ADMIN_USERNAME ${nameProblem}`);
  const passwordIssue = password === undefined ? undefined : passwordProblem(password);
  if (passwordIssue) throw new ConfigError(`ADMIN_PASSWORD ${passwordIssue}`);
  return { adminUsername: username, adminPassword: password };
}

/**
 * UPSTREAM_USERNAME and UPSTREAM_PASSWORD: both or neither, only with API_UPSTREAM, which then
 * must not carry credentials of its own. Messages never repeat the password.
 */
export function readUpstreamAccount(
  env: Env,
  upstream: string | undefined,
): Pick<Config, 'upstreamUsername' | 'upstreamPassword'> {
  const username = read(env, 'UPSTREAM_USERNAME');
  // Taken verbatim, like ADMIN_PASSWORD: surrounding spaces may be deliberate.
  const password = env.UPSTREAM_PASSWORD ? env.UPSTREAM_PASSWORD : undefined;
  if (username === undefined && password === undefined) return {};
  if (username === undefined || password === undefined) {
    throw new ConfigError('UPSTREAM_USERNAME and UPSTREAM_PASSWORD must be set together');
  }
  if (upstream === undefined) {
    throw new ConfigError('UPSTREAM_USERNAME and UPSTREAM_PASSWORD need API_UPSTREAM');
  }
  // Basic auth splits "username:password" at the first colon.
  if (username.includes(':')) throw new ConfigError('UPSTREAM_USERNAME must not contain ":"');
  const url = new URL(upstream);
  if (url.username || url.password) {
    throw new ConfigError(
      'API_UPSTREAM must not carry credentials when UPSTREAM_USERNAME and UPSTREAM_PASSWORD are set',
    );
  }
  return { upstreamUsername: username, upstreamPassword: password };
}
