// The demo site's pages (served by scripts/start.mjs): one shell, and a row per page with what differs.
// Each page loads /config.js, its bundle(s), /demo.js (which hands the CSP nonce to the widgets) and its
// own script from src/demo. Widget pages show one widget beside a side panel; `attrs` tells the page
// script which flow or vertical it is. /b2b/{slug} serves /b2b-org.html (the project's slug pattern).

const MAILBOX = (text = 'mailbox') => `<a id="mailbox" href="#" target="_blank" rel="noopener noreferrer">${text}</a>`;
const ORGS = `<a id="orgs" href="#" target="_blank" rel="noopener noreferrer">emulator’s B2B page</a>`;

const shell = ({ title, attrs = '', main, bundles, script }) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <link rel="icon" href="/favicon.svg">
  <link rel="stylesheet" href="/demo.css">
</head>
<body${attrs}>
  <header id="top"></header>
  <main id="main" tabindex="-1">
${main}
  </main>
  <script src="/config.js"></script>
${bundles.map((b) => `  <script src="/dist/${b}"></script>`).join('\n')}
  <script src="/demo.js" nonce="__NONCE__"></script>
  <script src="/${script}"></script>
</body>
</html>
`;

/** A page with one widget: its heading (also the page title and the widget's label) and a lede. */
const widget = (title, lede, bundle, script, attrs) =>
  shell({
    title: `${title} · featherlogin demo`,
    attrs,
    bundles: [bundle],
    script,
    main: `    <h1>${title}</h1>
    <p class="lede">${lede}</p>
    <div class="layout">
      <section class="widget" aria-label="${title}"><div id="widget"></div></section>
      <div class="side"></div>
    </div>`,
  });

const CARDS = [
  [
    '/login.html',
    'Consumer login',
    'Email magic links, text and WhatsApp codes, passwords, passkeys, OAuth through the emulated provider pages, crypto wallets.',
  ],
  [
    '/login.html?variant=email-otp',
    'Consumer login with email codes',
    'The same widget with email one-time passcodes instead of magic links (the two cannot share one widget).',
  ],
  ['/reset.html', 'Reset password', 'The page the reset-password email links to.'],
  ['/passkey.html', 'Passkey registration', 'Add, rename and delete passkeys for the signed-in user.'],
  [
    '/account.html',
    'Account page',
    'The signed-in user manages emails, phones, password, passkeys, authenticator app, connected accounts and apps.',
  ],
  ['/b2b.html', 'B2B discovery', 'Sign in by email, then pick, join or create an organization.'],
  [
    '/b2b-account.html',
    'Member account page',
    'The signed-in member manages name, MFA phone, authenticator app, recovery codes, password and connected apps.',
  ],
  ['/b2b/acme', 'B2B organization login', 'By slug in the address (<code>/b2b/{slug}</code>): acme, globex (MFA), initech (SSO), hooli.'],
  [
    '/admin/org.html',
    'Admin Portal: organization settings',
    'Acme’s settings as its admin (admin@acme.test) or read-only as member@acme.test.',
  ],
  ['/admin/members.html', 'Admin Portal: members', 'Search, invite, change roles, reset factors, deactivate.'],
  ['/admin/sso.html', 'Admin Portal: SSO', 'SSO connections of the organization.'],
  ['/admin/scim.html', 'Admin Portal: SCIM', 'The SCIM connection of the organization.'],
  ['/app', 'Third-party app + consent', 'An OpenID Connect round trip through the identity-provider consent screen.'],
];

/** An Admin Portal page: the B2B bundle (its client, and its login widget until a member signs in) and the portal's. */
const admin = (title, section) =>
  shell({
    title: `${title} · featherlogin demo`,
    attrs: ` data-section="${section}"`,
    bundles: ['featherlogin.b2b.js', 'featherlogin.b2b.adminPortal.js'],
    script: 'admin.js',
    main: `    <h1>${title}</h1>
    <p class="lede">Signed in as a member of an organization (Acme: admin@acme.test is its admin, member@acme.test may only look; passwords on the ${ORGS}), the organization’s admins manage it here. <a href="/admin/org.html">Settings</a> · <a href="/admin/members.html">Members</a> · <a href="/admin/sso.html">SSO</a> · <a href="/admin/scim.html">SCIM</a></p>
    <div class="layout">
      <section class="widget" aria-label="${title}"><div id="widget"></div></section>
      <div class="side"></div>
    </div>`,
  });

/** URL path -> the page's HTML (with __NONCE__ where the server writes the response's nonce). */
export const DEMO_PAGES = {
  '/index.html': shell({
    title: 'featherlogin demo',
    bundles: ['featherlogin.headless.js', 'featherlogin.b2b.headless.js'],
    script: 'home.js',
    main: `    <h1>featherlogin demo</h1>
    <p class="lede">Every featherlogin widget, signing in for real against the local auth emulator, under a strict Content-Security-Policy. Codes and links are not sent anywhere: read them in the ${MAILBOX('emulator mailbox')}.</p>
    <ul class="cards">
