// The screen gallery's one list of screens and the code that drives a widget onto each: every screen
// of every widget (consumer login, passkey registration, reset password; B2B; identity provider),
// in headless Chromium against the local emulator, from the built CDN bundles (dist/). Used by
// scripts/screens.mjs (the pictures of docs/screens/) and test/e2e/screens-a11y.test.ts (axe on
// every screen in light, dark and right to left, in `npm test`).
//
// Each screen is reached the way a user would reach it where that is quick (sign-in, the identity
// provider's query string), else by putting the widget's state machine on that screen with realistic
// data (the machines are plain objects on the client: `machines` / `widgets`). One page is reused for
// every screen of a walk.
import { createServer } from 'node:http';
import { runInNewContext } from 'node:vm';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import QRCode from 'qrcode';
import { loadEmulator } from './emulator.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The consumer OAuth providers, from the wire contract (src/wire/routes.ts; TypeScript, so bundled first). */
const { OAUTH_PROVIDERS } = await import(
  `data:text/javascript,${encodeURIComponent(
    (await esbuild.build({ entryPoints: [join(root, 'src/wire/routes.ts')], bundle: true, write: false, format: 'esm' })).outputFiles[0]
      .text,
  )}`
);
export const WIDGETS = ['consumer', 'b2b', 'idp'];
export { BROWSER, LAUNCH_ARGS } from './chromium.mjs';

// ---- emulator and a static server for dist/ and the gallery pages --------------------------------

/**
 * Starts an in-memory emulator (whose projects accept this server's pages as redirect targets and
 * have a third-party client that asks for consent) and a loopback server for `dist` and the pages.
 * Returns { origin, emu, dist, users, close() }.
 */
