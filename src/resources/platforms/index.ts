import Apps from '@mui/icons-material/Apps';
import { PlatformList } from './PlatformList';

export default {
  list: PlatformList,
  icon: Apps,
  recordRepresentation: 'name',
};
