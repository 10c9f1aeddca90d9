import { lazyScreen } from '../../lazyScreen';
import { exactPath } from '../exactPath';
import { SCREENS } from '../../boot/screens';

export default {
  list: exactPath(lazyScreen(SCREENS.platforms, 'PlatformList')),
  recordRepresentation: 'name',
};
