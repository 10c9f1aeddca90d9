// 'Qurilmalar': the devices signed in with our server's second step (contract/secondStep.ts), each
// of which its person can see and end; an owner sees everyone's. One's own things, so 'show' on
// 'own-account', which every role has.
import { MonitorSmartphone } from 'lucide';
import { definePage } from '../../registry/types';

export default definePage({
  path: '/devices',
  access: 'own-account',
  accessAction: 'show',
  capability: 'secondStep',
  view: () => import('./DevicesPage').then((module) => module.DevicesPage),
  menu: { group: 'security', label: 'app.menu.devices', icon: MonitorSmartphone },
});
