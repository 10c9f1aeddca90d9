// The HTTP calls the sign-in makes (the credential check, the login event), as it needs them:
// providers/httpClient.ts's client is one. Said here rather than imported, so that the session
// sits below the providers that read it: auth/ imports nothing of providers/.
export type SignInHttp = (
  path: string,
  options: {
    method?: 'POST';
    body?: unknown;
    headers?: Record<string, string>;
    /** Basic credentials instead of the stored sign-in (checking them before saving them). */
    token?: string | null;
  },
) => Promise<{ headers: Headers }>;
