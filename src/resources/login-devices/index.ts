import History from '@mui/icons-material/History';
import { lazyScreen } from '../../lazyScreen';
import { exactPath } from '../exactPath';

export default {
  list: exactPath(lazyScreen(() => import('./LoginHistoryList'), 'LoginHistoryList')),
  icon: History,
};
