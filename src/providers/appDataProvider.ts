// The panel's data provider as the screens call it (useDataProvider<AppDataProvider>()): react-
// admin's CRUD methods and the non-CRUD calls. A module of its own, free of the registry, so
// that screen declarations can name it (registry/types.ts) without an import circle.
import type { DataProvider } from 'ra-core';
import type { capabilitiesApi } from './capabilities';
import type { CustomApis } from './customApis';

export type AppDataProvider = DataProvider & ReturnType<typeof capabilitiesApi> & CustomApis;
