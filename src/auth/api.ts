// The app-wide HTTP client, bound to the runtime API URL and the saved token.
import { createHttpClient } from '../providers/httpClient';
import { getRuntimeConfig } from '../lib/runtimeConfig';
import { getToken } from './tokenStore';

export const apiClient = createHttpClient({
  baseUrl: () => getRuntimeConfig().apiUrl,
  getToken,
});
