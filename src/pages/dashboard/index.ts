// The dashboard ('Boshqaruv Paneli', docs/product.md: Screens): at '/', above the menu's groups;
// its first drawing needs the period's figures, the bonus total and the feature switches.
import { LayoutDashboard } from 'lucide';
import { definePage } from '../../registry/types';
import { periodFromSearch, periodToRange } from './period';
import { bonusQuery, featuresQuery, statsQuery } from './queries';

export default definePage({
  path: '/',
  access: 'dashboard',
  view: () => import('./Dashboard').then((module) => module.Dashboard),
  menu: { label: 'app.menu.dashboard', icon: LayoutDashboard },
  firstData: ({ search, today }) => {
    const range = periodToRange(periodFromSearch(search), today);
    return [statsQuery(range), bonusQuery(range), featuresQuery];
  },
});