${CARDS.map(([href, name, text]) => `      <li><a href="${href}">${name}</a><br><small>${text}</small></li>`).join('\n')}
    </ul>
    <div class="layout"><div class="side"></div><div class="side"></div></div>`,
  }),
  '/login.html': widget(
    'Consumer login',
    `Sign up or log in. New here? Use any email address, then open the ${MAILBOX()} for the link or code. <a id="variant" href="#"></a>`,
    'featherlogin.js',
    'login.js',
  ),
  '/reset.html': widget(
    'Reset password',
    'The reset-password email links here (the emulator’s reset redirect URL). <span id="hint"></span>',
    'featherlogin.js',
    'reset.js',
  ),
  '/passkey.html': widget(
    'Passkey registration',
    'Register a passkey for the signed-in user, then sign in with it on the login page: pick it from the email field’s suggestions, or use “Login with a Passkey” where the browser offers no such suggestions. <span id="hint"></span>',
    'featherlogin.js',
    'passkey.js',
  ),
  '/account.html': widget(
    'Account page',
    `featherlogin’s own profile widget (mountUserProfile) for the signed-in user. Codes land in the ${MAILBOX()}. <span id="hint"></span>`,
    'featherlogin.js',
    'account.js',
  ),
  '/b2b-account.html': widget(
    'Member account page',
    'featherlogin’s own profile widget for organization members (mountMemberProfile). <span id="hint"></span>',
    'featherlogin.b2b.js',
    'b2b-account.js',
  ),
  '/b2b.html': widget(
    'B2B discovery',
    `Sign in with an email address, then choose one of your organizations, accept an invite, join one your domain allows or create a new one. Seeded members and passwords are listed on the ${ORGS}; codes and links land in the ${MAILBOX()}.`,
    'featherlogin.b2b.js',
    'b2b.js',
    ' data-flow="Discovery"',
  ),
  '/b2b-org.html': widget(
    'B2B organization login',
    `The organization comes from the address (slug pattern <code>/b2b/{slug}</code>). Try <a href="/b2b/acme">acme</a> (admin@acme.test), <a href="/b2b/globex">globex</a> (MFA required: alice@globex.test), <a href="/b2b/initech">initech</a> (SSO only) or <a href="/b2b/hooli">hooli</a>. Passwords are on the ${ORGS}; codes in the ${MAILBOX()}.`,
    'featherlogin.b2b.js',
    'b2b.js',
    ' data-flow="Organization"',
  ),
  '/consent.html': widget(
    'Authorize an app',
    'featherlogin as an identity provider: a third-party app asks for your identity. <span id="hint"></span>',
    'featherlogin.js',
    'consent.js',
    ' data-vertical="consumer"',
  ),
  '/admin/org.html': admin('Admin Portal: organization settings', 'OrgSettings'),
  '/admin/members.html': admin('Admin Portal: members', 'MemberManagement'),
  '/admin/sso.html': admin('Admin Portal: SSO', 'SSO'),
  '/admin/scim.html': admin('Admin Portal: SCIM', 'SCIM'),
  '/b2b-consent.html': widget(
    'Authorize an app (organization account)',
    'featherlogin as an identity provider for organization members. <span id="hint"></span>',
    'featherlogin.b2b.js',
    'consent.js',
    ' data-vertical="b2b"',
  ),
};
