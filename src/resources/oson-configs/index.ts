// The Oson accounts resource for <Resource name="oson-configs">. No `create` entry: the spec's
// new-account page is the literal /oson-configs/new, which App.tsx routes to OsonConfigCreate.
import { lazyScreen } from '../../lazyScreen';
import { exactPath } from '../exactPath';
import { SCREENS } from '../../boot/screens';

export const OsonConfigCreate = lazyScreen(SCREENS.osonConfigCreate, 'OsonConfigCreate');

export default {
  list: exactPath(lazyScreen(SCREENS.osonConfigs, 'OsonConfigList')),
  edit: exactPath(lazyScreen(SCREENS.osonConfigEdit, 'OsonConfigEdit')),
  recordRepresentation: 'deviceName',
};
