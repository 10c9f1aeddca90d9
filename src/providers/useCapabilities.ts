// What our server's extras the API offers (capabilities.ts), asked once per session.
// The layout asks once its first screen is up (the question must not compete with that screen
// on a slow network); a screen that needs the answer at once asks itself. Until an answer, and
// when the question failed, nothing is offered.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { NO_CAPABILITIES, type Capabilities } from './capabilities';
import type { AppDataProvider } from './appDataProvider';

export const CAPABILITIES_KEY = ['capabilities'];

export function useCapabilities(ask = false): { capabilities: Capabilities; known: boolean } {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isFetched } = useQuery({
    queryKey: CAPABILITIES_KEY,
    queryFn: () => dataProvider.getCapabilities(),
    staleTime: Infinity,
    enabled: ask,
  });
  return { capabilities: data ?? NO_CAPABILITIES, known: isFetched };
}
