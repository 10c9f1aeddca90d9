// @vitest-environment jsdom
// A panel whose credentials stopped working (an owner set a new password) meets the 401 on more
// than one read, and the answers need not arrive together: the first sends the admin to /login,
// remembering the page to return to; a later one, met by a part of the app that stays on screen,
// must not send the admin to /login again with /login itself as the page to return to (the
// browser tests once signed in again to the sign-in page instead of the cards).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { HttpError, useLogoutIfAccessDenied } from 'ra-core';
import { getToken, saveToken } from '../../src/auth/tokenStore';
import { createAuthProvider } from '../../src/providers/authProvider';
import { encodeBasicToken } from '../../src/lib/basicToken';
import { renderWithCore } from '../fixtures/renderWithCore';

const refused = () => new HttpError('Invalid username or password', 401, {});
let refuseLater: () => void = () => undefined;

/** What stays on screen whatever the route (as a badge's poll does), and meets two refusals. */
function Poll() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  refuseLater = () => void logoutIfAccessDenied(refused());
  return null;
}

function Cards() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return (
    <button type="button" onClick={() => void logoutIfAccessDenied(refused())}>
      kartalar
    </button>
  );
}

function Login() {
  const state = useLocation().state as { nextPathname?: string } | null;
  return <p>qaytish: {state?.nextPathname ?? '-'}</p>;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('two reads refused with 401 one after the other', () => {
  it('keep the page the first one sent the admin away from', async () => {
    saveToken(encodeBasicToken('operator', 'operator-pass-1'));
    window.history.replaceState(null, '', '/cards');
    const http = vi.fn(async () => ({ status: 204, headers: new Headers(), body: '', data: {} }));
    renderWithCore(
      <>
        <Poll />
        <Routes>
          <Route path="/cards" element={<Cards />} />
          <Route path="/login" element={<Login />} />
        </Routes>
      </>,
      {
        router: 'browser',
        authProvider: createAuthProvider(http as never, { geolocationUrl: '' }),
      },
    );
    (await screen.findByRole('button', { name: 'kartalar' })).click();
    expect(await screen.findByText('qaytish: /cards')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    // The second answer arrives once the admin is on the sign-in page.
    refuseLater();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByText('qaytish: /cards')).toBeInTheDocument();
  });
});
