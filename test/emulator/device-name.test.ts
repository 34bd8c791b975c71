// A new passkey's name: the browser and platform of the registering user agent.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deviceName } from '../../src/emulator/device-name';

const UA: [string, string][] = [
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'Chrome on macOS',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    'Safari on macOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Safari on iPhone',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
    'Edge on Windows',
  ],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox on Linux'],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    'Chrome on Android',
  ],
  ['', 'Passkey'],
];

test("deviceName: 'Browser on Platform' from the user agent", () => {
  for (const [ua, name] of UA) assert.is(deviceName(ua), name, ua);
});

test('deviceName: a second passkey from the same browser gets a number, so the list never shows two alike', () => {
  const ua = UA[0][0];
  assert.is(deviceName(ua, ['Chrome on macOS']), 'Chrome on macOS (2)');
  assert.is(deviceName(ua, ['Chrome on macOS', 'Chrome on macOS (2)']), 'Chrome on macOS (3)');
  assert.is(deviceName(ua, ['Work laptop']), 'Chrome on macOS');
});

test.run();
