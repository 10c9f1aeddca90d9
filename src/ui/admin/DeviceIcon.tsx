// An icon per device label of the login event (lib/deviceName.ts).
import {
  Laptop,
  Monitor,
  MonitorSmartphone,
  Smartphone,
  Tablet,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  'Windows PC': Monitor,
  'Linux PC': Monitor,
  Mac: Laptop,
  iPhone: Smartphone,
  iPad: Tablet,
  'Android Device': Smartphone,
};

export function DeviceIcon({ deviceName }: { deviceName: string }) {
  const Icon = ICONS[deviceName] ?? MonitorSmartphone;
  return <Icon size={24} aria-hidden className="text-primary" />;
}
