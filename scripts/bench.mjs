// npm run bench: featherlogin against the official SDK's UI bundles, 5.23.x and the current 6.3.x
// (the test-only oracle packages; 6.3 under its npm alias @stytch/vanilla-js-6), in Chromium with the
// CPU throttled 4x. Not a test: it prints numbers, it asserts nothing.
//
// 1. mount-to-interactive: from the script tag (performance.now() just before it) to the email field
//    in the DOM (MutationObserver), for the consumer widget, the B2B widget and the identity provider:
//    `idp`, its error screen (no authorize parameters), and `consent`, the page integrators ship: a
//    user signed in on the site (the session's cookies and the SDKs' stored state) and a third-party
//    client's authorization request, to the consent screen's Allow button; alternating rounds (featherlogin, official 5.23,
//    official 6.3, the order rotating each round), the same page shape and throttle for all, a fresh
//    browser context each run (no HTTP or code cache, no cached settings); medians and the ratios. An
//    empty page that only creates an input is the floor. 6.3's widgets are its custom elements,
//    registered, handed their props with render() and appended (as the vendor's web-component guide
//    shows; 6.3.0's mountLogin() draws nothing on a first mount, an official bug).
// 2. JS heap over an empty page (Runtime.getHeapUsage after a forced GC, once the first screen is up
//    and the settings have arrived).
// 3. bytes (gzip, level 9) per journey: up front, and everything a complete sign-in downloads,
//    from the chunk files each journey loads (JOURNEYS below).
//
// The official bundle is built at bench time with esbuild into a temporary folder, never into dist/.
// API calls go to the local emulator on loopback; every other host is refused.
//
// Usage: node scripts/bench.mjs [--runs N] [--no-build]   (BENCH_ONLY=consumer,b2b,idp,consent picks cases; BENCH_HOLD=1 below)
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { BROWSER, LAUNCH_ARGS } from './chromium.mjs';
import { createServer } from 'node:http';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const RUNS = (args.includes('--runs') && Number(args[args.indexOf('--runs') + 1])) || 9;
const THROTTLE = 4;
/** BENCH_ONLY=consumer,b2b runs only those cases (and the empty page). */
const ONLY = process.env.BENCH_ONLY?.split(',');
const ROOT = process.cwd();
// Inside node_modules/.cache, so the bundled emulator resolves its (pure-JS) packages.
mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
const tmp = mkdtempSync(join(ROOT, 'node_modules/.cache/fl-bench-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));

if (!args.includes('--no-build')) execFileSync(process.execPath, ['build.mjs', '--no-types'], { stdio: 'inherit' });

// --- the official bundles (test-only oracle), built here, into tmp ---
async function bundle(name, contents, target = 'es2020') {
  const outfile = join(tmp, name);
  await esbuild.build({
    stdin: { contents, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'iife',
    target,
    outfile,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return readFileSync(outfile);
}
const official = {
  'official.js': await bundle('official.js', `import { StytchUIClient } from '@stytch/vanilla-js'; window.Official = { StytchUIClient };`),
  'official.b2b.js': await bundle(
    'official.b2b.js',
    `import { StytchB2BUIClient } from '@stytch/vanilla-js/b2b'; window.Official = { StytchB2BUIClient };`,
  ),
  'official.headless.js': await bundle(
    'official.headless.js',
    `import { StytchHeadlessClient } from '@stytch/vanilla-js/headless'; window.Official = { StytchHeadlessClient };`,
  ),
  'official.b2b.headless.js': await bundle(
    'official.b2b.headless.js',
    `import { StytchB2BHeadlessClient } from '@stytch/vanilla-js/b2b/headless'; window.Official = { StytchB2BHeadlessClient };`,
  ),
  // 6.3 ships code for its supported browsers (class fields and the like): built for es2022, not lowered.
  'official6.js': await bundle(
    'official6.js',
    `import { createStytchClient, StytchUI, StytchIdentityProvider, Products } from '@stytch/vanilla-js-6'; window.Official6 = { createStytchClient, StytchUI, StytchIdentityProvider, Products };`,
    'es2022',
  ),
  'official6.b2b.js': await bundle(
    'official6.b2b.js',
    `import { createStytchB2BClient, StytchB2B, B2BProducts } from '@stytch/vanilla-js-6/b2b'; window.Official6 = { createStytchB2BClient, StytchB2B, B2BProducts };`,
    'es2022',
  ),
  'official6.headless.js': await bundle(
    'official6.headless.js',
    `import { createStytchClient } from '@stytch/vanilla-js-6/headless'; window.Official6 = { createStytchClient };`,
    'es2022',
  ),
  'official6.b2b.headless.js': await bundle(
    'official6.b2b.headless.js',
    `import { createStytchB2BClient } from '@stytch/vanilla-js-6/b2b/headless'; window.Official6 = { createStytchB2BClient };`,
    'es2022',
  ),
};

// --- the emulator on loopback (bundled from src, as the e2e harness uses it) ---
await esbuild.build({
  entryPoints: ['src/emulator/index.ts'],
  outfile: join(tmp, 'emulator.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'error',
});
const { createEmulator } = await import(join(tmp, 'emulator.mjs'));
const emu = await createEmulator({ db: ':memory:', port: 0, host: '127.0.0.1' });
const API = emu.url.replace(/\/+$/, '');

/**
 * One signed-in user for the consent pages: email OTP on the emulator's API, as a browser would;
 * each fresh context of a consent run gets what a sign-in on the site leaves (run() below).
 */
async function signIn() {
  const call = async (path, body) => {
    const res = await fetch(`${API}/sdk/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${btoa(`${emu.publicToken}:${emu.publicToken}`)}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`bench sign-in: ${path} answered ${res.status} ${await res.text()}`);
    return (await res.json()).data;
  };
  const email = 'bench@example.com';
  const { method_id } = await call('/otps/email/login_or_create', { email });
  const [{ code }] = emu.outbox(email);
  const { session_token, session_jwt, session, user } = await call('/otps/authenticate', {
    token: code,
    method_id,
    session_duration_minutes: 600,
  });
  return { session_token, session_jwt, state: JSON.stringify({ session, user }) };
}
const session = await signIn();
/** Where both SDKs keep a project's { session, user }. */
const STATE_KEY = `stytch_sdk_state_${emu.publicToken}`;

// --- pages and files, served from memory with no caching ---
const dist = (f) => readFileSync(join(ROOT, 'dist', f));
const files = new Map(Object.entries(official));
const pages = new Map();
const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  const headers = { 'cache-control': 'no-store' };
  if (pages.has(path)) return res.writeHead(200, { ...headers, 'content-type': 'text/html' }).end(pages.get(path));
  const f = path.slice(1);
  const body = files.get(f) ?? (/^featherlogin[\w.]*\.js$/.test(f) && existsSync(join(ROOT, 'dist', f)) ? dist(f) : null);
  if (!body) return res.writeHead(404).end();
  res.writeHead(200, { ...headers, 'content-type': 'text/javascript' }).end(body);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;

const J = JSON.stringify;
const options = J({ endpoints: { testAPIURL: API, liveAPIURL: API } });
/** Readiness checks, run by a MutationObserver on every change (`roots()`: the document and open shadow roots). */
const EMAIL_FIELD = `() => roots().some((r) => r.querySelector('input[type=email]'))`;
/** The identity provider without authorize parameters: both show their error screen (the official one as a styled div, not a heading). */
const IDP_READY = `() => roots().some((r) => ((r === document ? document.getElementById('login') : r).textContent || '').includes('Looks like there was an error'))`;
/** The identity provider's consent screen (a signed-in user, a third-party client): its Allow button. */
const CONSENT_READY = `() => roots().some((r) => [...r.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Allow'))`;
/** A page: the observer, t0, the bundle's script tag, then the mount. `ready` is a function's source. */
function page(name, bundle, mount, ready = EMAIL_FIELD) {
  // 'new C(...).m(...)' -> the client, then the mount, each timed (window.__t2: constructed, __t3: mount returned).
  const at = mount.indexOf(').mount');
  if (mount.startsWith('new ') && at > 0)
    mount = `const c = ${mount.slice(0, at + 1)}; window.__t2 = performance.now(); c${mount.slice(at + 1)} window.__t3 = performance.now();`;
  pages.set(
    `/${name}`,
    `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title></head><body><div id="login"></div>
<script>
window.__ready = new Promise((resolve) => {
  const roots = () => [document, ...[...document.querySelectorAll('*')].filter((e) => e.shadowRoot).map((e) => e.shadowRoot)];
  const seen = ${ready};
  const done = () => { if (seen()) { o.disconnect(); resolve(performance.now() - window.__t0); return true; } };
  const o = new MutationObserver(done);
  o.observe(document, { childList: true, subtree: true });
});
window.__t0 = performance.now();
</script>
${bundle ? `<script src="/${bundle}"></script>` : ''}
<script>window.__t1 = performance.now(); ${mount}</script></body></html>`,
  );
  return `${origin}/${name}`;
}

const consumerConfig = J({
  products: ['emailMagicLinks', 'oauth', 'passwords'],
  emailMagicLinksOptions: {},
  oauthOptions: { providers: [{ type: 'google' }] },
  passwordOptions: {},
});
const b2bConfig = J({
  authFlowType: 'Discovery',
  products: ['emailMagicLinks', 'emailOtp', 'passwords', 'sso'],
  sessionOptions: { sessionDurationMinutes: 60 },
});
const T = J(emu.publicToken);
/**
 * An authorization request of the seeded third-party client (default config: a consent screen for a
 * user who never granted it; the bench never presses Allow, so every run asks again).
 */
const AUTHORIZE = `?${new URLSearchParams({
  client_id: 'connected-app-test-demo-notes',
  redirect_uri: 'http://localhost:4200/app/callback',
  response_type: 'code',
  scope: 'openid email profile',
  state: 'bench',
  nonce: 'bench',
})}`;
const TB = J(emu.b2bPublicToken);

/**
 * 6.3's custom element `cls` (an Official6 export) on the page: registered, its client made, handed its
 * props with render() and appended to #login (window.__t2: client made, __t3: appended).
 */
const element6 = (client, cls, props) => `customElements.define('stytch-ui', Official6.${cls});
const client = Official6.${client}; window.__t2 = performance.now();
const element = new Official6.${cls}(); element.render({ client, ${props} }); document.getElementById('login').append(element); window.__t3 = performance.now();`;
/** A config of the official 5.23 shape with its product names mapped to 6.3's product objects (`enumName`: Products, B2BProducts). */
const config6 = (config, enumName) => `{ ...${config}, products: ${config}.products.map((p) => Official6.${enumName}[p]) }`;

/** The identity provider's three contenders, pages /f-<name>, /o-<name> and /o6-<name>, loaded at `query`. */
const idpPages = (name, ready, query = '') => {
  const at = (prefix, bundle, mount) => page(`${prefix}-${name}`, bundle, mount, ready) + query;
  const mount = (client) => `new ${client}.StytchUIClient(${T}, ${options}).mountIdentityProvider({ elementId: '#login' });`;
  return {
    feather: at('f', 'featherlogin.js', mount('featherlogin')),
    official: at('o', 'official.js', mount('Official')),
    official6: at('o6', 'official6.js', element6(`createStytchClient(${T}, ${options})`, 'StytchIdentityProvider', '')),
  };
};

const cases = {
  empty: {
    feather: page(
      'empty',
      null,
      `const i = document.createElement('input'); i.type = 'email'; document.getElementById('login').appendChild(i);`,
    ),
  },
  consumer: {
    feather: page(
      'f-consumer',
      'featherlogin.js',
      `new featherlogin.StytchUIClient(${T}, ${options}).mountLogin({ elementId: '#login', config: ${consumerConfig} });`,
    ),
    official: page(
      'o-consumer',
      'official.js',
      `new Official.StytchUIClient(${T}, ${options}).mountLogin({ elementId: '#login', config: ${consumerConfig} });`,
    ),
    official6: page(
      'o6-consumer',
      'official6.js',
      element6(`createStytchClient(${T}, ${options})`, 'StytchUI', `config: ${config6(consumerConfig, 'Products')}`),
    ),
  },
  b2b: {
    feather: page(
      'f-b2b',
      'featherlogin.b2b.js',
      `new featherlogin.StytchB2BUIClient(${TB}, ${options}).mount({ elementId: '#login', config: ${b2bConfig} });`,
    ),
    official: page(
      'o-b2b',
      'official.b2b.js',
      `new Official.StytchB2BUIClient(${TB}, ${options}).mount({ elementId: '#login', config: ${b2bConfig} });`,
    ),
    official6: page(
      'o6-b2b',
      'official6.b2b.js',
      element6(`createStytchB2BClient(${TB}, ${options})`, 'StytchB2B', `config: ${config6(b2bConfig, 'B2BProducts')}`),
    ),
  },
  idp: idpPages('idp', IDP_READY),
  consent: { signedIn: true, ...idpPages('consent', CONSENT_READY, AUTHORIZE) },
};

const browser = await chromium.launch({ executablePath: BROWSER, headless: true, args: LAUNCH_ARGS });

/** One run in a fresh context: mount-to-interactive (ms) and the JS heap (bytes) once settled. */
async function run(url, signedIn = false) {
  const ctx = await browser.newContext();
  // Signed in on this site through the SDK: its two cookies and its stored state (both SDKs keep
  // { session, user } under stytch_sdk_state_<public token>).
  if (signedIn) {
    await ctx.addCookies(
      [
        ['stytch_session', session.session_token],
        ['stytch_session_jwt', session.session_jwt],
      ].map(([name, value]) => ({ name, value, url: origin })),
    );
    await ctx.addInitScript(([key, state]) => localStorage.setItem(key, state), [STATE_KEY, session.state]);
  }
  await ctx.route(
    (u) => !u.href.startsWith('http://127.0.0.1'),
    (r) => r.abort(),
  );
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await p.goto(url);
  const ms = await p.evaluate(() => Promise.race([window.__ready, new Promise((r) => setTimeout(() => r(null), 20000))]));
  // script tag to evaluated, construction, the mount call (ms)
  const parts = await p.evaluate(() => [window.__t1 - window.__t0, window.__t2 - window.__t1, window.__t3 - window.__t2]);
  await p.waitForTimeout(1500); // the settings request and anything else after the first render
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await ctx.close();
  return { ms, heap: usedSize, parts };
}

const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// BENCH_HOLD=1: print the server's origin (and the consent pages' session: cookies t, j; stored state
// s under key k) and keep serving the pages (/f-consumer, /o-consumer, /o6-consumer, /f-b2b, /o-b2b,
// /o6-b2b, /f-idp, /o-idp, /o6-idp, /f-consent, /o-consent, /o6-consent, /empty) for a profiler or a
// browser by hand, instead of measuring.
if (process.env.BENCH_HOLD) {
  console.log(origin, JSON.stringify({ t: session.session_token, j: session.session_jwt, s: session.state, k: STATE_KEY }));
  await new Promise(() => {});
}
const results = {};
/** The contenders, in the order of a first round. */
const WHO = ['feather', 'official', 'official6'];
const LABEL = { feather: 'featherlogin', official: 'official 5.23', official6: 'official 6.3' };

for (const [name, c] of Object.entries(cases).filter(([n]) => !ONLY || n === 'empty' || ONLY.includes(n))) {
  const r = (results[name] = { feather: [], official: [], official6: [] });
  for (let i = 0; i < RUNS; i++) {
    // Each round in another order, so no contender always runs first (or right after another).
    const order = WHO.map((_, k) => WHO[(k + i) % WHO.length]);
    for (const who of order) if (c[who]) r[who].push(await run(c[who], c.signedIn));
  }
  process.stderr.write(`${name} `);
}
process.stderr.write('\n');

await browser.close();
await emu.close();
server.close();

// --- report ---
const f1 = (x) => (Number.isFinite(x) ? x.toFixed(0) : 'n/a');
const mb = (x) => (x / 1048576).toFixed(2);
const emptyMs = median(results.empty.feather.map((x) => x.ms));
const emptyHeap = median(results.empty.feather.map((x) => x.heap));
console.log(
  `\nnpm run bench: ${new Date().toISOString().slice(0, 10)}, Chromium ${browser.version?.() ?? ''} headless, CPU throttled ${THROTTLE}x, ${RUNS} alternating pairs`,
);
console.log(
  `machine: ${cpus()[0]?.model.trim()} (${cpus().length} cores), ${(totalmem() / 2 ** 30).toFixed(0)} GB, node ${process.version}`,
);
console.log('Ratios are of one run on a shared machine; compare them, not the milliseconds, across machines.\n');
console.log(
  "mount-to-interactive (script tag to the email field; idp: its error screen, no authorize parameters; consent: a signed-in user's consent screen, its Allow button), median ms",
);
console.log(
  '| widget | featherlogin | official 5.23 | official 6.3 | 5.23 / featherlogin | 6.3 / featherlogin | heap over empty page: featherlogin | 5.23 | 6.3 |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const name of ['consumer', 'b2b', 'idp', 'consent'].filter((n) => results[n])) {
  const r = results[name];
  const ms = (who) => median(r[who].map((x) => x.ms));
  const heap = (who) => `+${mb(median(r[who].map((x) => x.heap)) - emptyHeap)} MB`;
  const missing = (who) => r[who].filter((x) => x.ms == null).length;
  const shown = (who) => `${f1(ms(who))}${missing(who) ? ` (${missing(who)} runs never showed it)` : ''}`;
  const ratio = (who) => `${(ms(who) / ms('feather')).toFixed(1)}x`;
  console.log(
    `| ${name} | ${shown('feather')} | ${shown('official')} | ${shown('official6')} | ${ratio('official')} | ${ratio('official6')} | ${WHO.map(heap).join(' | ')} |`,
  );
}
console.log(`| empty page (creates an input) | ${f1(emptyMs)} | | | | | heap ${mb(emptyHeap)} MB | | |`);
console.log(
  '\nspread of mount-to-interactive (ms): fastest / lower quartile / median / upper quartile / slowest (a run that never showed it counts as slowest)',
);
/** The q-quantile, interpolated between the two nearest loads as the median is; a missing time (null) sorts last. */
const quantile = (xs, q) => {
  const s = xs.map((x) => x ?? Infinity).sort((a, b) => a - b);
  const at = q * (s.length - 1);
  const lo = s[Math.floor(at)];
  const hi = s[Math.ceil(at)];
  return lo === hi ? lo : lo + (hi - lo) * (at - Math.floor(at));
};
for (const name of ['consumer', 'b2b', 'idp', 'consent'].filter((n) => results[n]))
  for (const who of WHO) {
    const xs = results[name][who].map((x) => x.ms);
    console.log(`  ${name} ${LABEL[who]}: ${[0, 0.25, 0.5, 0.75, 1].map((q) => f1(quantile(xs, q))).join(' / ')}`);
  }
// A round runs the three back to back, so a slow spell of the shared machine slows all three: each
// round's own ratio cancels it, where the ratio of the medians can pair a slow run with a quick one.
console.log(
  "\nratio per round (each round's official time / its featherlogin time): lower quartile / median / upper quartile (a run that never showed it is left out)",
);
for (const name of ['consumer', 'b2b', 'idp', 'consent'].filter((n) => results[n])) {
  const r = results[name];
  for (const who of ['official', 'official6']) {
    const xs = r[who].map((x, i) => (x.ms != null && r.feather[i]?.ms ? x.ms / r.feather[i].ms : null)).filter((x) => x != null);
    if (xs.length)
      console.log(`  ${name} ${LABEL[who]} / featherlogin: ${[0.25, 0.5, 0.75].map((q) => `${quantile(xs, q).toFixed(1)}x`).join(' / ')}`);
  }
}
console.log('\nwhere the time goes (median ms): script tag to evaluated / new client / the mount call / first screen after that');
for (const name of ['consumer', 'b2b', 'idp', 'consent'].filter((n) => results[n]))
  for (const who of WHO) {
    const r = results[name][who];
    const part = (i) => median(r.map((x) => x.parts[i]));
    const rest = median(r.map((x) => x.ms - x.parts[0] - x.parts[1] - x.parts[2]));
    console.log(`  ${name} ${LABEL[who]}: ${[part(0), part(1), part(2), rest].map(f1).join(' / ')}`);
  }

// --- bytes per journey, from the chunk files each loads ---
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => (n / 1000).toFixed(1); // kB as size-limit counts them
const size = (f) => (existsSync(join(ROOT, 'dist', f)) ? gz(dist(f)) : NaN);
/** Journey -> the files it downloads, up front first (screens per file: src/consumer/manifest.ts, src/b2b/manifest.ts). */
const JOURNEYS = [
  ['consumer widget, up front', ['featherlogin.js']],
  // The request engine, featherlogin.core.js, comes with the settings fetch after the first screen;
  // the consumer widget's sign-in methods are featherlogin.api.js (loaded on the page's first use).
  ['consumer email OTP sign-in', ['featherlogin.js', 'featherlogin.core.js', 'featherlogin.api.js', 'featherlogin.steps.js']],
  [
    'consumer SMS OTP sign-in',
    [
      'featherlogin.js',
      'featherlogin.core.js',
      'featherlogin.api.js',
      'featherlogin.phoneform.js',
      'featherlogin.phone.js',
      'featherlogin.steps.js',
    ],
  ],
  ['consumer password sign-in', ['featherlogin.js', 'featherlogin.core.js', 'featherlogin.api.js', 'featherlogin.steps.js']],
  [
    'consumer passkey sign-in (its login and confirmation are in the steps chunk)',
    ['featherlogin.js', 'featherlogin.core.js', 'featherlogin.api.js', 'featherlogin.webauthn.js', 'featherlogin.steps.js'],
  ],
  ['B2B widget, up front', ['featherlogin.b2b.js']],
  [
    'B2B discovery sign-in (email OTP, organization list)',
    ['featherlogin.b2b.js', 'featherlogin.b2b.core.js', 'featherlogin.b2b.steps.js'],
  ],
  ['consumer headless client', ['featherlogin.headless.js']],
  ['B2B headless client', ['featherlogin.b2b.headless.js']],
  ['consumer single file (every screen)', ['featherlogin.all.js']],
  ['B2B single file (every screen)', ['featherlogin.b2b.all.js']],
];
console.log('\nbytes per journey (gzip -9 of the files it loads; the official bundle loads everything up front)');
console.log('| journey | featherlogin kB | files |');
console.log('| --- | --- | --- |');
for (const [name, fs] of JOURNEYS) {
  const total = fs.reduce((a, f) => a + size(f), 0);
  if (Number.isFinite(total)) console.log(`| ${name} | ${kb(total)} | ${fs.join(' + ')} |`);
}
console.log(
  '| official 5.23 UI (consumer), any journey | ' + kb(gz(official['official.js'])) + ' | @stytch/vanilla-js bundled by esbuild |',
);
console.log('| official 5.23 B2B UI, any journey | ' + kb(gz(official['official.b2b.js'])) + ' | @stytch/vanilla-js/b2b |');
console.log('| official 5.23 headless | ' + kb(gz(official['official.headless.js'])) + ' | @stytch/vanilla-js/headless |');
console.log('| official 5.23 B2B headless | ' + kb(gz(official['official.b2b.headless.js'])) + ' | @stytch/vanilla-js/b2b/headless |');
console.log(
  '| official 6.3 UI (consumer), any journey | ' + kb(gz(official['official6.js'])) + ' | @stytch/vanilla-js 6.3 bundled by esbuild |',
);
console.log('| official 6.3 B2B UI, any journey | ' + kb(gz(official['official6.b2b.js'])) + ' | @stytch/vanilla-js/b2b 6.3 |');
console.log('| official 6.3 headless | ' + kb(gz(official['official6.headless.js'])) + ' | @stytch/vanilla-js/headless 6.3 |');
console.log('| official 6.3 B2B headless | ' + kb(gz(official['official6.b2b.headless.js'])) + ' | @stytch/vanilla-js/b2b/headless 6.3 |');
process.exit(0);
