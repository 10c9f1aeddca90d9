// The Oson accounts resource for <Resource name="oson-configs">. No `create` entry: the spec's
// new-account page is the literal /oson-configs/new, which App.tsx routes to OsonConfigCreate.
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import { lazyScreen } from '../../lazyScreen';

export const OsonConfigCreate = lazyScreen(() => import('./OsonConfigCreate'), 'OsonConfigCreate');

export default {
  list: lazyScreen(() => import('./OsonConfigList'), 'OsonConfigList'),
  edit: lazyScreen(() => import('./OsonConfigEdit'), 'OsonConfigEdit'),
  icon: AccountBalanceWallet,
  recordRepresentation: 'deviceName',
};
