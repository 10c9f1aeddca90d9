import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { lazyScreen } from '../../lazyScreen';
import { exactPath } from '../exactPath';

export default {
  list: exactPath(lazyScreen(() => import('./TransactionList'), 'TransactionList')),
  icon: ReceiptLong,
  recordRepresentation: 'id',
};
