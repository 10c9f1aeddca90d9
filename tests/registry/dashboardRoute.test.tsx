// @vitest-environment jsdom
// The page declared at '/' is routed like every other page, not as react-admin's `dashboard`:
// that one is wrapped in a permission check of its own (WithPermissions, with an auth check keyed
// by its route), one more round of waiting and drawing before the dashboard could start reading
// its figures. The app's one auth check (requireAuth) still guards it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { Gauge } from 'lucide';
import App from '../../src/App';
import { createAdminParts } from '../../src/adminParts';
import { clearToken, saveToken } from '../../src/auth/tokenStore';
import uz from '../../src/i18n/uz';
import { createHttpClient } from '../../src/providers/httpClient';
import { CHECK_AUTH_QUERY } from '../../src/raCoreInternals/authQueries';
import { SCREENS } from '../../src/screens';
import { definePage } from '../../src/registry/types';
import { DEFAULT_RUNTIME_CONFIG } from '../../src/settings/settings';
import { fakeFetch } from '../fixtures/fakeFetch';

/** Shows how many auth checks the app has made by the time the page is drawn. */
function Home() {
  const checks = useQueryClient()
    .getQueryCache()
    .findAll({ queryKey: [...CHECK_AUTH_QUERY] });
  return <h1>{`home after ${checks.length} auth check(s)`}</h1>;
}

const home = definePage({
  path: '/',
  access: 'dashboard',
  view: async () => Home,
  menu: { label: 'app.menu.dashboard', icon: Gauge },
});

const screens = [
  home,
  ...SCREENS.filter((screen) => !(screen.kind === 'page' && screen.path === '/')),
];

/** The app at `path`, signed in, over a backend that has nothing (the fixture reads nothing). */
function renderAppAt(path: string) {
  const server = fakeFetch(() => ({ status: 404, body: { message: 'not found' } }));
  window.history.replaceState(null, '', path);
  render(
    <App
      settings={DEFAULT_RUNTIME_CONFIG}
      screens={screens}
      parts={createAdminParts({
        settings: DEFAULT_RUNTIME_CONFIG,
        http: createHttpClient({
          baseUrl: () => '/api',
          getAuthorization: () => 'Basic YWRtaW46c2VjcmV0',
          fetchImpl: server.fetchImpl,
        }),
        locale: 'uz',
        messages: uz,
        screens: screens,
      })}
    />,
  );
}

beforeEach(() => saveToken('YWRtaW46c2VjcmV0'));
afterEach(() => {
  clearToken();
  window.history.replaceState(null, '', '/');
});

describe("the page at '/'", () => {
  it('is drawn after the app-wide auth check alone', async () => {
    renderAppAt('/');
    expect(
      await screen.findByRole('heading', { name: 'home after 1 auth check(s)' }),
    ).toBeVisible();
  });

  it('is where an unknown address leads', async () => {
    renderAppAt('/no/such/screen');
    expect(await screen.findByRole('heading', { name: /^home after/ })).toBeVisible();
    expect(window.location.pathname).toBe('/');
  });
});
