// A device's name in the list: its browser and its kind, from the user agent it signed in with.
import { browserFromUserAgent } from '../../lib/browserName';
import { deviceNameFromUserAgent } from '../../lib/deviceName';

export function deviceLabel(userAgent: string, translate: (key: string) => string): string {
  const browser = browserFromUserAgent(userAgent) ?? translate('app.devices.unknownBrowser');
  const device = deviceNameFromUserAgent(userAgent);
  return `${browser}, ${device === 'Unknown Device' ? translate('app.loginHistory.unknownDevice') : device}`;
}
