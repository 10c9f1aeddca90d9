// The payment cards ('All Admin Cards', docs/product.md: Screens).
import { CreditCard } from 'lucide';
import { defineResource } from '../../registry/types';
import { cardsResource } from '../../providers/resources/cards';
import { cardsRead } from '../../providers/reads';
import { cardsListParams } from './listParams';

export default defineResource({
  name: 'cards',
  list: () => import('./CardList').then((module) => module.CardList),
  recordRepresentation: 'cardNumber',
  menu: { group: 'management', label: 'app.menu.cards', icon: CreditCard },
  provider: cardsResource,
  // The whole list, whatever the page: the module pages it in the panel.
  listRead: cardsRead,
  firstData: () => [{ list: 'cards', params: cardsListParams }],
});
