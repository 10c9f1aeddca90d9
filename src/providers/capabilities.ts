// Which of our server's own features the API offers (docs/backend.md: Our server's extras):
//   getCapabilities -> GET /capabilities
// The production backend has no such route (404), and then the panel shows none of them: no
// menu entry, no badge, no live refresh, no saved views.
import { ApiError, type HttpClient } from './httpClient';
import { isObject } from './decode';

export const CAPABILITIES = [
  'auditLog',
  'panelAccounts',
  'liveJournal',
  'pendingCount',
  'savedViews',
  'telegramMiniApp',
] as const;

export type Capability = (typeof CAPABILITIES)[number];
export type Capabilities = Record<Capability, boolean>;

export const NO_CAPABILITIES: Capabilities = Object.fromEntries(
  CAPABILITIES.map((name) => [name, false]),
) as Capabilities;

export function capabilitiesApi(http: HttpClient) {
  return {
    /**
     * What the API says it offers. A backend without the route (404, or any other refusal of
     * the request, or an answer that is not our object) offers nothing; a failure of the
     * network or the server is thrown, so that the question is asked again later.
     */
    async getCapabilities(): Promise<Capabilities> {
      try {
        const { data } = await http('/capabilities');
        if (!isObject(data)) return NO_CAPABILITIES;
        return Object.fromEntries(
          CAPABILITIES.map((name) => [name, data[name] === true]),
        ) as Capabilities;
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          return NO_CAPABILITIES;
        }
        throw error;
      }
    },
  };
}
