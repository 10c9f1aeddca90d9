// Device label for a login event, from the browser's user agent.
export type DeviceName =
  'Windows PC' | 'Mac' | 'Linux PC' | 'iPhone' | 'iPad' | 'Android Device' | 'Unknown Device';

// Order matters: Android agents contain "Linux" and iPhone/iPad agents contain "Mac OS X",
// so the mobile systems are tested first (the original panel labelled Android as "Linux PC").
const RULES: ReadonlyArray<[RegExp, DeviceName]> = [
  [/android/i, 'Android Device'],
  [/iphone|ipod/i, 'iPhone'],
  [/ipad/i, 'iPad'],
  [/windows/i, 'Windows PC'],
  [/macintosh|mac os x/i, 'Mac'],
  [/linux|x11|cros/i, 'Linux PC'],
];

export function deviceNameFromUserAgent(userAgent: string | null | undefined): DeviceName {
  if (!userAgent) return 'Unknown Device';
  for (const [pattern, name] of RULES) if (pattern.test(userAgent)) return name;
  return 'Unknown Device';
}
