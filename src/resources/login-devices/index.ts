import History from '@mui/icons-material/History';
import { lazyScreen } from '../../lazyScreen';

export default {
  list: lazyScreen(() => import('./LoginHistoryList'), 'LoginHistoryList'),
  icon: History,
};
