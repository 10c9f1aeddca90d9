import CreditCard from '@mui/icons-material/CreditCard';
import { lazyScreen } from '../../lazyScreen';
import { exactPath } from '../exactPath';

export default {
  list: exactPath(lazyScreen(() => import('./CardList'), 'CardList')),
  icon: CreditCard,
  recordRepresentation: 'cardNumber',
};
