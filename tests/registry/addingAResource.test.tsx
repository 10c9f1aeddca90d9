// @vitest-environment jsdom
// docs/adding-a-resource.md, followed: a resource declared as its folder's index.ts would declare
// it (defineResource: a lazy list view, a menu entry, a data-provider module) and appended to the
// declarations is in the menu, routed and served by the data provider, with nothing else edited.
// The app gets the list as the start-up gives it screens.ts (App's `screens`), so a part
// that read a list of its own instead of the declarations would leave the fixture out and fail.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ListBase, useListContext, useTranslate } from 'ra-core';
import { Eye } from 'lucide';
import App from '../../src/App';
import { createAdminParts } from '../../src/adminParts';
import { clearToken, saveToken } from '../../src/auth/tokenStore';
import uz from '../../src/i18n/uz';
import { createDataProvider } from '../../src/providers/dataProvider';
import { rowsOf, text } from '../../src/providers/decode';
import { createHttpClient } from '../../src/providers/httpClient';
import type { ResourceFactory } from '../../src/providers/resources/types';
import { viewAt } from '../../src/registry/routes';
import { SCREENS } from '../../src/screens';
import { defineResource } from '../../src/registry/types';
import type { Resource } from '../../contract/roles';
import { DEFAULT_RUNTIME_CONFIG } from '../../src/settings/settings';
import { fakeFetch } from '../fixtures/fakeFetch';

// providers/resources/visits.ts, as the docs' data-provider step writes one:
//   getList -> GET /visits   (whole list)
type Visit = { id: number; page: string };

const visitsResource: ResourceFactory<Visit> = ({ http }) => ({
  getList: async () => {
    const { data } = await http('/visits');
    const records = rowsOf(data, 'visits').map((row) => ({
      id: Number(row.id),
      page: text(row.page),
    }));
    return { data: records, total: records.length };
  },
});

// resources/visits/VisitList.tsx, the list view.
function VisitRows() {
  const { data } = useListContext<Visit>();
  return (
    <ul>
      {data?.map((visit) => (
        <li key={visit.id}>{visit.page}</li>
      ))}
    </ul>
  );
}

function VisitList() {
  const translate = useTranslate();
  return (
    <ListBase<Visit> resource="visits" disableSyncWithLocation>
      <h1>{translate('app.visits.title')}</h1>
      <VisitRows />
    </ListBase>
  );
}

// resources/visits/index.ts: the declaration, and nothing else.
// Its name is also a line of the roles table's RESOURCES (contract/roles.ts), with the roles'
// grants; a test cannot add one to that constant, so the fixture's is named as if it were. The
// roles step on the server (its route's rule) is followed by addingAResourceSteps.test.ts.
const visits = defineResource({
  name: 'visits' as Resource,
  list: async () => VisitList,
  menu: { group: 'security', label: 'app.menu.visits', icon: Eye },
  provider: visitsResource,
});

// screens.ts with the one line added.
const WITH_VISITS = [...SCREENS, visits];

// The catalogue's two new keys (each locale's index.ts in the app).
const messages = {
  ...uz,
  app: {
    ...uz.app,
    menu: { ...uz.app.menu, visits: 'Tashriflar' },
    visits: { title: 'Tashriflar' },
  },
};

const VISITS = [
  { id: 1, page: '/cards' },
  { id: 2, page: '/lottery' },
];

function backend() {
  return fakeFetch((request) =>
    new URL(request.url, 'http://panel.test').pathname === '/api/visits'
      ? { body: VISITS }
      : { status: 404, body: { message: 'not found' } },
  );
}

const httpOver = (server: ReturnType<typeof backend>) =>
  createHttpClient({
    baseUrl: () => '/api',
    getAuthorization: () => 'Basic YWRtaW46c2VjcmV0',
    fetchImpl: server.fetchImpl,
  });

beforeEach(() => saveToken('YWRtaW46c2VjcmV0'));
afterEach(() => {
  clearToken();
  window.history.replaceState(null, '', '/');
});

describe('a resource added as docs/adding-a-resource.md says', () => {
  it('is in the menu, in its group, and its address draws its list from its module', async () => {
    const server = backend();
    window.history.replaceState(null, '', '/visits');
    render(
      <App
        settings={DEFAULT_RUNTIME_CONFIG}
        screens={WITH_VISITS}
        parts={createAdminParts({
          settings: DEFAULT_RUNTIME_CONFIG,
          http: httpOver(server),
          locale: 'uz',
          messages: messages,
          screens: WITH_VISITS,
        })}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Tashriflar' })).toBeInTheDocument();
    expect(await screen.findByText('/lottery')).toBeInTheDocument();
    expect(server.requests.map((request) => request.url)).toContain('/api/visits');

    const [security] = screen.getAllByRole('menu', { name: 'Xavfsizlik' });
    const entry = within(security).getByRole('menuitem', { name: 'Tashriflar' });
    expect(entry).toHaveAttribute('href', '/visits');
    expect(entry).toHaveAttribute('aria-current', 'page');
  });

  it('is routed and served only because it is in the list', async () => {
    expect(viewAt('/visits', WITH_VISITS)?.view).toBe(visits.list);
    expect(viewAt('/visits', SCREENS)).toBeUndefined();

    const context = { http: httpOver(backend()), serverTimeZone: () => 'UTC' };
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    const { data } = await createDataProvider(context, WITH_VISITS).getList('visits', params);
    expect(data.map((visit) => visit.page)).toEqual(['/cards', '/lottery']);
    await expect(createDataProvider(context, SCREENS).getList('visits', params)).rejects.toThrow(
      'does not support getList',
    );
  });
});
