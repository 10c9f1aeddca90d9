// One's own account as the server knows it (GET /panel-accounts/me), asked once and shared by the
// link's notice after a sign-in and the own-account dialog; read again after a change to it. And
// the removal of one's own Telegram link, which both offer.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'ra-core';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { writeFailure } from '../../providers/apiErrors';

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

/** Removes one's own Telegram link, says how it went, and reads the account again. */
export function useRemoveOwnLink() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { readAgain } = useOwnAccount();
  const [removing, setRemoving] = useState(false);
  /** True once removed. */
  const remove = async (): Promise<boolean> => {
    setRemoving(true);
    try {
      await dataProvider.removeOwnTelegramLink();
      notify('app.ownAccount.telegramRemoved', { type: 'info' });
      void readAgain();
      return true;
    } catch (failure) {
      notify(writeFailure(failure, 'app.ownAccount.telegramRemoveError'), { type: 'error' });
      return false;
    } finally {
      setRemoving(false);
    }
  };
  return { remove, removing };
}
