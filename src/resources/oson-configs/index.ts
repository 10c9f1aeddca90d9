// The Oson accounts resource for <Resource name="oson-configs">. No `create` entry: the spec's
// new-account page is the literal /oson-configs/new, which App.tsx routes to OsonConfigCreate.
import { lazyMuiScreen } from '../../lazyScreen';
import { exactPath } from '../exactPath';

export const OsonConfigCreate = lazyMuiScreen(
  () => import('./OsonConfigCreate'),
  'OsonConfigCreate',
);

export default {
  list: exactPath(lazyMuiScreen(() => import('./OsonConfigList'), 'OsonConfigList')),
  edit: exactPath(lazyMuiScreen(() => import('./OsonConfigEdit'), 'OsonConfigEdit')),
  recordRepresentation: 'deviceName',
};
