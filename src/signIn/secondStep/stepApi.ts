// The second step's calls as its screens make them: the data provider's methods (providers/
// secondStep.ts). On the second step's own page they are made on the provider itself, not through
// ra-core's useDataProvider: that one hands a 401 to authProvider.checkError and, when it signs
// out or redirects, answers the call as an empty success, while there a 401 is the step's own
// answer (a wrong code), which the page says.
import { useContext } from 'react';
import { DataProviderContext } from 'ra-core';
import type { AppDataProvider } from '../../providers/appDataProvider';
import type { secondStepApi } from '../../providers/secondStep';

export type SecondStepApi = ReturnType<typeof secondStepApi>;

export function useStepApi(): SecondStepApi {
  return useContext(DataProviderContext) as unknown as AppDataProvider;
}
