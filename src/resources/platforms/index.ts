import Apps from '@mui/icons-material/Apps';
import { lazyScreen } from '../../lazyScreen';
import { exactPath } from '../exactPath';

export default {
  list: exactPath(lazyScreen(() => import('./PlatformList'), 'PlatformList')),
  icon: Apps,
  recordRepresentation: 'name',
};
