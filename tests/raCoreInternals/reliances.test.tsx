// @vitest-environment jsdom
// What the panel relies on of ra-core beyond its public API (src/raCoreInternals/, one module per
// reliance), each held to the installed ra-core: a file of its build, a key of its queries or its
// store, a static member, a copy of its code. ra-core is installed by a caret range; an upgrade
// that breaks one of these fails here, by the reliance's name, instead of the bundle silently
// growing back, a first screen drawing twice or a setting being lost.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
// The router ra-core's own modules see (as tests/fixtures/renderWithCore.tsx uses it).
import { MemoryRouter as AppRouter } from 'react-router-dom';
import {
  CoreAdminContext,
  CoreAdminUI,
  getQuery,
  localStorageStore,
  memoryStore,
  parseQueryFromLocation,
  Resource,
  useAuthState,
  useCanAccess,
  useCanAccessResources,
  useGetList,
  useListController,
  useLocaleState,
  usePermissions,
  useResourceDefinitions,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type ResourceDefinition,
  type Store,
} from 'ra-core';
import * as inflectionShim from '../../src/loadTime/shims/inflection';
import * as queryStringShim from '../../src/loadTime/shims/queryString';
import { FORM_MODULES, RA_CORE_IMPORTS } from '../../src/raCoreInternals/buildPaths';
import { reactRouterProvider } from '../../src/raCoreInternals/reactRouterProvider';
import { getListAnswer, getListParams, getListQueryKey } from '../../src/raCoreInternals/getList';
import { listArrivalParams, type ListDefaults } from '../../src/raCoreInternals/listArrival';
import {
  APP_AUTH_CHECK_KEY,
  APP_PERMISSIONS_KEY,
  CHECK_AUTH_QUERY,
  canAccessAnswer,
  isCanAccessKey,
  NO_PERMISSIONS,
} from '../../src/raCoreInternals/authQueries';
import { listParamsStoreKey, LOCALE_STORE_KEY, storePrefix } from '../../src/raCoreInternals/store';
import { registeredDefinition } from '../../src/raCoreInternals/registerResource';

/** The folder of an installed package, as `from` (default: the panel) resolves it. */
function packageDir(name: string, from = path.resolve('package.json')): string {
  const main = createRequire(from).resolve(name);
  const marker = `${path.sep}node_modules${path.sep}${name}${path.sep}`;
  return main.slice(0, main.lastIndexOf(marker) + marker.length - 1);
}

const RA_CORE = packageDir('ra-core');
const DIST = path.join(RA_CORE, 'dist');

/** Every JavaScript file of ra-core's build (its ES modules), by its path under dist/. */
const RA_CORE_SOURCES: { file: string; text: string }[] = (
  readdirSync(DIST, { recursive: true }) as string[]
)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({
    file: file.split(path.sep).join('/'),
    text: readFileSync(path.join(DIST, file), 'utf8'),
  }));

/** The sources of the static imports and re-exports in `text` (`import ... from 'x'`). */
const importsOf = (text: string) =>
  [...text.matchAll(/^(?:import|export) [^;]*?from ['"]([^'"]+)['"]/gm)].map((match) => match[1]);

/** As the build's shim plugin sees a module of ra-core: its path under node_modules. */
const asInstalled = (file: string) => `/app/node_modules/ra-core/dist/${file}`;

/** Whether the build answers `file`'s import of `source` (loadTime/build.ts: RA_CORE_SHIMS). */
const redirected = (entry: { importer: string; source: string }, file: string, source: string) =>
  entry.source === source && asInstalled(file).includes(entry.importer);

/** The names ra-core imports from `source` across its build (`import { a, b } from 'x'`). */
function namesImportedFrom(source: string): Set<string> {
  const names = new Set<string>();
  const pattern = new RegExp(`import \\{([^}]*)\\} from ['"]${source}['"]`, 'g');
  for (const { text } of RA_CORE_SOURCES) {
    for (const match of text.matchAll(pattern)) {
      for (const name of match[1].split(',')) names.add(name.trim().split(/\s+as\s+/)[0]);
    }
  }
  names.delete('');
  return names;
}

