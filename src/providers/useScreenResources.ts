// Resources a screen brings with its own code (dataProvider.registerResource), there before the
// screen's first read: the modules are downloaded with the screen, not with every screen.
import { useState } from 'react';
import { useDataProvider, type RaRecord } from 'ra-core';
import type { AppDataProvider } from './dataProvider';
import type { ResourceFactory } from './resources/types';

export function useScreenResources(resources: Record<string, ResourceFactory<RaRecord>>): void {
  const dataProvider = useDataProvider<AppDataProvider>();
  // Once, during the first render, before any child asks for a list.
  useState(() => {
    for (const [name, factory] of Object.entries(resources)) {
      void dataProvider.registerResource(name, factory);
    }
  });
}
