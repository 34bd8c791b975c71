// A new passkey's name, as people know their devices: the browser and the platform from the
// registering browser's user agent ('Chrome on macOS', 'Safari on iPhone'), renameable afterwards.

/** [pattern, name], first match wins (Edge and Opera say Chrome too, Chrome says Safari). */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const PLATFORMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

const first = (ua: string, table: [RegExp, string][]) => table.find(([re]) => re.test(ua))?.[1];

/**
 * 'Chrome on macOS'; one part when only one is known; 'Passkey' when neither is. `taken` (the user's
 * other passkeys' names) makes it unique: 'Chrome on macOS (2)', so a list never shows two alike.
 */
export function deviceName(userAgent = '', taken: string[] = []): string {
  const b = first(userAgent, BROWSERS);
  const p = first(userAgent, PLATFORMS);
  const name = b && p ? `${b} on ${p}` : b || p || 'Passkey';
  let n = 1;
  while (taken.includes(n === 1 ? name : `${name} (${n})`)) n++;
  return n === 1 ? name : `${name} (${n})`;
}
