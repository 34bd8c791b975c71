// The screen gallery: every screen of every widget at 400px and 320px wide, in headless Chromium
// against the local emulator, each checked with axe (serious or critical findings fail the run).
// Writes docs/screens/gallery/*.png and docs/screens/README.md.
//
//   node build.mjs --no-types && node scripts/screens.mjs [--only consumer|b2b|idp] [--out docs/screens] [--scheme dark] [--locale ar]
//
// The widgets are the built CDN bundles (dist/); the emulator is the built one (dist/emulator). Each
// screen is reached the way a user would reach it where that is quick (sign-in, the identity
// provider's query string), else by putting the widget's state machine on that screen with realistic
// data (the machines are plain objects on the client: `machines` / `widgets`).
import { createServer } from 'node:http';
import { runInNewContext } from 'node:vm';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import QRCode from 'qrcode';
import { loadEmulator } from './emulator.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const OUT = resolve(arg('out', join(root, 'docs/screens')));
const ONLY = arg('only', '');
// --scheme dark: every mount takes the presentation option's [light, dark] pair and the browser prefers
// dark, so the whole gallery (and its axe check) runs in the shipped dark theme.
const DARK = arg('scheme', 'light') === 'dark';
// --locale <tag>: every mount takes that built-in translation (its words for the few buttons clicked here
// come from the built locale file), e.g. --locale ar for the right-to-left gallery.
const LOCALE = arg('locale', '');
const PRESENTATION = DARK ? { theme: [{}, {}] } : undefined;
const look = `${DARK ? ', presentation: { theme: [{}, {}] }' : ''}${LOCALE ? `, locale: ${JSON.stringify(LOCALE)}` : ''}`;
/** A word of the gallery's language: the locale file's, else English. */
const words = (() => {
  if (!LOCALE) return (_section, _key, english) => english;
  const g = {};
  runInNewContext(readFileSync(join(root, `dist/featherlogin.locale.${LOCALE}.js`), 'utf8'), g);
  const file = g.featherlogin[`featherlogin.locale.${LOCALE}.js`];
  return (section, key, english) => file[section][key] || english;
})();
const WIDTHS = [400, 320];
const BROWSER =
  process.env.CHROMIUM_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));
const log = (s) => process.stdout.write(`${s}\n`);

if (!existsSync(join(root, 'dist/featherlogin.js'))) {
  console.error('screens: dist/ has no bundles; run `node build.mjs --no-types` first.');
  process.exit(1);
}
if (!BROWSER) {
  console.error('screens: no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH).');
  process.exit(1);
}

// ---- emulator and a static server for dist/ and the gallery pages --------------------------------

