// @vitest-environment jsdom
// The panel's query client: an auth check, once settled, stands for the screens that mount their
// own afterwards (ra-core's useAuthenticated in every list), instead of each asking again and
// re-drawing the app while the first screen draws its data; the answers known at start (the
// session, no permissions to ask for) are there from the first drawing. Read through ra-core's
// own hooks, so a change of their queries' keys fails here.
import { describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoreAdminContext, useAuthenticated, usePermissions, type AuthProvider } from 'ra-core';
import { createQueryClient, type KnownAuth } from '../../src/providers/queryClient';

function Check({ name }: { name: string }) {
  const { isPending } = useAuthenticated();
  return <p>{isPending ? `${name}: pending` : `${name}: checked`}</p>;
}

function Screens() {
  const [second, setSecond] = useState(false);
  return (
    <>
      <Check name="first" />
      <button onClick={() => setSecond(true)}>open</button>
      {second && <Check name="second" />}
    </>
  );
}

/** An auth provider whose check counts its calls. */
function fakeAuth() {
  const checkAuth = vi.fn(async () => undefined);
  const authProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth,
    checkError: async () => undefined,
  } satisfies AuthProvider;
  return { checkAuth, authProvider };
}

/** `ui` in ra-core's context with `authProvider`, on a query client made with `known`. */
function renderWith(authProvider: AuthProvider, known: KnownAuth | undefined, ui: ReactNode) {
  return render(
    <CoreAdminContext authProvider={authProvider} queryClient={createQueryClient(known)}>
      {ui}
    </CoreAdminContext>,
  );
}

describe('createQueryClient', () => {
  it('keeps a settled auth check for the screens mounted after it', async () => {
    const { checkAuth, authProvider } = fakeAuth();
    renderWith(authProvider, undefined, <Screens />);
    expect(await screen.findByText('first: checked')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    // Drawn checked at once, from the settled check, and not asked again.
    expect(screen.getByText('second: checked')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkAuth).toHaveBeenCalledTimes(1);
  });

  it('starts with the check answered when the start-up found a session, and asks nothing', () => {
    const { checkAuth, authProvider } = fakeAuth();
    renderWith(authProvider, { signedIn: true, authProvider }, <Check name="first" />);
    // Checked in the very first drawing: no round of drawing waits for an answer.
    expect(screen.getByText('first: checked')).toBeInTheDocument();
    expect(checkAuth).not.toHaveBeenCalled();
  });

  it('asks the auth provider when there is no session', async () => {
    const { checkAuth, authProvider } = fakeAuth();
    renderWith(authProvider, { signedIn: false, authProvider }, <Check name="first" />);
    expect(screen.getByText('first: pending')).toBeInTheDocument();
    expect(await screen.findByText('first: checked')).toBeInTheDocument();
    expect(checkAuth).toHaveBeenCalledTimes(1);
  });

  it("starts with ra-core's answer for permissions when the auth provider has none to give", async () => {
    const { authProvider } = fakeAuth();
    let drawn = 0;
    function Reader() {
      usePermissions();
      drawn += 1;
      return <p>drawn</p>;
    }
    renderWith(authProvider, { signedIn: true, authProvider }, <Reader />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Not drawn again when a permissions query settles: none was asked.
    expect(drawn).toBe(1);
  });

  it('asks an auth provider that has permissions for them', async () => {
    const { authProvider } = fakeAuth();
    const getPermissions = vi.fn(async () => ['admin']);
    const withPermissions = { ...authProvider, getPermissions };
    function Reader() {
      const { permissions } = usePermissions();
      return <p>{permissions ? permissions.join() : 'none yet'}</p>;
    }
    renderWith(withPermissions, { signedIn: true, authProvider: withPermissions }, <Reader />);
    expect(await screen.findByText('admin')).toBeInTheDocument();
    expect(getPermissions).toHaveBeenCalledTimes(1);
  });
});