export async function startGallery({ dist = join(root, 'dist') } = {}) {
  const { createEmulator } = await loadEmulator();
  const config = JSON.parse(readFileSync(join(root, 'src/emulator/default-config.json'), 'utf8'));
  const env = { origin: '', emu: null, dist, users: 0 };
  const server = createServer((req, res) => {
    const url = new URL(req.url || '/', 'http://x');
    if (url.pathname.startsWith('/dist/')) {
      const file = resolve(dist, normalize(url.pathname.slice(6)));
      if (file.startsWith(dist) && existsSync(file)) {
        res.writeHead(200, { 'content-type': extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream' });
        return res.end(readFileSync(file));
      }
    }
    if (url.pathname === '/axe.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(readFileSync(join(root, 'node_modules/axe-core/axe.min.js')));
    }
    if (url.pathname.endsWith('.html')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(page(env, url.pathname, url.searchParams));
    }
    res.writeHead(url.pathname === '/favicon.ico' ? 204 : 404);
    res.end();
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${server.address().port}`;
  env.origin = origin;
  for (const p of config.projects) {
    for (const k of ['login', 'signup', 'reset_password', 'invite', 'discovery'])
      p.redirect_urls[k] = [...(p.redirect_urls[k] || []), `${origin}/b2b.html`, `${origin}/login.html`];
    if (p.vertical === 'CONSUMER')
      p.idp_clients.push({
        client_id: 'connected-app-test-gallery',
        client_name: 'Notes Partner',
        client_type: 'third_party_public',
        redirect_urls: [`${origin}/callback`],
        post_logout_redirect_urls: [`${origin}/bye`],
      });
  }
  env.emu = await createEmulator({ db: ':memory:', port: 0, host: '127.0.0.1', config });
  env.close = async () => {
    await env.emu.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  };
  return env;
}

/** A page mounting one widget from the CDN bundle; `mount` is the client call. */
function page(env, path, q) {
  const b2b = path.startsWith('/b2b');
  const token = b2b ? env.emu.b2bPublicToken : env.emu.publicToken;
  const mount = q.get('mount') || '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>gallery</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f5f7f8}</style></head>
<body><main><div id="login"></div></main>
<script src="/dist/${b2b ? 'featherlogin.b2b.js' : 'featherlogin.js'}"></script>
<script>
const client = new featherlogin.${b2b ? 'StytchB2BUIClient' : 'StytchUIClient'}(${JSON.stringify(token)}, { endpoints: { testAPIURL: ${JSON.stringify(env.emu.url)} } });
window.client = client;
${mount}
</script></body></html>`;
}

// ---- browser helpers ----------------------------------------------------------------------------

/** A browser context (and its one page) for a walk at `width` px, preferring dark when `dark`. */
export async function galleryPage(browser, { width = 400, dark = false } = {}) {
  const ctx = await browser.newContext({ viewport: { width, height: 1000 }, deviceScaleFactor: 1, colorScheme: dark ? 'dark' : 'light' });
  ctx.setDefaultTimeout(10_000);
  return { ctx, page: await ctx.newPage() };
}

/**
 * Waits until the screen is drawn: a heading (or One Tap, or the identity provider's headless 'not
 * logged out' message) is in, lazy brand marks have their shapes, a lazy form has replaced its
 * placeholder (the consumer's phone form: `form[aria-busy]`), two frames have passed; then `pause`
 * ms more (screenshots: the phone list and fonts settle).
 */
export async function settle(p, pause = 0) {
  await p
    // 20 s: on a loaded 2-core CI machine a screen behind a chunk took over 10 s once; the walks'
    // `visit` then reports a screen that never came, so the wait only has to be long enough.
    .waitForFunction(() => document.querySelector('#login h2, #login [data-onetap], #login p[role=status]'), null, { timeout: 20_000 })
    .catch(() => {});
  await p
    .waitForFunction(() => [...document.querySelectorAll('#login svg[data-icon]')].every((s) => s.querySelector('path')), null, {
      timeout: 5_000,
    })
    .catch(() => {});
  await p.waitForFunction(() => !document.querySelector('#login form[aria-busy]'), null, { timeout: 5_000 }).catch(() => {});
  if (pause) await p.waitForTimeout(pause);
  await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * axe-core over `selector` (the widget's box): its serious and critical findings, each as
 * 'rule (impact) at target, target'.
 */
export async function axeFindings(p, selector = '#login') {
  if (!(await p.evaluate(() => typeof window.axe === 'object'))) await p.addScriptTag({ url: '/axe.js' });
  return p.evaluate(async (sel) => {
    const r = await window.axe.run(document.querySelector(sel), { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}) at ${v.nodes
            .slice(0, 2)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
  }, selector);
}

/** Opens `path` with its mount script in the walk's page, once its first screen is drawn. */
async function open(g, path, mount) {
  await g.p.goto(`${g.env.origin}${path}${path.includes('?') ? '&' : '?'}mount=${encodeURIComponent(mount)}`);
  if (mount) await settle(g.p);
}

/** Signs a consumer user in (email code through the emulator's outbox) inside the page's client. */
async function signIn(g, email) {
  const methodId = await g.p.evaluate((e) => client.otps.email.loginOrCreate(e).then((r) => r.method_id), email);
  const code = g.env.emu.outbox(email)[0].code;
  await g.p.evaluate(([c, m]) => client.otps.authenticate(c, m, { session_duration_minutes: 30 }), [code, methodId]);
}

// ---- the consumer widgets -----------------------------------------------------------------------

const LOGIN = {
  products: ['oauth', 'crypto', 'emailMagicLinks', 'otp', 'passwords', 'passkeys'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }, { type: 'github' }] },
  otpOptions: { methods: ['sms', 'whatsapp'] },
};
/** A click on the widget's card, off its controls (its top-left corner, inside the border): the user is in the widget. */
async function userIn(p) {
  const box = await p.locator('#login').boundingBox();
  await p.mouse.click(box.x + 4, box.y + 4);
}
const mountLogin = (g, cfg) => `client.mountLogin({ elementId: '#login', config: ${JSON.stringify(cfg)}${g.look} });`;
const go = (actions) =>
  `(() => { const m = client.machines.get(document.querySelector('#login')).m; for (const a of ${JSON.stringify(actions)}) m.dispatch(a); })()`;
const EMAIL = 'ada@example.com';
const FORM = [
  { type: 'set_magic_link_email', email: EMAIL },
  { type: 'update_otp_state', otpState: { type: 'sms', methodId: 'phone-number-test-1', otpDestination: '+12025550123' } },
  { type: 'update_password_state', passwordState: { email: EMAIL, type: 'password' } },
];

const CONSUMER = [
  ['Main', null],
  ['Main-email-otp', 'email-otp'],
  ['Main-all-providers', 'providers'],
  ['OTPAuthenticate', [{ type: 'transition', screen: 'OTPAuthenticate' }]],
  [
    'OTPAuthenticate-error',
    [
      { type: 'transition', screen: 'OTPAuthenticate' },
      { type: 'set_error_message', errorMessage: 'Invalid passcode, please try again.' },
    ],
  ],
  ['OTPConfirmation', [{ type: 'transition', screen: 'OTPConfirmation' }]],
  ['EmailConfirmation', [{ type: 'transition', screen: 'EmailConfirmation' }]],
  ['PasswordCreateOrLogin-password', [{ type: 'transition', screen: 'PasswordCreateOrLogin' }]],
  [
    'PasswordCreateOrLogin-new',
    [
      { type: 'update_password_state', passwordState: { type: 'new' } },
      { type: 'transition', screen: 'PasswordCreateOrLogin' },
    ],
  ],
  [
    'PasswordCheckEmail-passwordless',
    [
      { type: 'update_password_state', passwordState: { type: 'passwordless' } },
      { type: 'transition', screen: 'PasswordCheckEmail' },
    ],
  ],
  ['PasswordForgot', [{ type: 'transition', screen: 'PasswordForgot' }]],
  ['PasswordDedupe', [{ type: 'transition', screen: 'PasswordDedupe' }]],
  ['PasswordBreached', [{ type: 'transition', screen: 'PasswordBreached' }]],
  ['PasswordSetNew', [{ type: 'transition', screen: 'PasswordSetNew' }]],
  ['PasswordCheckEmail', [{ type: 'transition', screen: 'PasswordCheckEmail' }]],
  ['PasswordResetForm', [{ type: 'transition', screen: 'PasswordResetForm' }]],
  ['PasswordConfirmation', [{ type: 'transition', screen: 'PasswordConfirmation' }]],
  ['PasskeyConfirmation', [{ type: 'transition', screen: 'PasskeyConfirmation' }]],
  [
    'CryptoConnect',
    [
      { type: 'update_crypto_state', cryptoState: { walletOption: 'Metamask' } },
      { type: 'transition', screen: 'CryptoConnect' },
    ],
  ],
  [
    'CryptoSignMessage',
    [
      {
        type: 'update_crypto_state',
        cryptoState: { walletOption: 'Metamask', walletAddress: '0x6b175474e89094c44da98b954eedeac495271d0f' },
      },
      { type: 'transition', screen: 'CryptoSignMessage' },
    ],
  ],
  ['CryptoOtherScreen', [{ type: 'transition', screen: 'CryptoOtherScreen' }]],
  ['CryptoSetupWallet', [{ type: 'transition', screen: 'CryptoSetupWallet' }]],
  ['CryptoError', [{ type: 'transition', screen: 'CryptoError' }]],
  ['CryptoConfirmation', [{ type: 'transition', screen: 'CryptoConfirmation' }]],
  ['LoggingIn', [{ type: 'transition', screen: 'LoggingIn' }]],
];

async function consumer(g) {
  const { p } = g;
  for (const [name, how] of CONSUMER) {
    if (!g.want('consumer', name)) continue;
    const cfg =
      how === 'email-otp'
        ? {
            products: ['oauth', 'otp', 'passwords'],
            oauthOptions: { providers: [{ type: 'google' }, { type: 'microsoft' }] },
            otpOptions: { methods: ['email'] },
          }
        : how === 'providers'
          ? {
              products: ['oauth', 'crypto'],
              oauthOptions: { providers: OAUTH_PROVIDERS.map((type) => ({ type })) },
            }
          : LOGIN;
    await open(g, '/login.html', mountLogin(g, cfg));
    if (Array.isArray(how)) {
      // A click in the widget first, as a user's would be: screen changes move focus once the user has
      // been in the widget (src/ui/mount.tsx), and focus then follows the pointer rules.
      await userIn(p);
      // The error the server would have sent, in the walk's language.
      const words = how.map((a) =>
        a.type === 'set_error_message' ? { ...a, errorMessage: g.words('consumer', 'error.passcode', a.errorMessage) } : a,
      );
      await p.evaluate(go([...FORM, ...words]));
    }
    await g.visit(p, 'consumer', name);
  }
  // Passkey registration (its own widget, for a signed-in user): start, then the list.
  await open(g, '/login.html', '');
  await signIn(g, `gallery-${++g.env.users}@example.com`);
  await p.evaluate(
    ([presentation, locale]) => client.mountPasskeyRegistration({ elementId: '#login', presentation, locale }),
    [g.presentation, g.locale],
  );
  await g.visit(p, 'consumer', 'PasskeyRegistrationStart');
  await p.getByRole('button', { name: g.words('consumer', 'passkey.register.skip', 'Skip') }).click();
  await p
    .getByText(g.words('consumer', 'passkey.list.title', 'Existing Passkeys'))
    .waitFor()
    .catch(() => {});
  await g.visit(p, 'consumer', 'PasskeyRegistrationSuccess');
  // The reset-password widget.
  await p.evaluate(
    ([presentation, locale]) => (
      client.unmount('#login'), client.mountResetPassword({ elementId: '#login', passwordResetToken: 'reset-token', presentation, locale })
    ),
    [g.presentation, g.locale],
  );
  await g.visit(p, 'consumer', 'ResetPassword');
}

// ---- the B2B widget -----------------------------------------------------------------------------

const ORG = {
  organization_id: 'organization-test-acme',
  organization_name: 'Acme',
  organization_slug: 'acme',
  organization_logo_url: '',
  email_allowed_domains: ['acme.test'],
  email_jit_provisioning: 'RESTRICTED',
  email_invites: 'ALL_ALLOWED',
  auth_methods: 'ALL_ALLOWED',
  allowed_auth_methods: [],
  mfa_policy: 'OPTIONAL',
  mfa_methods: 'ALL_ALLOWED',
  allowed_mfa_methods: [],
  sso_active_connections: [{ connection_id: 'c1', display_name: 'Acme Okta', identity_provider: 'okta' }],
  sso_default_connection_id: null,
  trusted_metadata: {},
};
const MEMBER = {
  member_id: 'member-test-acme-admin',
  organization_id: ORG.organization_id,
  email_address: 'admin@acme.test',
  email_address_verified: true,
  status: 'active',
  name: 'Acme Admin',
  member_password_id: '',
  totp_registration_id: '',
  mfa_phone_number: '',
  mfa_phone_number_verified: false,
  mfa_enrolled: false,
  default_mfa_method: '',
  trusted_metadata: {},
  untrusted_metadata: {},
};
const mfaResp = (m = {}) => ({
  status_code: 200,
  request_id: 'r',
  member_id: MEMBER.member_id,
  member: { ...MEMBER, ...m },
  organization: ORG,
  member_session: null,
  session_token: '',
  session_jwt: '',
  intermediate_session_token: 'ist',
  member_authenticated: false,
  primary_required: null,
  mfa_required: { member_options: null, secondary_auth_initiated: null },
});
const found = (type, o) => ({
  organization: { ...ORG, ...o },
  membership: { type, details: null, member: null },
  member_authenticated: false,
  primary_required: null,
  mfa_required: null,
});
const ORGS = [
  found('active_member', {}),
  found('eligible_to_join_by_email_domain', { organization_id: 'o2', organization_name: 'Globex' }),
  found('invited_member', { organization_id: 'o3', organization_name: 'Initech Research and Development' }),
];
// The machine's steps half comes with the steps chunk (its intents join it as they dispatch: src/b2b/
// intents/core.ts advance()); the gallery, dispatching those actions itself, joins it first. The MFA half
// comes with the MFA chunk: a primary success that needs it waits on MFALoad (src/b2b/screens/MFALoad.tsx),
// which loads the chunk and goes on; the gallery lets it before the next action.
const STEPS_ACTIONS = ['setDiscovery', 'selectDiscovered', 'emailOtpSent', 'primarySuccess'];
const b2bGo = (actions) =>
  `(async () => { const w = client.widgets.get(document.querySelector('#login')).w; const now = Date.now(); const actions = ${JSON.stringify(actions)}; if (actions.some((a) => ${JSON.stringify(STEPS_ACTIONS)}.includes(a.type))) w.add({ steps: (await w.chunks.steps()).reduceSteps }); for (const a of actions) { w.dispatch(a.now === 0 ? { ...a, now } : a); while (w.state.value.screen === 'MFALoad') await new Promise((r) => setTimeout(r, 10)); } })()`;
const mountB2B = (g, cfg) => `client.mount({ elementId: '#login', config: ${JSON.stringify(cfg)}${g.look} });`;
const DISCOVERY = {
  authFlowType: 'Discovery',
  products: ['emailMagicLinks', 'emailOtp', 'oauth', 'sso', 'passwords'],
  oauthOptions: { providers: ['google', 'microsoft', 'hubspot', 'slack', 'github'] },
};
const ORGFLOW = {
  authFlowType: 'Organization',
  organizationSlug: 'acme',
  products: ['emailMagicLinks', 'oauth', 'sso', 'passwords'],
  oauthOptions: { providers: ['google', 'microsoft'] },
};

async function b2bScreens() {
  const qr = await QRCode.toDataURL('otpauth://totp/Acme:admin@acme.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Acme', {
    margin: 1,
    width: 200,
  });
  const totp = {
    type: 'totpCreated',
    memberId: MEMBER.member_id,
    organizationId: ORG.organization_id,
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    qrCode: qr,
    recoveryCodes: ['ckss-2skx-ebow', 'spbc-424h-usy0', 'hi08-n5tk-lns5', 'ncnm-ubrx-6k3u', 'i9cf-jr45-2w4t'],
  };
  const enroll = { type: 'primarySuccess', resp: mfaResp(), now: 0 };
  const sms = {
    type: 'primarySuccess',
    resp: mfaResp({ mfa_phone_number: '+12025550111', mfa_phone_number_verified: true, default_mfa_method: 'sms_otp' }),
    now: 0,
  };
  /** The email typed on Main, then `screen` (pushed, so Back returns to Main). */
  const afterEmail = (screen) => [
    { type: 'setEmail', email: 'admin@acme.test' },
    { type: 'transition', screen, push: true },
  ];
  return [
    ['Main-discovery', DISCOVERY, []],
    ['Main-organization', ORGFLOW, []],
    // Passwords the only email product: Main shows the Spinner in the form's place while its chunk loads (held here).
    ['Main-password-loading', { ...ORGFLOW, products: ['oauth', 'passwords'] }, [], 'featherlogin.b2b.password.js'],
    ['EmailMethodSelection', DISCOVERY, afterEmail('EmailMethodSelection')],
    ['EmailConfirmation', DISCOVERY, afterEmail('EmailConfirmation')],
    [
      'EmailOTPEntry',
      DISCOVERY,
      [
        { type: 'setEmail', email: 'admin@acme.test' },
        { type: 'emailOtpSent', now: 0 },
      ],
    ],
    ['Discovery', DISCOVERY, [{ type: 'setDiscovery', email: 'admin@acme.test', orgs: ORGS }]],
    ['Discovery-empty', DISCOVERY, [{ type: 'setDiscovery', email: 'nobody@nowhere.test', orgs: [] }]],
    ['PasswordAuthenticate', DISCOVERY, [{ type: 'usePassword' }]],
    ['PasswordForgotForm', DISCOVERY, afterEmail('PasswordForgotForm')],
    ['PasswordSetNewConfirmation', DISCOVERY, afterEmail('PasswordSetNewConfirmation')],
    ['PasswordResetVerifyConfirmation', DISCOVERY, afterEmail('PasswordResetVerifyConfirmation')],
    [
      'PasswordResetForm',
      DISCOVERY,
      [
        { type: 'setEmail', email: 'admin@acme.test' },
        { type: 'transition', screen: 'PasswordResetForm' },
      ],
    ],
    ['MFAEnrollmentSelection', ORGFLOW, [enroll]],
    ['SMSOTPEnrollment', ORGFLOW, [enroll, { type: 'transition', screen: 'SMSOTPEnrollment', push: true }]],
    ['SMSOTPEntry', ORGFLOW, [sms, { type: 'smsSent', now: 0, destination: '+1\u00a0555\u2011555\u20110111' }]],
    ['TOTPEnrollmentQRCode', ORGFLOW, [enroll, totp, { type: 'transition', screen: 'TOTPEnrollmentQRCode', push: true }]],
    // Its create refused (the emulator knows no such member): the words and Retry in place of the code.
    ['TOTPEnrollmentQRCode-failed', ORGFLOW, [enroll, { type: 'transition', screen: 'TOTPEnrollmentQRCode', push: true }]],
    [
      'TOTPEnrollmentManual',
      ORGFLOW,
      [enroll, totp, { type: 'transition', screen: 'TOTPEnrollmentQRCode', push: true }, { type: 'totpShowCode', method: 'manual' }],
    ],
    [
      'TOTPEntry',
      ORGFLOW,
      [{ type: 'primarySuccess', resp: mfaResp({ totp_registration_id: 'totp-1', default_mfa_method: 'totp' }), now: 0 }],
    ],
    [
      'RecoveryCodeEntry',
      ORGFLOW,
      [
        { type: 'primarySuccess', resp: mfaResp({ totp_registration_id: 'totp-1' }), now: 0 },
        { type: 'transition', screen: 'RecoveryCodeEntry', push: true },
      ],
    ],
    ['RecoveryCodeSave', ORGFLOW, [enroll, totp, { type: 'transition', screen: 'RecoveryCodeSave' }]],
    ['SSODiscoveryEmail', DISCOVERY, [{ type: 'transition', screen: 'SSODiscoveryEmail', push: true }]],
    [
      'SSODiscoveryMenu',
      DISCOVERY,
      [
        {
          type: 'ssoDiscovery',
          connections: [
            { connection_id: 'c1', display_name: 'Acme Okta', identity_provider: 'okta' },
            { connection_id: 'c2', display_name: 'Acme Google Workspace', identity_provider: 'google-workspace' },
          ],
        },
      ],
    ],
    ['SSODiscoveryFallback', DISCOVERY, [{ type: 'ssoDiscovery', connections: [] }]],
    ['Error', DISCOVERY, [{ type: 'error', errorType: 'emailMagicLink', canGoBack: true }]],
    ['LoggedIn', DISCOVERY, [{ type: 'transition', screen: 'LoggedIn' }]],
  ];
}

/** Holds back the page's requests for `file` (a lazy chunk) until the returned function lets them go. */
async function hold(p, file) {
  let go;
  const held = new Promise((r) => (go = r));
  const url = `**/${file}`;
  const handler = (route) => held.then(() => route.continue()).catch(() => {});
  await p.route(url, handler);
  return () => (go(), p.unroute(url, handler));
}

async function b2b(g) {
  const { p } = g;
  // A screen's fourth entry: a chunk file held back until the screen is taken (its loading state).
  for (const [name, cfg, actions, held] of await b2bScreens()) {
    if (!g.want('b2b', name)) continue;
    const release = held && (await hold(p, held));
    await open(g, '/b2b.html', mountB2B(g, cfg));
    if (actions.length) {
      await userIn(p);
      await p.evaluate(b2bGo(actions));
    }
    // The settings (the watermark) are in before the picture, as on any page after the first.
    await p.evaluate(() => client.bootstrap.getAsync());
    await g.visit(p, 'b2b', name);
    if (release) await release();
  }
}

// ---- the identity provider ----------------------------------------------------------------------

async function idp(g) {
  const { p } = g;
  const { origin } = g.env;
  const mount = `client.mountIdentityProvider({ elementId: '#login'${g.look} });`;
  await p.goto(`${origin}/login.html`);
  await signIn(g, `consent-${++g.env.users}@example.com`);
  const q = (o) => new URLSearchParams(o).toString();
  const authorize = q({
    client_id: 'connected-app-test-gallery',
    redirect_uri: `${origin}/callback`,
    response_type: 'code',
    scope: 'openid email profile offline_access',
  });
  for (const [name, query] of [
    ['Consent', authorize],
    ['Logout', q({ client_id: 'connected-app-test-gallery', post_logout_redirect_uri: `${origin}/bye` })],
    ['Error-missing-parameter', q({ client_id: 'connected-app-test-gallery', response_type: 'code' })],
  ]) {
    await p.goto(`${origin}/idp.html?${query}&mount=${encodeURIComponent(mount)}`);
    await g.visit(p, 'idp', name);
    if (name === 'Logout') {
      await p.getByRole('button', { name: g.words('idp', 'idp.no', 'No'), exact: true }).click();
      await g.visit(p, 'idp', 'NotLoggedOut');
    }
  }
  await p.evaluate(() => client.session.revoke({ forceClear: true }).catch(() => {}));
  await p.goto(`${origin}/idp.html?${authorize}&mount=${encodeURIComponent(mount)}`);
  await g.visit(p, 'idp', 'NoSession');
}

// ---- the walk -----------------------------------------------------------------------------------

const WALKS = { consumer, b2b, idp };

/**
 * Drives `page` onto every screen of the `only` widgets (default all; `want(widget, screen)` skips others), in the shipped dark theme when
 * `dark` (every mount takes the presentation option's [light, dark] pair; the page's context must
 * prefer dark) and in the built-in translation `locale` (its words for the few buttons clicked come
 * from the built locale file). Calls `visit(page, widget, screen)` once each screen has settled.
 */
export async function walk(env, page, { dark = false, locale = '', only = WIDGETS, pause = 0, want = () => true, visit }) {
  const presentation = dark ? { theme: [{}, {}] } : undefined;
  const g = {
    env,
    p: page,
    presentation,
    locale: locale || undefined,
    look: `${dark ? ', presentation: { theme: [{}, {}] }' : ''}${locale ? `, locale: ${JSON.stringify(locale)}` : ''}`,
    words: wordsOf(env.dist, locale),
    want,
    visit: async (p, widget, screen) => {
      if (!want(widget, screen)) return;
      await settle(p, pause);
      await visit(p, widget, screen);
    },
  };
  for (const name of only) await WALKS[name](g);
}

/** A word of the walk's language: the built locale file's, else English. */
function wordsOf(dist, locale) {
  if (!locale) return (_section, _key, english) => english;
  const g = {};
  runInNewContext(readFileSync(join(dist, `featherlogin.locale.${locale}.js`), 'utf8'), g);
  const file = g.featherlogin[`featherlogin.locale.${locale}.js`];
  return (section, key, english) => file[section][key] || english;
}
