// The Oson accounts resource for <Resource name="oson-configs">. No `create` entry: the spec's
// new-account page is the literal /oson-configs/new, which App.tsx routes to OsonConfigCreate.
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import { lazyScreen } from '../../lazyScreen';
import { exactPath } from '../exactPath';

export const OsonConfigCreate = lazyScreen(() => import('./OsonConfigCreate'), 'OsonConfigCreate');

export default {
  list: exactPath(lazyScreen(() => import('./OsonConfigList'), 'OsonConfigList')),
  edit: exactPath(lazyScreen(() => import('./OsonConfigEdit'), 'OsonConfigEdit')),
  icon: AccountBalanceWallet,
  recordRepresentation: 'deviceName',
};
