// The runtime settings inside the app (the zone of zone-less times, the new Oson account's API
// URL), as a context the app provides from its StartUp object.
import { createContext, useContext } from 'react';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from './settings';

export const SettingsContext = createContext<RuntimeConfig>(DEFAULT_RUNTIME_CONFIG);

export const useSettings = (): RuntimeConfig => useContext(SettingsContext);
