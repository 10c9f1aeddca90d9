// The UZS/RUB rates (docs/product.md: Screens).
import { ArrowLeftRight } from 'lucide';
import { definePage } from '../../registry/types';

export default definePage({
  path: '/currency',
  access: 'exchange-rates',
  view: () => import('./CurrencyPage').then((module) => module.CurrencyPage),
  menu: { group: 'settings', label: 'app.menu.currency', icon: ArrowLeftRight },
});
