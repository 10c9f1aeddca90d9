// Renders the Oson screens at a path, inside ra-core's context (Uzbek catalogue, in-memory store,
// toasts) under a memory router, so tests can follow navigation; as a role, when one is given.
import { Route, Routes, useLocation } from 'react-router-dom';
import { OsonConfigList } from '../../../src/resources/oson-configs/OsonConfigList';
import { OsonConfigEdit } from '../../../src/resources/oson-configs/OsonConfigEdit';
import { OsonConfigCreate } from '../../../src/resources/oson-configs/OsonConfigCreate';
import type { RuntimeConfig } from '../../../src/settings/settings';
import type { Role } from '../../../contract/roles';
import { renderWithCore } from '../../fixtures/renderWithCore';

/** Shows where the router is, for navigation assertions. */
function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

export function renderOsonRoutes(
  path: string,
  dataProvider: object,
  settings: Partial<RuntimeConfig> = {},
  role?: Role,
) {
  return renderWithCore(
    <>
      {/* Same shape as App.tsx: the static "new" wins over ":id". */}
      <Routes>
        <Route path="/oson-configs" element={<OsonConfigList />} />
        <Route path="/oson-configs/new" element={<OsonConfigCreate />} />
        <Route path="/oson-configs/:id/*" element={<OsonConfigEdit />} />
        {/* Where ra-core sends a role refused a page (the app's shell draws its message). */}
        <Route path="/access-denied" element={null} />
      </Routes>
      <CurrentPath />
    </>,
    { dataProvider, path, settings, role },
  );
}
