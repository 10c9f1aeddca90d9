// Which of our server's own features the API offers, and how it treats writes
// (contract/capabilities.ts; docs/backend.md: Our server's extras):
//   getCapabilities -> GET /capabilities
// The production backend has no such route (404), and then the panel shows none of them: no
// menu entry, no badge, no live refresh, no saved views; and it reads a record itself before a
// whole-record write. The answer is asked once per session and kept (the screens' hook and the
// data provider's writes share it).
import { CAPABILITIES, type Capability } from '../../contract/capabilities';
import { ApiError, type HttpClient } from './httpClient';
import { isObject } from './decode';

export type { Capability };
export type Capabilities = Record<Capability, boolean>;

export const NO_CAPABILITIES: Capabilities = Object.fromEntries(
  CAPABILITIES.map((name) => [name, false]),
) as Capabilities;

export function capabilitiesApi(http: HttpClient) {
  let known: Capabilities | undefined;
  return {
    /**
     * What the API says it offers. A backend without the route (404, or any other refusal of
     * the request but the sign-in's, or an answer that is not our object) offers nothing; a
     * failure of the network, the server or the sign-in is thrown, so that the question is asked
     * again later.
     */
    async getCapabilities(): Promise<Capabilities> {
      if (known) return known;
      try {
        const { data } = await http('/capabilities');
        known = isObject(data)
          ? (Object.fromEntries(
              CAPABILITIES.map((name) => [name, data[name] === true]),
            ) as Capabilities)
          : NO_CAPABILITIES;
      } catch (error) {
        const refused =
          error instanceof ApiError &&
          error.status >= 400 &&
          error.status < 500 &&
          error.status !== 401;
        if (!refused) throw error;
        known = NO_CAPABILITIES;
      }
      return known;
    },
  };
}
