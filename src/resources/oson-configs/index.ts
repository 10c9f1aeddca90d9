// The Oson accounts resource for <Resource name="oson-configs">. No `create` entry: the spec's
// new-account page is the literal /oson-configs/new, which App.tsx routes to OsonConfigCreate.
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import { OsonConfigEdit } from './OsonConfigEdit';
import { OsonConfigList } from './OsonConfigList';

export { OsonConfigCreate } from './OsonConfigCreate';

export default {
  list: OsonConfigList,
  edit: OsonConfigEdit,
  icon: AccountBalanceWallet,
  recordRepresentation: 'deviceName',
};
