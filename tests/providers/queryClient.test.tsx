// @vitest-environment jsdom
// The panel's query client: an auth check, once settled, stands for the screens that mount their
// own afterwards (ra-core's useAuthenticated in every list), instead of each asking again and
// re-drawing the app while the first screen draws its data. Read through ra-core's own hook, so a
// change of its query's key fails here.
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoreAdminContext, useAuthenticated, usePermissions, type AuthProvider } from 'ra-core';
import { createQueryClient } from '../../src/providers/queryClient';

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

describe('createQueryClient', () => {
  it('keeps a settled auth check for the screens mounted after it', async () => {
    const { checkAuth, authProvider } = fakeAuth();
    render(
      <CoreAdminContext authProvider={authProvider} queryClient={createQueryClient()}>
        <Screens />
      </CoreAdminContext>,
    );
    expect(await screen.findByText('first: checked')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    // Drawn checked at once, from the settled check, and not asked again.
    expect(screen.getByText('second: checked')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkAuth).toHaveBeenCalledTimes(1);
  });

  it('starts with the check answered when the start-up found a session, and asks nothing', () => {
    const { checkAuth, authProvider } = fakeAuth();
    render(
      <CoreAdminContext
        authProvider={authProvider}
        queryClient={createQueryClient({ signedIn: true, authProvider })}
      >
        <Check name="first" />
      </CoreAdminContext>,
    );
    // Checked in the very first drawing: no round of drawing waits for an answer.
    expect(screen.getByText('first: checked')).toBeInTheDocument();
    expect(checkAuth).not.toHaveBeenCalled();
  });

  it('asks the auth provider when there is no session', async () => {
    const { checkAuth, authProvider } = fakeAuth();
    render(
      <CoreAdminContext
        authProvider={authProvider}
        queryClient={createQueryClient({ signedIn: false, authProvider })}
      >
        <Check name="first" />
      </CoreAdminContext>,
    );
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
    render(
      <CoreAdminContext
        authProvider={authProvider}
        queryClient={createQueryClient({ signedIn: true, authProvider })}
      >
        <Reader />
      </CoreAdminContext>,
    );
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
    render(
      <CoreAdminContext
        authProvider={withPermissions}
        queryClient={createQueryClient({ signedIn: true, authProvider: withPermissions })}
      >
        <Reader />
      </CoreAdminContext>,
    );
    expect(await screen.findByText('admin')).toBeInTheDocument();
    expect(getPermissions).toHaveBeenCalledTimes(1);
  });
});
