import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { lazyScreen } from '../../lazyScreen';

export default {
  list: lazyScreen(() => import('./AdminList'), 'AdminList'),
  icon: AdminPanelSettings,
  recordRepresentation: 'chatId',
};
