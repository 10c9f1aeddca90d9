import CreditCard from '@mui/icons-material/CreditCard';
import { CardList } from './CardList';

export default {
  list: CardList,
  icon: CreditCard,
  recordRepresentation: 'cardNumber',
};
