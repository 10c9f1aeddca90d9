import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { lazyScreen } from '../../lazyScreen';

export default {
  list: lazyScreen(() => import('./TransactionList'), 'TransactionList'),
  icon: ReceiptLong,
  recordRepresentation: 'id',
};
