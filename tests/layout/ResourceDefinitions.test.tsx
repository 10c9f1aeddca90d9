// @vitest-environment jsdom
// The shell's resource definitions come from its <Resource> children from the first drawing on,
// and ra-core's registration after it changes nothing: no reader of the definitions (the menu,
// the links) is drawn again on the way to the first screen.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  Resource,
  testDataProvider,
  useResourceDefinitions,
  type AuthProvider,
  type ResourceDefinitions as Definitions,
} from 'ra-core';
import { AdminShell } from '../../src/layout/AdminShell';
import { definitionsOf } from '../../src/layout/ResourceDefinitions';
import { createQueryClient } from '../../src/providers/queryClient';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
};

const List = () => <p>the list</p>;
const Edit = () => <p>the edit</p>;

describe('ResourceDefinitions', () => {
  it('reads each <Resource> child as ra-core registers it, other children aside', () => {
    const definitions = definitionsOf([
      <Resource key="a" name="cards" list={List} edit={Edit} recordRepresentation="bankName" />,
      <p key="b">not a resource</p>,
      [<Resource key="c" name="platforms" list={List} />],
    ]);
    expect(definitions).toEqual({
      cards: Resource.registerResource({
        name: 'cards',
        list: List,
        edit: Edit,
        recordRepresentation: 'bankName',
      }),
      platforms: Resource.registerResource({ name: 'platforms', list: List }),
    });
    expect(definitions.cards).toMatchObject({ hasList: true, hasEdit: true, hasCreate: false });
  });

  it('gives the shell the definitions in its first drawing, and draws no reader again', async () => {
    const seen: Definitions[] = [];
    function Layout({ children }: { children?: React.ReactNode }) {
      seen.push(useResourceDefinitions());
      return <main>{children}</main>;
    }
    render(
      <MemoryRouter initialEntries={['/cards']}>
        <AdminShell
          dataProvider={testDataProvider()}
          authProvider={authProvider}
          queryClient={createQueryClient({ signedIn: true, authProvider })}
          layout={Layout}
          loginPage={() => null}
          catchAll={() => null}
          requireAuth
        >
          <Resource name="cards" list={List} />
          <Resource name="platforms" list={List} />
        </AdminShell>
      </MemoryRouter>,
    );
    expect(await screen.findByText('the list')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Object.keys(seen[0])).toEqual(['cards', 'platforms']);
    // One definitions object for the life of the shell: no registration re-made it.
    expect(new Set(seen).size).toBe(1);
  });
});
