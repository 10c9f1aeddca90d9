import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { AdminList } from './AdminList';

export default {
  list: AdminList,
  icon: AdminPanelSettings,
  recordRepresentation: 'chatId',
};