describe("ra-core's build, as the Vite build names it (buildPaths.ts)", () => {
  it('imports its react-router adapter only where the build puts our copy in its place', () => {
    const adapter = path.join(DIST, 'routing/adapters/reactRouterProvider.js');
    const importers = RA_CORE_SOURCES.flatMap(({ file, text }) =>
      importsOf(text)
        .filter((source) => path.join(DIST, path.dirname(file), source) === adapter)
        .map((source) => ({ file, source })),
    );
    expect(importers.length).toBeGreaterThan(0);
    for (const { file, source } of importers) {
      expect(redirected(RA_CORE_IMPORTS.routerAdapter, file, source), file).toBe(true);
    }
  });

  it('has in our copy of the adapter every member of its own (reactRouterProvider.ts)', async () => {
    const original = (await import(path.join(DIST, 'routing/adapters/reactRouterProvider.js'))) as {
      reactRouterProvider: Record<string, unknown>;
    };
    expect(Object.keys(reactRouterProvider).sort()).toEqual(
      Object.keys(original.reactRouterProvider).sort(),
    );
  });

  it('imports jsonexport in its default exporter only, by the path the build redirects', () => {
    const importers = RA_CORE_SOURCES.filter(({ text }) =>
      importsOf(text).some((source) => source.startsWith('jsonexport')),
    );
    expect(importers.map(({ file }) => file)).toEqual(['export/defaultExporter.js']);
    const [{ file, text }] = importers;
    const source = importsOf(text).find((imported) => imported.startsWith('jsonexport'))!;
    expect(redirected(RA_CORE_IMPORTS.jsonexport, file, source)).toBe(true);
  });

  it.each([
    ['inflection', RA_CORE_IMPORTS.inflection, inflectionShim],
    ['query-string', RA_CORE_IMPORTS.queryString, queryStringShim],
  ])(
    'imports %s by the name the build redirects, asking only for what the shim exports',
    (name, entry, shim) => {
      const importers = RA_CORE_SOURCES.filter(({ text }) =>
        importsOf(text).some((source) => source === name || source.startsWith(`${name}/`)),
      );
      expect(importers.length).toBeGreaterThan(0);
      for (const { file, text } of importers) {
        for (const source of importsOf(text).filter((imported) => imported.startsWith(name))) {
          expect(redirected(entry, file, source), `${file}: ${source}`).toBe(true);
        }
      }
      const asked = namesImportedFrom(name);
      expect(asked.size).toBeGreaterThan(0);
      for (const imported of asked) expect(shim, `${name}.${imported}`).toHaveProperty(imported);
    },
  );

  it('resolves inflection and query-string to the copies the shims are tested against', () => {
    // The pins in package.json: the shims' tests compare them with the panel's own copies, which
    // must be the ones ra-core uses (a copy of ra-core's own, nested, would go untested).
    for (const name of ['inflection', 'query-string']) {
      expect(packageDir(name, path.join(RA_CORE, 'package.json')), name).toBe(packageDir(name));
    }
  });

  it('imports lodash by the file names the alias maps to lodash-es', () => {
    const files = new Set(
      RA_CORE_SOURCES.flatMap(({ text }) =>
        importsOf(text).flatMap((source) => /^lodash\/(\w+)\.js$/.exec(source)?.[1] ?? []),
      ),
    );
    expect(files).toContain('isEqual');
    const lodashEs = packageDir('lodash-es');
    for (const name of files) {
      expect(() => readFileSync(path.join(lodashEs, `${name}.js`)), name).not.toThrow();
    }
  });

  it('keeps its forms and record editing in the folders the forms chunk takes (FORM_MODULES)', () => {
    for (const file of [
      'form/Form.js',
      'form/useInput.js',
      'controller/edit/EditBase.js',
      'controller/create/CreateBase.js',
      'controller/input/ReferenceInputBase.js',
    ]) {
      expect(
        RA_CORE_SOURCES.map((source) => source.file),
        file,
      ).toContain(file);
      expect(FORM_MODULES.test(asInstalled(file)), file).toBe(true);
    }
    // react-hook-form elsewhere would come with every screen: only in these two, which the panel
    // does not use (a delete button's controller of ra-core's UI kits, its test UI).
    const elsewhere = RA_CORE_SOURCES.filter(
      ({ file, text }) =>
        importsOf(text).includes('react-hook-form') && !FORM_MODULES.test(asInstalled(file)),
    );
    expect(elsewhere.map(({ file }) => file).sort()).toEqual([
      'controller/button/useDeleteController.js',
      'test-ui/SimpleForm.js',
    ]);
  });
});

describe("our copy of ra-core's react-router adapter (reactRouterProvider.ts)", () => {
  const { RouterWrapper, Routes, Route, useLocation, useNavigate } = reactRouterProvider;

  function Where() {
    const location = useLocation();
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate('/cards')}>
        {location.pathname}
      </button>
    );
  }

  it("routes with the app's router and navigates through it", async () => {
    render(
      <MemoryRouter initialEntries={['/transactions']}>
        <RouterWrapper>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </RouterWrapper>
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: '/transactions' }).click();
    expect(await screen.findByRole('button', { name: '/cards' })).toBeInTheDocument();
  });

  it('says so when there is no router around it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<RouterWrapper>x</RouterWrapper>)).toThrow(/inside a router/);
  });
});

