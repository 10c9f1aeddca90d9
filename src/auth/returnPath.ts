// Where to go after signing in: the guarded page a signed-out visitor first asked for.
const KEY = 'returnPath';

export function rememberReturnPath(path: string): void {
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // Without session storage the admin simply lands on the dashboard.
  }
}

/** The remembered path (only same-site paths) or '/', and forgets it. */
export function takeReturnPath(): string {
  let path: string | null = null;
  try {
    path = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
  } catch {
    path = null;
  }
  // "//host" would leave the site; only plain absolute paths are followed.
  return path && path.startsWith('/') && !path.startsWith('//') && path !== '/login' ? path : '/';
}
