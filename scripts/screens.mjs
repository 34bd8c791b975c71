// The screen gallery: every screen of every widget at 400px and 320px wide, in headless Chromium
// against the local emulator, each checked with axe (serious or critical findings fail the run).
// Writes docs/screens/gallery/*.png and docs/screens/README.md. The screens and how each is reached
// are scripts/gallery.mjs (which test/e2e/screens-a11y.test.ts walks too).
//
//   node build.mjs --no-types && node scripts/screens.mjs [--only consumer|b2b|idp] [--out docs/screens]
//       [--scheme dark] [--locale ar] [--widths 400,320]
//
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { BROWSER, LAUNCH_ARGS, WIDGETS, axeFindings, galleryPage, root, startGallery, walk } from './gallery.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const OUT = resolve(arg('out', join(root, 'docs/screens')));
const ONLY = arg('only', '');
// --scheme dark: every mount takes the presentation option's [light, dark] pair and the browser prefers
// dark, so the whole gallery (and its axe check) runs in the shipped dark theme.
const DARK = arg('scheme', 'light') === 'dark';
// --locale <tag>: every mount takes that built-in translation, e.g. --locale ar for the right-to-left gallery.
const LOCALE = arg('locale', '');
// --widths 320: only those widths (comma-separated).
const WIDTHS = arg('widths', '400,320').split(',').map(Number);
// The full run (no option) also makes the samples of the other looks, which the README shows.
const FULL = !ONLY && !DARK && !LOCALE && WIDTHS.join() === '400,320' && OUT === resolve(root, 'docs/screens');

/** Pictures of the other looks: [file in docs/screens, look, widget, screen, width, caption]. */
const SAMPLES = [
  ['dark-consumer-main.png', { dark: true }, 'consumer', 'Main', 400, 'consumer Main, dark'],
  ['dark-consumer-otp-320.png', { dark: true }, 'consumer', 'OTPAuthenticate', 320, 'code entry at 320px, dark'],
  ['dark-b2b-main.png', { dark: true }, 'b2b', 'Main-discovery', 400, 'B2B Main, dark'],
  ['dark-b2b-totp.png', { dark: true }, 'b2b', 'TOTPEnrollmentQRCode', 400, 'TOTP enrollment, dark'],
  ['dark-idp-consent.png', { dark: true }, 'idp', 'Consent', 400, 'consent, dark'],
  ['rtl-ar-main.png', { locale: 'ar' }, 'consumer', 'Main', 400, 'Arabic Main'],
  ['rtl-ar-consumer-main-320.png', { locale: 'ar' }, 'consumer', 'Main', 320, 'Arabic Main at 320px'],
  ['rtl-ar-otp.png', { locale: 'ar' }, 'consumer', 'OTPAuthenticate', 400, 'Arabic code entry'],
  ['rtl-ar-b2b-discovery.png', { locale: 'ar' }, 'b2b', 'Discovery', 400, 'Arabic B2B organizations'],
  ['rtl-he-otp.png', { locale: 'he' }, 'consumer', 'OTPAuthenticate', 400, 'Hebrew code entry'],
  ['fr-main.png', { locale: 'fr' }, 'consumer', 'Main-email-otp', 400, 'French Main'],
  ['ja-main-320.png', { locale: 'ja' }, 'consumer', 'Main', 320, 'Japanese Main at 320px'],
  ['zh-b2b-main-320.png', { locale: 'zh-Hans' }, 'b2b', 'Main-discovery', 320, 'Simplified Chinese B2B Main at 320px'],
  ['ko-wallets-320.png', { locale: 'ko' }, 'consumer', 'CryptoOtherScreen', 320, 'Korean wallets at 320px'],
];
const log = (s) => process.stdout.write(`${s}\n`);

if (!existsSync(join(root, 'dist/featherlogin.js'))) {
  console.error('screens: dist/ has no bundles; run `node build.mjs --no-types` first.');
  process.exit(1);
}
if (!BROWSER) {
  console.error('screens: no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH).');
  process.exit(1);
}

const env = await startGallery();
const browser = await chromium.launch({ executablePath: BROWSER, headless: true, args: LAUNCH_ARGS });
const shots = []; // { widget, screen, files: { 400, 320 } }
const findings = [];

/** Screenshots the widget's box as it is now at width `w` (into `file`, else the gallery), then runs axe on it. */
async function capture(p, widget, screen, w, file = `gallery/${widget}-${screen}-${w}.png`) {
  const box = await p.locator('#login > div > div').first().boundingBox();
  await p.screenshot({
    path: join(OUT, file),
    clip: box ? { x: 0, y: 0, width: w, height: Math.ceil(box.y + box.height + 8) } : undefined,
    fullPage: true, // a screen taller than the window (19 providers) is not cut off
  });
  for (const f of await axeFindings(p)) findings.push(`${widget} ${screen} @${w}px: ${f}`);
  if (!file.startsWith('gallery/')) return;
  let row = shots.find((s) => s.widget === widget && s.screen === screen);
  if (!row) shots.push((row = { widget, screen, files: {} }));
  row.files[w] = file;
}

