import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { lazyScreen } from '../../lazyScreen';
import { exactPath } from '../exactPath';

export default {
  list: exactPath(lazyScreen(() => import('./AdminList'), 'AdminList')),
  icon: AdminPanelSettings,
  recordRepresentation: 'chatId',
};
