// Renders the Oson screens at a path, inside react-admin's context (Uzbek catalogue, in-memory
// store, toasts) under a memory router, so tests can follow navigation. The shared
// renderWithAdmin lets AdminContext create its own router, which a test cannot steer.
import { render } from '@testing-library/preact';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, Notification, memoryStore, type DataProvider } from 'react-admin';
import { createQueryClient } from '../../../src/providers/queryClient';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import uz from '../../../i18n/uz';
import { OsonConfigList } from '../../../src/resources/oson-configs/OsonConfigList';
import { OsonConfigEdit } from '../../../src/resources/oson-configs/OsonConfigEdit';
import { OsonConfigCreate } from '../../../src/resources/oson-configs/OsonConfigCreate';

/** Shows where the router is, for navigation assertions. */
function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

export function renderOsonRoutes(path: string, dataProvider: object) {
  const i18nProvider = polyglotI18nProvider(() => uz, 'uz', [{ locale: 'uz', name: 'uz' }], {
    allowMissing: false,
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider as DataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={createQueryClient()}
      >
        {/* Same shape as App.tsx: the static "new" wins over ":id". */}
        <Routes>
          <Route path="/oson-configs" element={<OsonConfigList />} />
          <Route path="/oson-configs/new" element={<OsonConfigCreate />} />
          <Route path="/oson-configs/:id/*" element={<OsonConfigEdit />} />
        </Routes>
        <CurrentPath />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
