// One's own account as the server knows it (GET /panel-accounts/me), asked once and shared by the
// link's notice after a sign-in and the own-account dialog; read again after a change to it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../providers/appDataProvider';

const OWN_ACCOUNT = ['ownAccount'];

export function useOwnAccount() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: OWN_ACCOUNT,
    queryFn: () => dataProvider.getOwnAccount(),
    staleTime: Infinity,
  });
  return {
    ...query,
    readAgain: () => queryClient.invalidateQueries({ queryKey: OWN_ACCOUNT }),
  };
}