/** ra-core's context alone, with a query client the test reads. */
function core({
  dataProvider = {} as DataProvider,
  authProvider,
  i18nProvider,
  store = memoryStore(),
  path: at = '/',
}: {
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  i18nProvider?: I18nProvider;
  store?: Store;
  path?: string;
} = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppRouter initialEntries={[at]}>
      <CoreAdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
      >
        {children}
      </CoreAdminContext>
    </AppRouter>
  );
  return { queryClient, wrapper };
}

describe("useGetList's query (getList.ts)", () => {
  const answer = {
    data: [{ id: 1, name: 'Aziz' }],
    total: 1,
    pageInfo: { hasNextPage: false },
    meta: { source: 'test' },
  };

  it.each([
    ['no parameters (its defaults)', undefined],
    [
      'parameters of its own',
      {
        pagination: { page: 2, perPage: 50 },
        sort: { field: 'createdAt', order: 'ASC' as const },
        filter: { status: 'FAILED' },
        meta: { why: 'test' },
      },
    ],
  ])('is keyed, asked and kept as the copy says, for %s', async (_case, params) => {
    const getList = vi.fn(async () => answer);
    const { queryClient, wrapper } = core({ dataProvider: { getList } as unknown as DataProvider });
    const { result } = renderHook(() => useGetList('cards', params), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(getList).toHaveBeenCalledWith('cards', expect.objectContaining(getListParams(params)));
    const lists = queryClient.getQueryCache().findAll({ queryKey: ['cards', 'getList'] });
    expect(lists.map((query) => query.queryKey)).toEqual([
      getListQueryKey('cards', getListParams(params)),
    ]);
    expect(lists[0].state.data).toEqual(getListAnswer(answer));
  });
});

describe("a list's page on arrival (listArrival.ts, listParamsStoreKey in store.ts)", () => {
  const defaults: ListDefaults = { sort: { field: 'createdAt', order: 'DESC' }, perPage: 25 };
  const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

  /** What ra-core's list controller asks its dataProvider for, from the same inputs. */
  function raCoreArrival(search: string, stored: Record<string, unknown>) {
    const query = getQuery({
      queryFromLocation: parseQueryFromLocation({ search }),
      params: stored,
      filterDefaultValues: {},
      sort: defaults.sort,
      perPage: defaults.perPage,
    });
    return {
      pagination: { page: query.page, perPage: query.perPage },
      sort: { field: query.sort, order: query.order },
      filter: { ...query.filter },
    };
  }

  const CASES: [string, string, Record<string, unknown>][] = [
    ['a first visit', '', {}],
    [
      'the address',
      `?filter=${filter({ status: 'FAILED' })}&page=2&perPage=50&sort=id&order=ASC`,
      {},
    ],
    ['the address over the last visit', '?page=3', { filter: { type: 'TOP_UP' }, page: 2 }],
    ['an address with a sort and no order', '?sort=uniqueAmount', {}],
    ['a broken filter in the address', '?filter=%7Bnope&page=2', {}],
    ['a page that is not a number', '?page=abc&perPage=x', {}],
    [
      'the last visit',
      '',
      { filter: { q: 'Aziz' }, page: 1, perPage: 100, sort: 'id', order: 'DESC' },
    ],
    [
      'a last visit like a first one',
      '',
      { filter: {}, page: 1, perPage: null, sort: null, order: null },
    ],
    ['a search with spaces', `?filter=${filter({ q: 'Aziz Karimov' })}`, {}],
  ];

  it.each(CASES)("is ra-core's merge (getQuery) for %s", (_case, search, stored) => {
    expect(listArrivalParams(search, stored, defaults)).toEqual(raCoreArrival(search, stored));
  });

  it.each([
    ['the last visit, kept in the store', ''],
    ['the address over it', `?filter=${filter({ status: 'FAILED' })}&page=2`],
  ])("is what ra-core's list controller asks for, from %s", async (_case, search) => {
    const stored = { filter: { q: 'Aziz' }, page: 3, perPage: 50, sort: 'id', order: 'ASC' };
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const { wrapper } = core({
      dataProvider: { getList } as unknown as DataProvider,
      store: memoryStore({ [listParamsStoreKey('transactions')]: stored }),
      path: `/transactions${search}`,
    });
    renderHook(
      () =>
        useListController({
          resource: 'transactions',
          sort: defaults.sort,
          perPage: defaults.perPage,
        }),
      { wrapper },
    );
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(getList).toHaveBeenCalledWith(
      'transactions',
      expect.objectContaining(listArrivalParams(search, stored, defaults)),
    );
  });
});

describe("the store's entries (store.ts)", () => {
  it("keeps an item under storePrefix, as JSON (ra-core's localStorageStore)", () => {
    const store = localStorageStore(undefined, 'RelianceTest');
    store.setup();
    store.setItem('transactions.listParams', { page: 2 });
    expect(
      JSON.parse(
        window.localStorage.getItem(`${storePrefix('RelianceTest')}transactions.listParams`)!,
      ),
    ).toEqual({ page: 2 });
    store.teardown();
    window.localStorage.clear();
  });

  it("holds the UI language at LOCALE_STORE_KEY (ra-core's useLocaleState)", async () => {
    const changeLocale = vi.fn(async () => undefined);
    const i18nProvider: I18nProvider = {
      translate: (key) => key,
      changeLocale,
      getLocale: () => 'uz',
    };
    const { wrapper } = core({
      i18nProvider,
      store: memoryStore({ [LOCALE_STORE_KEY]: 'ru' }),
    });
    // Another language than the provider's: ra-core's i18n asks the provider for it first.
    const { result } = renderHook(() => useLocaleState(), { wrapper });
    await waitFor(() => expect(result.current?.[0]).toBe('ru'));
    expect(changeLocale).toHaveBeenCalledWith('ru');
  });
});

describe("the auth queries' keys and answers (authQueries.ts)", () => {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    canAccess: async ({ resource, action }) => resource === 'cards' || action === 'list',
  };
  const decide = (resource: string | undefined, action: string) =>
    resource === 'cards' || action === 'list';

  it("keeps the app's auth check under APP_AUTH_CHECK_KEY, answered true (useAuthState)", async () => {
    const { queryClient, wrapper } = core({ authProvider });
    const { result } = renderHook(() => useAuthState(), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    const checks = queryClient.getQueryCache().findAll({ queryKey: [...CHECK_AUTH_QUERY] });
    expect(checks.map((query) => query.queryKey)).toEqual([APP_AUTH_CHECK_KEY]);
    expect(checks[0].state.data).toBe(true);
  });

  it('keeps NO_PERMISSIONS under APP_PERMISSIONS_KEY without getPermissions (usePermissions)', async () => {
    const { queryClient, wrapper } = core({ authProvider });
    const { result } = renderHook(() => usePermissions(), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(queryClient.getQueryData(APP_PERMISSIONS_KEY)).toEqual(NO_PERMISSIONS);
  });

  it('keys and answers canAccess as canAccessAnswer reads it (useCanAccess, useCanAccessResources)', async () => {
    const { queryClient, wrapper } = core({ authProvider });
    const { result } = renderHook(
      () => [
        useCanAccess({ resource: 'platforms', action: 'list' }),
        useCanAccess({ resource: 'platforms', action: 'delete' }),
        useCanAccessResources({ resources: ['cards', 'platforms'], action: 'delete' }),
      ],
      { wrapper },
    );
    await waitFor(() => expect(result.current.every((query) => !query.isPending)).toBe(true));
    const queries = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => isCanAccessKey(query.queryKey));
    expect(queries).toHaveLength(3);
    for (const query of queries) {
      expect(query.state.data, JSON.stringify(query.queryKey)).toEqual(
        canAccessAnswer(query.queryKey, decide),
      );
    }
  });
});

describe("the resource definitions' registration (registerResource.ts)", () => {
  const List = () => <p>the list</p>;

  it('reads a <Resource> as its static registerResource does, and nothing else', () => {
    expect(typeof Resource.registerResource).toBe('function');
    const props = { name: 'cards', list: List, recordRepresentation: 'bankName' };
    expect(registeredDefinition(<Resource {...props} />)).toEqual(Resource.registerResource(props));
    expect(registeredDefinition(<p>not a resource</p>)).toBeUndefined();
  });

  it("is what ra-core's admin registers each child by", async () => {
    function Marked(props: { name: string }) {
      return <Resource {...props} list={List} />;
    }
    // What ra-core's admin takes for a resource element (Resource's own `raName`).
    Marked.raName = 'Resource';
    Marked.registerResource = ({ name }: { name: string }): ResourceDefinition => ({
      name,
      hasList: true,
      options: { marked: true },
    });
    let seen: Record<string, ResourceDefinition> = {};
    function Layout({ children }: { children?: ReactNode }) {
      seen = useResourceDefinitions();
      return <main>{children}</main>;
    }
    render(
      <AppRouter initialEntries={['/marked']}>
        <CoreAdminContext dataProvider={{} as DataProvider}>
          <CoreAdminUI layout={Layout}>
            <Marked name="marked" />
          </CoreAdminUI>
        </CoreAdminContext>
      </AppRouter>,
    );
    expect(await screen.findByText('the list')).toBeInTheDocument();
    await waitFor(() => expect(seen.marked?.options).toEqual({ marked: true }));
  });
});
