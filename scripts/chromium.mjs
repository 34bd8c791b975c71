// Headless Chromium as the project's scripts launch it (the screen gallery and its test walks, the
// benchmark): Debian's chromium, or CHROMIUM_PATH; no background traffic of its own, so a run only
// ever talks to loopback. (test/e2e/harness.ts launches the same way, with its own error message.)
import { existsSync } from 'node:fs';

/** The Chromium binary: CHROMIUM_PATH, else the first of the usual places that exists (undefined: none). */
export const BROWSER =
  process.env.CHROMIUM_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));

export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
