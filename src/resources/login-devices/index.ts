import History from '@mui/icons-material/History';
import { LoginHistoryList } from './LoginHistoryList';

export default {
  list: LoginHistoryList,
  icon: History,
};
