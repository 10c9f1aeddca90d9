// A fake of the Humo routes as the production backend answers them (docs/backend.md: Production
// backend), behind the real dataProvider and httpClient: tests override single routes and read the
// recorded requests.
import { providerWith } from '../../fixtures/providers';
import type { FakeAnswer, RecordedRequest } from '../../fixtures/fakeFetch';

export type HumoRoute =
  | 'POST /humo/newNumber'
  | 'POST /humo/smscode'
  | 'POST /humo/twostep'
  | 'GET /humo/active'
  | 'DELETE /humo/delete';

type Handler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeAccount {
  id: string;
  name: string;
  username: string;
  phone: string;
  status: string;
  profilePicture: string | null;
}

/** The production helper's answer to every failure. */
export const FORWARD_FAILURE: FakeAnswer = { status: 500, body: 'Failed to forward request' };

// A 1x1 JPEG is not needed: any base64 text exercises the data: URL.
export const PICTURE = '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8U';

export function account(overrides: Partial<FakeAccount> = {}): FakeAccount {
  return {
    id: '101',
    name: 'Ali Valiyev',
    username: 'ali_v',
    phone: '+998901234567',
    status: 'ACTIVE',
    profilePicture: PICTURE,
    ...overrides,
  };
}

export function routeOf(request: RecordedRequest): HumoRoute {
  const path = new URL(request.url, 'http://panel.test').pathname.replace(/^\/api/, '');
  return `${request.method} ${path}` as HumoRoute;
}

export function fakeHumoBackend(
  initialAccounts: FakeAccount[] = [],
  overrides: Partial<Record<HumoRoute, Handler>> = {},
) {
  let accounts = [...initialAccounts];
  const defaults: Record<HumoRoute, Handler> = {
    'POST /humo/newNumber': () => ({ body: { message: 'Kod yuborildi', next: 'POST /smscode' } }),
    'POST /humo/smscode': () => ({ body: { message: 'Muvaffaqiyatli kirildi' } }),
    'POST /humo/twostep': () => ({ body: { message: 'Parol qabul qilindi' } }),
    'GET /humo/active': () => ({ body: accounts }),
    'DELETE /humo/delete': (request) => {
      const phone = new URL(request.url, 'http://panel.test').searchParams.get('phone');
      accounts = accounts.filter((row) => row.phone !== phone);
      return { body: { message: `${phone} o'chirildi` } };
    },
  };
  const backend = providerWith((request) => {
    const route = routeOf(request);
    const handler = overrides[route] ?? defaults[route];
    if (!handler) return { status: 404, body: { message: `No route ${route}` } };
    return handler(request);
  });
  return {
    ...backend,
    /** Requests of one route, bodies parsed. */
    calls: (route: HumoRoute) =>
      backend.requests
        .filter((request) => routeOf(request) === route)
        .map((request) => ({
          url: request.url,
          body: request.body === undefined ? undefined : JSON.parse(request.body),
        })),
  };
}
