// A browser and its system in words, from the User-Agent header: enough to tell "Chrome on macOS" from "Safari on
// iPhone" in the list of signed-in devices. Proper names only; the admin's language supplies "on" and "unknown".
export type Device = { browser: string | null; os: string | null; phone: boolean };

/** Checked in order: Edge and Opera say "Chrome" too, Chrome says "Safari" too. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  // A headless or automated Chrome ("HeadlessChrome/131") is Chrome too: unnamed, it read "A browser on Linux".
  [/\b(Headless)?(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeDevice(userAgent: string): Device {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  // A tablet says "Mobile" too, but is no phone.
  return { browser, os, phone: !/\biPad\b/.test(userAgent) && /\bMobile\b|\biPhone\b/.test(userAgent) };
}
