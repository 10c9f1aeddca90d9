import { lazyScreen } from '../../lazyScreen';
import { exactPath } from '../exactPath';

export default {
  list: exactPath(lazyScreen(() => import('./TransactionList'), 'TransactionList')),
  recordRepresentation: 'id',
};
