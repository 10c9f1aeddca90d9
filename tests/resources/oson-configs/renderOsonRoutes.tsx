// Renders the Oson screens at a path, inside ra-core's context (Uzbek catalogue, in-memory store,
// toasts) under a memory router, so tests can follow navigation.
import { Route, Routes, useLocation } from 'react-router-dom';
import { OsonConfigList } from '../../../src/resources/oson-configs/OsonConfigList';
import { OsonConfigEdit } from '../../../src/resources/oson-configs/OsonConfigEdit';
import { OsonConfigCreate } from '../../../src/resources/oson-configs/OsonConfigCreate';
import type { RuntimeConfig } from '../../../src/settings/settings';
import { renderWithCore } from '../../fixtures/renderWithCore';

/** Shows where the router is, for navigation assertions. */
function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

export function renderOsonRoutes(
  path: string,
  dataProvider: object,
  settings: Partial<RuntimeConfig> = {},
) {
  return renderWithCore(
    <>
      {/* Same shape as App.tsx: the static "new" wins over ":id". */}
      <Routes>
        <Route path="/oson-configs" element={<OsonConfigList />} />
        <Route path="/oson-configs/new" element={<OsonConfigCreate />} />
        <Route path="/oson-configs/:id/*" element={<OsonConfigEdit />} />
      </Routes>
      <CurrentPath />
    </>,
    { dataProvider, path, settings },
  );
}
