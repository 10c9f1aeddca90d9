import { lazyMuiScreen } from '../../lazyScreen';
import { exactPath } from '../exactPath';
import { SCREENS } from '../../boot/screens';

export default {
  list: exactPath(lazyMuiScreen(SCREENS.loginDevices, 'LoginHistoryList')),
};
