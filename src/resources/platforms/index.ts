import Apps from '@mui/icons-material/Apps';
import { lazyScreen } from '../../lazyScreen';

export default {
  list: lazyScreen(() => import('./PlatformList'), 'PlatformList'),
  icon: Apps,
  recordRepresentation: 'name',
};
