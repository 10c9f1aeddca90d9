import CreditCard from '@mui/icons-material/CreditCard';
import { lazyScreen } from '../../lazyScreen';

export default {
  list: lazyScreen(() => import('./CardList'), 'CardList'),
  icon: CreditCard,
  recordRepresentation: 'cardNumber',
};
