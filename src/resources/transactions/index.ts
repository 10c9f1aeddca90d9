import { lazyMuiScreen } from '../../lazyScreen';
import { exactPath } from '../exactPath';

export default {
  list: exactPath(lazyMuiScreen(() => import('./TransactionList'), 'TransactionList')),
  recordRepresentation: 'id',
};