const { createEmulator } = await loadEmulator();
const config = JSON.parse(readFileSync(join(root, 'src/emulator/default-config.json'), 'utf8'));
let origin = '';
const server = createServer((req, res) => {
  const url = new URL(req.url || '/', 'http://x');
  if (url.pathname.startsWith('/dist/')) {
    const file = resolve(root, 'dist', normalize(url.pathname.slice(6)));
    if (file.startsWith(join(root, 'dist')) && existsSync(file)) {
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
    return res.end(page(url.pathname, url.searchParams));
  }
  res.writeHead(url.pathname === '/favicon.ico' ? 204 : 404);
  res.end();
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
origin = `http://127.0.0.1:${server.address().port}`;
// This run's pages may be redirect targets, and a third-party client asks for consent.
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
const emu = await createEmulator({ db: ':memory:', port: 0, host: '127.0.0.1', config });

/** A page mounting one widget from the CDN bundle; `mount` is the client call. */
function page(path, q) {
  const b2b = path.startsWith('/b2b');
  const token = b2b ? emu.b2bPublicToken : emu.publicToken;
  const mount = q.get('mount') || '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>gallery</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f5f7f8}</style></head>
<body><main><div id="login"></div></main>
<script src="/dist/${b2b ? 'featherlogin.b2b.js' : 'featherlogin.js'}"></script>
<script>
const client = new featherlogin.${b2b ? 'StytchB2BUIClient' : 'StytchUIClient'}(${JSON.stringify(token)}, { endpoints: { testAPIURL: ${JSON.stringify(emu.url)} } });
window.client = client;
${mount}
</script></body></html>`;
}

// ---- browser helpers ----------------------------------------------------------------------------

const browser = await chromium.launch({
  executablePath: BROWSER,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const shots = []; // { widget, screen, files: { 400, 320 } }
const findings = [];

async function settle(p) {
  await p.waitForFunction(() => document.querySelector('#login h2, #login [data-onetap]'), null, { timeout: 10_000 }).catch(() => {});
  // Lazy parts: brand marks and the phone list arrive after the first paint.
  await p
    .waitForFunction(() => [...document.querySelectorAll('#login svg[data-icon]')].every((s) => s.querySelector('path')), null, {
      timeout: 5_000,
    })
    .catch(() => {});
  await p.waitForTimeout(200);
  await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function axe(p, where) {
  if (!(await p.evaluate(() => typeof window.axe === 'object'))) await p.addScriptTag({ url: '/axe.js' });
  const found = await p.evaluate(async () => {
    const r = await window.axe.run(document.querySelector('#login'), { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}) at ${v.nodes
            .slice(0, 2)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
  });
  for (const f of found) findings.push(`${where}: ${f}`);
}

/** Screenshots the widget's box as it is now at width `w`. */
async function capture(p, widget, screen, w) {
  await settle(p);
  const file = `gallery/${widget}-${screen}-${w}.png`;
  const box = await p.locator('#login > div > div').first().boundingBox();
  await p.screenshot({
    path: join(OUT, file),
    clip: box ? { x: 0, y: 0, width: w, height: Math.ceil(box.y + box.height + 8) } : undefined,
    fullPage: !box,
  });
  await axe(p, `${widget} ${screen} @${w}px`);
  let row = shots.find((s) => s.widget === widget && s.screen === screen);
  if (!row) shots.push((row = { widget, screen, files: {} }));
  row.files[w] = file;
}

/** Opens `path` with its mount script at width `w`; returns the page. */
async function open(ctx, path, mount) {
  const p = await ctx.newPage();
  await p.goto(`${origin}${path}${path.includes('?') ? '&' : '?'}mount=${encodeURIComponent(mount)}`);
  await settle(p);
  return p;
}

/** Signs a consumer user in (email code through the emulator's outbox) inside the page's client. */
async function signIn(p, email) {
  const methodId = await p.evaluate((e) => client.otps.email.loginOrCreate(e).then((r) => r.method_id), email);
  const code = emu.outbox(email)[0].code;
  await p.evaluate(([c, m]) => client.otps.authenticate(c, m, { session_duration_minutes: 30 }), [code, methodId]);
}

// ---- the consumer widgets -----------------------------------------------------------------------

const LOGIN = {
  products: ['oauth', 'crypto', 'emailMagicLinks', 'otp', 'passwords', 'passkeys'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }, { type: 'github' }] },
  otpOptions: { methods: ['sms', 'whatsapp'] },
};
const mountLogin = (cfg) => `client.mountLogin({ elementId: '#login', config: ${JSON.stringify(cfg)}${look} });`;
const go = (actions) =>
  `(() => { const m = client.machines.get(document.querySelector('#login')).m; for (const a of ${JSON.stringify(actions)}) m.dispatch(a); })()`;
const EMAIL = 'ada@example.com';
const FORM = [
  { type: 'set_magic_link_email', email: EMAIL },
  { type: 'update_otp_state', otpState: { type: 'sms', methodId: 'phone-number-test-1', otpDestination: '+1 202-555-0123' } },
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
    'PasswordCreateOrLogin-passwordless',
    [
      { type: 'update_password_state', passwordState: { type: 'passwordless' } },
      { type: 'transition', screen: 'PasswordCreateOrLogin' },
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

async function consumer(ctx, w) {
  for (const [name, how] of CONSUMER) {
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
              oauthOptions: {
                providers: [
                  'google',
                  'apple',
                  'microsoft',
                  'github',
                  'gitlab',
                  'facebook',
                  'discord',
                  'salesforce',
                  'slack',
                  'amazon',
                  'bitbucket',
                  'linkedin',
                  'coinbase',
                  'twitch',
                  'twitter',
                  'tiktok',
                  'snapchat',
                  'figma',
                  'yahoo',
                ].map((type) => ({ type })),
              },
            }
          : LOGIN;
    const p = await open(ctx, '/login.html', mountLogin(cfg));
    if (Array.isArray(how)) {
      // A click first, as a user's would be: screen focus then follows the pointer rules.
      await p.mouse.click(1, 1);
      await p.evaluate(go([...FORM, ...how]));
    }
    await capture(p, 'consumer', name, w);
    await p.close();
  }
  // Passkey registration (its own widget, for a signed-in user): start, then the list.
  const p = await open(ctx, '/login.html', '');
  await signIn(p, `gallery-${w}@example.com`);
  await p.evaluate(
    ([presentation, locale]) => client.mountPasskeyRegistration({ elementId: '#login', presentation, locale }),
    [PRESENTATION, LOCALE || undefined],
  );
  await capture(p, 'consumer', 'PasskeyRegistrationStart', w);
  await p.getByRole('button', { name: words('consumer', 'passkey.register.skip', 'Skip') }).click();
  await p
    .getByText(words('consumer', 'passkey.list.title', 'Existing Passkeys'))
    .waitFor()
    .catch(() => {});
  await capture(p, 'consumer', 'PasskeyRegistrationSuccess', w);
  // The reset-password widget.
  await p.evaluate(
    ([presentation, locale]) => (
      client.unmount('#login'), client.mountResetPassword({ elementId: '#login', passwordResetToken: 'reset-token', presentation, locale })
    ),
    [PRESENTATION, LOCALE || undefined],
  );
  await capture(p, 'consumer', 'ResetPassword', w);
  await p.close();
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
const b2bGo = (actions) =>
  `(() => { const w = client.widgets.get(document.querySelector('#login')).w; const now = Date.now(); for (const a of ${JSON.stringify(actions)}) w.dispatch(a.now === 0 ? { ...a, now } : a); })()`;
const mountB2B = (cfg) => `client.mount({ elementId: '#login', config: ${JSON.stringify(cfg)}${look} });`;
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

async function b2bScreens(w) {
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
    resp: mfaResp({ mfa_phone_number: '+15555550111', mfa_phone_number_verified: true, default_mfa_method: 'sms_otp' }),
    now: 0,
  };
  return [
    ['Main-discovery', DISCOVERY, []],
    ['Main-organization', ORGFLOW, []],
    [
      'EmailMethodSelection',
      DISCOVERY,
      [
        { type: 'setEmail', email: 'admin@acme.test' },
        { type: 'transition', screen: 'EmailMethodSelection', push: true },
      ],
    ],
    [
      'EmailConfirmation',
      DISCOVERY,
      [
        { type: 'setEmail', email: 'admin@acme.test' },
        { type: 'transition', screen: 'EmailConfirmation', push: true },
      ],
    ],
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
    [
      'PasswordForgotForm',
      DISCOVERY,
      [
        { type: 'setEmail', email: 'admin@acme.test' },
        { type: 'transition', screen: 'PasswordForgotForm', push: true },
      ],
    ],
    [
      'PasswordSetNewConfirmation',
      DISCOVERY,
      [
        { type: 'setEmail', email: 'admin@acme.test' },
        { type: 'transition', screen: 'PasswordSetNewConfirmation', push: true },
      ],
    ],
    [
      'PasswordResetVerifyConfirmation',
      DISCOVERY,
      [
        { type: 'setEmail', email: 'admin@acme.test' },
        { type: 'transition', screen: 'PasswordResetVerifyConfirmation', push: true },
      ],
    ],
    [
      'PasswordResetForm',
      DISCOVERY,
      [
        { type: 'setEmail', email: 'admin@acme.test' },
        { type: 'setReset', token: 't', tokenType: 'multi_tenant_passwords' },
        { type: 'transition', screen: 'PasswordResetForm' },
      ],
    ],
    ['MFAEnrollmentSelection', ORGFLOW, [enroll]],
    ['SMSOTPEnrollment', ORGFLOW, [enroll, { type: 'transition', screen: 'SMSOTPEnrollment', push: true }]],
    ['SMSOTPEntry', ORGFLOW, [sms, { type: 'smsSent', now: 0, destination: '+1 555-555-0111' }]],
    ['TOTPEnrollmentQRCode', ORGFLOW, [enroll, totp, { type: 'transition', screen: 'TOTPEnrollmentQRCode', push: true }]],
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

async function b2b(ctx, w) {
  for (const [name, cfg, actions] of await b2bScreens(w)) {
    const p = await open(ctx, '/b2b.html', mountB2B(cfg));
    if (actions.length) {
      await p.mouse.click(1, 1);
      await p.evaluate(b2bGo(actions));
    }
    await capture(p, 'b2b', name, w);
    await p.close();
  }
}

// ---- the identity provider ----------------------------------------------------------------------

async function idp(ctx, w) {
  const mount = `client.mountIdentityProvider({ elementId: '#login'${look} });`;
  const p = await ctx.newPage();
  await p.goto(`${origin}/login.html`);
  await signIn(p, `consent-${w}@example.com`);
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
    await capture(p, 'idp', name, w);
    if (name === 'Logout') {
      await p.getByRole('button', { name: words('idp', 'idp.no', 'No'), exact: true }).click();
      await capture(p, 'idp', 'NotLoggedOut', w);
    }
  }
  await p.evaluate(() => client.session.revoke({ forceClear: true }).catch(() => {}));
  await p.goto(`${origin}/idp.html?${authorize}&mount=${encodeURIComponent(mount)}`);
  await capture(p, 'idp', 'NoSession', w);
  await p.close();
}

// ---- run ----------------------------------------------------------------------------------------

rmSync(join(OUT, 'gallery'), { recursive: true, force: true });
mkdirSync(join(OUT, 'gallery'), { recursive: true });
try {
  for (const w of WIDTHS) {
    const ctx = await browser.newContext({
      viewport: { width: w, height: 1000 },
      deviceScaleFactor: 1,
      colorScheme: DARK ? 'dark' : 'light',
    });
    ctx.setDefaultTimeout(10_000);
    for (const [name, run] of [
      ['consumer', consumer],
      ['b2b', b2b],
      ['idp', idp],
    ]) {
      if (ONLY && ONLY !== name) continue;
      log(`screens: ${name} at ${w}px`);
      await run(ctx, w);
    }
    await ctx.close();
  }
} finally {
  await browser.close();
  await emu.close();
  server.close();
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
if (!ONLY) writeFileSync(join(OUT, 'README.md'), md.join('\n'));
log(`screens: ${shots.length} screens, ${shots.length * WIDTHS.length} pictures in ${join(OUT, 'gallery')}`);
if (findings.length) {
  console.error(`screens: axe found ${findings.length} serious or critical problem(s):\n  ${findings.join('\n  ')}`);
  process.exit(1);
}
log('screens: axe: no serious or critical finding');
