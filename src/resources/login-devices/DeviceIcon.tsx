// An icon per device label of the login event.
import Computer from '@mui/icons-material/Computer';
import DevicesOther from '@mui/icons-material/DevicesOther';
import LaptopMac from '@mui/icons-material/LaptopMac';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import TabletMac from '@mui/icons-material/TabletMac';
import type { SvgIconComponent } from '@mui/icons-material';

const ICONS: Record<string, SvgIconComponent> = {
  'Windows PC': Computer,
  'Linux PC': Computer,
  Mac: LaptopMac,
  iPhone: PhoneIphone,
  iPad: TabletMac,
  'Android Device': PhoneAndroid,
};

export function DeviceIcon({ deviceName }: { deviceName: string }) {
  const Icon = ICONS[deviceName] ?? DevicesOther;
  return <Icon color="primary" aria-hidden />;
}
