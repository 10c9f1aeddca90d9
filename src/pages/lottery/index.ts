// The lottery ('Lotereya Tizimi', docs/product.md: Screens): prizes, balances, the random award.
import { Dices } from 'lucide';
import { definePage } from '../../registry/types';
import { prizesQuery } from './queryKeys';

export default definePage({
  path: '/lottery',
  access: 'lottery-prizes',
  view: () => import('./LotteryPage').then((module) => module.LotteryPage),
  menu: { group: 'management', label: 'app.menu.lottery', icon: Dices },
  firstData: () => [prizesQuery],
});
