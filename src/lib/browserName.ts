// The browser a user agent names, for the devices list (lib/deviceName.ts names the device).

export type BrowserName =
  'Edge' | 'Opera' | 'Yandex Browser' | 'Samsung Internet' | 'Firefox' | 'Chrome' | 'Safari';

// Order matters: Edge, Opera, Yandex and Samsung agents also say "Chrome" and "Safari", and
// Chrome's says "Safari", so the more particular names are tested first.
const RULES: ReadonlyArray<[RegExp, BrowserName]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** The browser's name, or null when the agent names none we know. */
export function browserFromUserAgent(userAgent: string | null | undefined): BrowserName | null {
  if (!userAgent) return null;
  for (const [pattern, name] of RULES) if (pattern.test(userAgent)) return name;
  return null;
}
