import { lazyScreen } from '../../lazyScreen';
import { exactPath } from '../exactPath';
import { withCapability } from '../withCapability';
import { SCREENS } from '../../boot/screens';

export default {
  list: exactPath(
    withCapability('panelAccounts', lazyScreen(SCREENS.panelAccounts, 'PanelAccountList')),
  ),
};
