import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { TransactionList } from './TransactionList';

export default {
  list: TransactionList,
  icon: ReceiptLong,
  recordRepresentation: 'id',
};
