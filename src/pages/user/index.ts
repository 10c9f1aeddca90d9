// A bot user's page (/users/{chatId}; docs/product.md: Beyond the spec): reached from where a
// person is named (the journal's user cells, the dashboard's most active users, the lottery's
// lookup) and from a chat ID searched in the journal, so no menu entry. For every role that reads
// the journal; the summary is our server's extra, and the page without it still shows the
// person's transactions and lottery balance (UserPage.tsx).
import { definePage } from '../../registry/types';

export default definePage({
  path: '/users/:chatId',
  access: 'transactions',
  view: () => import('./UserPage').then((module) => module.UserPage),
});