// ---- run ----------------------------------------------------------------------------------------

rmSync(join(OUT, 'gallery'), { recursive: true, force: true });
mkdirSync(join(OUT, 'gallery'), { recursive: true });
try {
  for (const w of WIDTHS) {
    const { ctx, page } = await galleryPage(browser, { width: w, dark: DARK });
    log(`screens: ${ONLY || WIDGETS.join(', ')} at ${w}px`);
    await walk(env, page, {
      dark: DARK,
      locale: LOCALE,
      only: ONLY ? [ONLY] : WIDGETS,
      pause: 200,
      visit: (p, widget, screen) => capture(p, widget, screen, w),
    });
    await ctx.close();
  }
  // The samples: one walk per look and width, only the screens wanted.
  const groups = new Map();
  for (const row of FULL ? SAMPLES : []) {
    const key = JSON.stringify([row[1], row[4]]);
    groups.set(key, [...(groups.get(key) || []), row]);
  }
  for (const rows of groups.values()) {
    const [, look, , , w] = rows[0];
    log(`screens: samples ${JSON.stringify(look)} at ${w}px`);
    const { ctx, page } = await galleryPage(browser, { width: w, dark: !!look.dark });
    const pick = (widget, screen) => rows.find((r) => r[2] === widget && r[3] === screen);
    await walk(env, page, {
      ...look,
      pause: 200,
      want: (widget, screen) => !!pick(widget, screen),
      visit: (p, widget, screen) => capture(p, widget, screen, w, pick(widget, screen)[0]),
    });
    await ctx.close();
  }
} finally {
  await browser.close();
  await env.close();
}

const TITLES = {
  consumer: 'Consumer widgets (login, passkey registration, reset password)',
  b2b: 'B2B widget',
  idp: 'Identity provider (consent and logout)',
};
const md = [
  '# Screen gallery',
  '',
  'Every screen of every widget at 400px (the default width) and 320px wide, in headless Chromium against',
  'the local emulator, generated by `node scripts/screens.mjs` (after `node build.mjs --no-types`); each',
  'screen is also checked with axe (no serious or critical finding). Regenerate after a visual change.',
  '',
];
for (const widget of ['consumer', 'b2b', 'idp']) {
  const rows = shots.filter((s) => s.widget === widget);
  if (!rows.length) continue;
  md.push(`## ${TITLES[widget]}`, '', '| Screen | 400px | 320px |', '|---|---|---|');
  for (const r of rows)
    md.push(`| ${r.screen} | ![${widget} ${r.screen} at 400px](${r.files[400]}) | ![${widget} ${r.screen} at 320px](${r.files[320]}) |`);
  md.push('');
}
md.push(
  '## Other looks',
  '',
  'The same walk in the shipped dark theme (`--scheme dark`: every mount takes `presentation: { theme: [{}, {}] }` and the',
  'browser prefers dark) or in a built-in language (`--locale ar`, right to left), e.g.',
  '`node scripts/screens.mjs --scheme dark --out /tmp/dark`. `npm test` runs axe on every screen in light, dark, Arabic',
  'and Hebrew (test/e2e/screens-a11y.test.ts) and checks every screen at 320px in English, Spanish, Arabic, Korean and Japanese',
  '(test/e2e/layout-320.test.ts). Samples, made by the full run of this script:',
  '',
  '| Look | Picture |',
  '|---|---|',
  ...SAMPLES.map(([file, , , , , caption]) => `| ${caption} | ![${caption}](${file}) |`),
  '',
  '`emulator-admin.png` (the emulator admin page, in the README) is copied from `test-output/screens/` after',
  '`node scripts/test.mjs e2e` (test/e2e/admin.test.ts takes it).',
  '',
  "`b2b-failed-link-back-400.png` and `b2b-failed-link-back-320.png` (the organization flow's Main after Back",
  "from a failed link's Error, its organization fetched then) are copied the same way from test/e2e/b2b.test.ts.",
  '',
);
// The sections other suites' pictures fill (the Admin Portal's, the account pages'; SCREENS_DOCS=1) are
// kept as they stand: this run does not take those pictures.
const readme = join(OUT, 'README.md');
const KEPT = ['## B2B Admin Portal', '## Account pages'];
const before = existsSync(readme) ? readFileSync(readme, 'utf8') : '';
const tail = Math.min(...KEPT.map((h) => before.indexOf(`\n${h}`)).filter((i) => i >= 0));
if (FULL) writeFileSync(readme, md.join('\n') + (Number.isFinite(tail) ? before.slice(tail) : ''));
log(`screens: ${shots.length} screens, ${shots.length * WIDTHS.length} pictures in ${join(OUT, 'gallery')}`);
if (findings.length) {
  console.error(`screens: axe found ${findings.length} serious or critical problem(s):\n  ${findings.join('\n  ')}`);
  process.exit(1);
}
log('screens: axe: no serious or critical finding');
