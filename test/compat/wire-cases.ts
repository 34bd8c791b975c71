// The calls of the wire-conformance suite (not a test file): for every public method of the official
// headless clients, the arguments both clients get and the state the call needs (a session, an
// intermediate session token, a PKCE verifier from an earlier start). Several rows may cover one
// method (a send endpoint signed out and signed in). `before` runs on the client first; its requests
// are not compared. Both oracles (5.x and 6.x) run every row of the methods they have.
import type { Oracle } from './official-methods';

export type State = 'none' | 'session' | 'ist';

export interface Case {
  /** The official method's dotted path. */
  method: string;
  /** A label when one method has several rows. */
  label?: string;
  args: unknown[];
  state?: State;
  before?: (client: any) => Promise<unknown>;
  /** Only for this oracle, where the two official lines send differently for the same call (official-methods.ts ORACLES). */
  oracle?: Oracle;
}

const EMAIL = 'ada@example.com';
const PHONE = '+15555550123';
const URLS = { login_magic_link_url: 'http://localhost:3000/login', signup_magic_link_url: 'http://localhost:3000/signup' };
const S = { session_duration_minutes: 60 };

const CONSUMER_OAUTH = [
  'amazon',
  'apple',
  'bitbucket',
  'coinbase',
  'discord',
  'facebook',
  'figma',
  'github',
  'gitlab',
  'google',
  'linkedin',
  'microsoft',
  'salesforce',
  'slack',
  'snapchat',
  'tiktok',
  'twitch',
  'twitter',
  'yahoo',
];
const oauthStart = {
  login_redirect_url: 'http://localhost:3000/login',
  signup_redirect_url: 'http://localhost:3000/signup',
  custom_scopes: ['scope:a', 'scope:b'],
  provider_params: { prompt: 'select_account', login_hint: EMAIL },
};

/**
 * A reset start with `locale`: the 6.x client sends it (so does ours), 5.23 drops it; the 5.x row
 * leaves it out, so both lines are compared on what each sends.
 */
function byOracle(c: Case): Case[] {
  const { locale: _dropped, ...rest } = c.args[0] as Record<string, unknown>;
  return [
    { ...c, oracle: 'v6' },
    { ...c, oracle: 'v5', args: [rest] },
  ];
}

/** A method that takes a callback, called for its answer (no request). */
const cb = () => {};

const IDP_START = {
  client_id: 'client-1',
  redirect_uri: 'https://app.example.com/cb',
  response_type: 'code',
  scope: 'openid email read:docs',
};
/**
 * The identity-provider calls in 5.x's shape (the OAuth query's `scope` string): in 5.x through the
 * client's internals, as the official widgets make them (wire.test.ts's own line); ours takes them
 * as featherlogin's widgets make them.
 */
export const IDP_CASES: Case[] = [
  { method: 'idp.oauthAuthorizeStart', state: 'session', args: [IDP_START], oracle: 'v5' },
  {
    method: 'idp.oauthAuthorizeSubmit',
    state: 'session',
    args: [{ ...IDP_START, state: 'st', nonce: 'n', code_challenge: 'cc', consent_granted: true }],
    oracle: 'v5',
  },
  {
    method: 'idp.oauthAuthorizeSubmit',
    state: 'session',
    label: 'denied, no optional fields',
    args: [{ ...IDP_START, consent_granted: false }],
    oracle: 'v5',
  },
];
/** The 6.x consent request: scopes as a list. */
const CONSENT = {
  client_id: 'client-1',
  redirect_uri: 'https://app.example.com/cb',
  response_type: 'code',
  scopes: ['openid', 'email', 'read:docs'],
};
/** The 6.x line's public consent calls (fetch under /idp/...); `resource` is the consumer submit's. */
const idp6 = (resource?: string[]): Case[] => [
  { method: 'idp.oauthAuthorizeStart', state: 'session', args: [{ ...CONSENT, prompt: 'consent' }], oracle: 'v6' },
  { method: 'idp.oauthAuthorizeStart', label: 'no prompt', state: 'session', args: [CONSENT], oracle: 'v6' },
  {
    method: 'idp.oauthAuthorizeSubmit',
    state: 'session',
    args: [{ ...CONSENT, state: 'st', nonce: 'n', code_challenge: 'cc', consent_granted: true, prompt: 'consent', resource }],
    oracle: 'v6',
  },
  {
    method: 'idp.oauthAuthorizeSubmit',
    label: 'denied, no optional fields',
    state: 'session',
    args: [{ ...CONSENT, consent_granted: false }],
    oracle: 'v6',
  },
];
const IDP_LOGOUT: Case = {
  method: 'idp.oauthLogoutStart',
  state: 'session',
  args: [{ client_id: 'client-1', post_logout_redirect_uri: 'https://app.example.com/bye', id_token_hint: 'id-token', state: 'st' }],
};
/** A page address a redirect brings back, with its token. */
const back = (type: string) => `http://localhost:3000/back?token=redirect-token&stytch_token_type=${type}`;

export const consumerCases: Case[] = [
  ...IDP_CASES,
  ...idp6(['https://api.example.com']),
  IDP_LOGOUT,
  { method: 'parseAuthenticateUrl', args: [back('magic_links')] },
  {
    method: 'authenticateByUrl',
    label: 'magic link',
    args: [S, back('magic_links')],
    before: (c) => c.magicLinks.email.loginOrCreate(EMAIL),
  },
  { method: 'authenticateByUrl', label: 'oauth', args: [S, back('oauth')], before: (c) => c.oauth.google.start({}) },
  { method: 'authenticateByUrl', label: 'impersonation', args: [S, back('impersonation')] },
  { method: 'authenticateByUrl', label: 'not handled', args: [S, back('reset_password')] },
  { method: 'cryptoWallets.authenticateStart', args: [{ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' }] },
  {
    method: 'cryptoWallets.authenticateStart',
    label: 'signed in',
    state: 'session',
    args: [{ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum' }],
  },
  {
    method: 'cryptoWallets.authenticateStart',
    label: 'siwe',
    args: [
      {
        crypto_wallet_address: '0xabc',
        crypto_wallet_type: 'ethereum',
        siwe_params: {
          uri: 'http://localhost:3000',
          chain_id: '1',
          statement: 'Sign in',
          issued_at: '2026-01-01T00:00:00Z',
          not_before: '2026-01-01T00:00:00Z',
          message_request_id: 'req-1',
          resources: ['http://localhost:3000/r'],
        },
      },
    ],
  },
  {
    method: 'cryptoWallets.authenticate',
    args: [{ crypto_wallet_address: '0xabc', crypto_wallet_type: 'ethereum', signature: '0xsig', ...S }],
  },
  { method: 'impersonation.authenticate', args: [{ impersonation_token: 'impersonation-token' }] },
  {
    method: 'magicLinks.email.loginOrCreate',
    args: [
      EMAIL,
      {
        ...URLS,
        login_expiration_minutes: 30,
        signup_expiration_minutes: 40,
        login_template_id: 'lt',
        signup_template_id: 'st',
        locale: 'es',
      },
    ],
  },
  {
    method: 'magicLinks.email.send',
    args: [
      EMAIL,
      {
        ...URLS,
        login_expiration_minutes: 30,
        signup_expiration_minutes: 40,
        login_template_id: 'lt',
        signup_template_id: 'st',
        locale: 'es',
      },
    ],
  },
  {
    method: 'magicLinks.email.send',
    label: 'signed in',
    state: 'session',
    args: [EMAIL, { login_magic_link_url: URLS.login_magic_link_url, login_expiration_minutes: 30 }],
  },
  { method: 'magicLinks.authenticate', args: ['magic-links-token', S], before: (c) => c.magicLinks.email.loginOrCreate(EMAIL) },
  ...CONSUMER_OAUTH.map((p): Case => ({ method: `oauth.${p}.start`, args: [oauthStart] })),
  { method: 'oauth.google.start', label: 'no options', args: [] },
  { method: 'oauth.authenticate', args: ['oauth-token', S], before: (c) => c.oauth.google.start({}) },
  { method: 'onStateChange', args: [cb] },
  { method: 'otps.authenticate', args: ['123456', 'method-id', S] },
  {
    method: 'otps.email.loginOrCreate',
    args: [EMAIL, { expiration_minutes: 5, login_template_id: 'lt', signup_template_id: 'st', locale: 'es' }],
  },
  { method: 'otps.email.send', args: [EMAIL, { expiration_minutes: 5, login_template_id: 'lt', signup_template_id: 'st', locale: 'es' }] },
  { method: 'otps.email.send', label: 'signed in', state: 'session', args: [EMAIL, { expiration_minutes: 5 }] },
  { method: 'otps.sms.loginOrCreate', args: [PHONE, { expiration_minutes: 5, locale: 'es' }] },
  { method: 'otps.sms.send', args: [PHONE, { expiration_minutes: 5, locale: 'es' }] },
  { method: 'otps.sms.send', label: 'signed in', state: 'session', args: [PHONE, { expiration_minutes: 5 }] },
  { method: 'otps.whatsapp.loginOrCreate', args: [PHONE, { expiration_minutes: 5, locale: 'es' }] },
  { method: 'otps.whatsapp.send', args: [PHONE, { expiration_minutes: 5, locale: 'es' }] },
  { method: 'otps.whatsapp.send', label: 'signed in', state: 'session', args: [PHONE, { expiration_minutes: 5 }] },
  { method: 'passwords.authenticate', args: [{ email: EMAIL, password: 'correct horse battery', ...S }] },
  { method: 'passwords.create', args: [{ email: EMAIL, password: 'correct horse battery', ...S }] },
  ...byOracle({
    method: 'passwords.resetByEmailStart',
    args: [
      {
        email: EMAIL,
        login_redirect_url: 'http://localhost:3000/login',
        reset_password_redirect_url: 'http://localhost:3000/reset',
        reset_password_expiration_minutes: 30,
        reset_password_template_id: 'rt',
        locale: 'es',
      },
    ],
  }),
  {
    method: 'passwords.resetByEmail',
    args: [{ token: 'reset-token', password: 'correct horse battery', ...S }],
    before: (c) => c.passwords.resetByEmailStart({ email: EMAIL }),
  },
  {
    method: 'passwords.resetByExistingPassword',
    args: [{ email: EMAIL, existing_password: 'old horse battery', new_password: 'correct horse battery', ...S }],
  },
  { method: 'passwords.resetBySession', state: 'session', args: [{ password: 'correct horse battery', ...S }] },
  { method: 'passwords.strengthCheck', args: [{ email: EMAIL, password: 'correct horse battery' }] },
  { method: 'passwords.strengthCheck', label: 'password only', args: [{ password: 'correct horse battery' }] },
  { method: 'session.authenticate', state: 'session', args: [S] },
  { method: 'session.authenticate', label: 'no options', state: 'session', args: [] },
  { method: 'session.getInfo', state: 'session', args: [] },
  { method: 'session.getSync', state: 'session', args: [] },
  { method: 'session.getTokens', state: 'session', args: [] },
  { method: 'session.onChange', args: [cb] },
  { method: 'session.revoke', state: 'session', args: [] },
  { method: 'session.updateSession', args: [{ session_token: 'session-token-given', session_jwt: 'jwt-given' }] },
  { method: 'totps.create', state: 'session', args: [{ expiration_minutes: 5 }] },
  { method: 'totps.authenticate', args: [{ totp_code: '123456', ...S }] },
  { method: 'totps.recover', args: [{ recovery_code: 'aaaa-bbbb-cccc', ...S }] },
  { method: 'totps.recoveryCodes', state: 'session', args: [] },
  { method: 'user.deleteBiometricRegistration', state: 'session', args: ['biometric-registration-1'] },
  { method: 'user.deleteCryptoWallet', state: 'session', args: ['crypto-wallet-1'] },
  { method: 'user.deleteEmail', state: 'session', args: ['email-1'] },
  { method: 'user.deleteOAuthRegistration', state: 'session', args: ['oauth-user-registration-1'] },
  { method: 'user.deletePhoneNumber', state: 'session', args: ['phone-number-1'] },
  { method: 'user.deleteTOTP', state: 'session', args: ['totp-1'] },
  { method: 'user.deleteWebauthnRegistration', state: 'session', args: ['webauthn-registration-1'] },
  { method: 'user.get', state: 'session', args: [] },
  { method: 'user.getInfo', state: 'session', args: [] },
  { method: 'user.getSync', state: 'session', args: [] },
  { method: 'user.onChange', args: [cb] },
  {
    method: 'user.update',
    state: 'session',
    args: [{ name: { first_name: 'Ada', last_name: 'Lovelace' }, untrusted_metadata: { colour: 'blue' } }],
  },
  // 6.x
  { method: 'session.exchangeAccessToken', args: [{ access_token: 'access-token', ...S }] },
  { method: 'session.attest', args: [{ profile_id: 'profile-1', token: 'jwt-from-idp', ...S }] },
  { method: 'session.attest', label: 'no duration', args: [{ profile_id: 'profile-1', token: 'jwt-from-idp' }] },
  { method: 'user.getConnectedApps', state: 'session', args: [] },
  { method: 'user.revokedConnectedApp', state: 'session', args: ['connected-app-1'] },
  { method: 'oauth.attach', state: 'session', args: ['google'] },
  {
    method: 'oauth.google.start',
    label: 'attach token',
    args: [{ ...oauthStart, oauth_attach_token: 'oauth-attach-token' }],
    oracle: 'v6',
  },
  { method: 'rbac.allPermissions', state: 'session', args: [] },
  { method: 'rbac.isAuthorized', state: 'session', args: ['documents', 'read'] },
  { method: 'rbac.isAuthorizedSync', state: 'session', args: ['documents', 'read'] },
  { method: 'webauthn.authenticate', args: [{ domain: 'localhost', ...S }] },
  { method: 'webauthn.authenticate', label: 'signed in', state: 'session', args: [{ domain: 'localhost', ...S }] },
  { method: 'webauthn.browserSupportsAutofill', args: [] },
  {
    method: 'webauthn.register',
    state: 'session',
    args: [{ domain: 'localhost', authenticator_type: 'platform', is_passkey: true, ...S }],
  },
  { method: 'webauthn.update', state: 'session', args: [{ webauthn_registration_id: 'webauthn-registration-1', name: 'My key' }] },
];

const ORG = 'organization-1';
const MEMBER = 'member-1';
const B2B_OAUTH = ['github', 'google', 'hubspot', 'microsoft', 'slack'];
const b2bOAuthStart = {
  organization_id: ORG,
  login_redirect_url: 'http://localhost:3000/login',
  signup_redirect_url: 'http://localhost:3000/signup',
  custom_scopes: ['scope:a'],
  provider_params: { prompt: 'select_account' },
};
const b2bDiscoveryStart = {
  discovery_redirect_url: 'http://localhost:3000/discovery',
  custom_scopes: ['scope:a'],
  provider_params: { prompt: 'select_account' },
};
const MEMBER_UPDATE = {
  name: 'Ada Lovelace',
  untrusted_metadata: { colour: 'blue' },
  mfa_enrolled: true,
  mfa_phone_number: PHONE,
  default_mfa_method: 'totp',
};

/**
 * The calls the official 6.3 Admin Portal makes, with the arguments it gives them (read from
 * `@stytch/vanilla-js-6/dist/esm/packages/web/src/adminPortal`): unset config fields passed as
 * `undefined`, an empty role list, a search without a query, one field changed at a time.
 */
export const ADMIN_PORTAL_CASES: Case[] = [
  {
    method: 'magicLinks.email.invite',
    label: 'admin portal invite, no config',
    state: 'session',
    args: [
      {
        name: '',
        roles: [],
        email_address: EMAIL,
        invite_template_id: undefined,
        invite_redirect_url: undefined,
        invite_expiration_minutes: undefined,
      },
    ],
  },
  {
    method: 'magicLinks.email.invite',
    label: 'admin portal invite, with config',
    state: 'session',
    args: [
      {
        name: 'Ada',
        roles: ['editor'],
        email_address: EMAIL,
        invite_template_id: 'it',
        invite_redirect_url: 'http://localhost:3000/invite',
        invite_expiration_minutes: 60,
      },
    ],
  },
  {
    method: 'organization.members.search',
    label: 'admin portal list, no query',
    state: 'session',
    args: [{ cursor: undefined, limit: 20, query: undefined }],
  },
  {
    method: 'organization.members.search',
    label: 'admin portal list, filtered',
    state: 'session',
    args: [
      {
        cursor: 'cursor-1',
        limit: 20,
        query: {
          operator: 'AND',
          operands: [
            { filter_name: 'member_email_fuzzy', filter_value: 'ada' },
            { filter_name: 'member_roles', filter_value: ['editor'] },
            { filter_name: 'statuses', filter_value: ['active', 'invited'] },
          ],
        },
      },
    ],
  },
  {
    method: 'organization.members.search',
    label: 'admin portal member details',
    state: 'session',
    args: [
      {
        limit: 1,
        query: {
          operator: 'AND',
          operands: [
            { filter_name: 'member_ids', filter_value: [MEMBER] },
            { filter_name: 'statuses', filter_value: ['active', 'invited', 'pending', 'deleted'] },
          ],
        },
      },
    ],
  },
  {
    method: 'organization.members.update',
    label: 'admin portal access',
    state: 'session',
    args: [{ member_id: MEMBER, mfa_enrolled: false, is_breakglass: true, roles: [] }],
  },
  { method: 'organization.members.update', label: 'admin portal details', state: 'session', args: [{ member_id: MEMBER, name: 'Ada L' }] },
  {
    method: 'organization.update',
    label: 'admin portal details',
    state: 'session',
    args: [{ organization_name: 'Acme 2', organization_slug: 'acme-2' }],
  },
  {
    method: 'organization.update',
    label: 'admin portal authentication',
    state: 'session',
    args: [
      {
        auth_methods: 'RESTRICTED',
        allowed_auth_methods: ['magic_link', 'sso'],
        mfa_methods: 'RESTRICTED',
        allowed_mfa_methods: ['totp'],
        mfa_policy: 'OPTIONAL',
      },
    ],
  },
  {
    method: 'organization.update',
    label: 'admin portal onboarding',
    state: 'session',
    args: [{ email_jit_provisioning: 'RESTRICTED', email_allowed_domains: ['example.com'], email_invites: 'ALL_ALLOWED' }],
  },
  {
    method: 'organization.update',
    label: 'admin portal default connection',
    state: 'session',
    args: [{ sso_default_connection_id: 'saml-connection-1' }],
  },
  {
    method: 'organization.update',
    label: 'admin portal JIT connections',
    state: 'session',
    args: [{ sso_jit_provisioning: 'RESTRICTED', sso_jit_provisioning_allowed_connections: ['saml-connection-1'] }],
  },
  {
    method: 'passwords.resetByEmailStart',
    label: 'admin portal reset',
    state: 'session',
    args: [{ email_address: EMAIL, organization_id: ORG }],
  },
  { method: 'scim.getConnectionGroups', label: 'admin portal first page', state: 'session', args: [{ limit: 1000 }] },
  {
    method: 'scim.updateConnection',
    label: 'admin portal group roles',
    state: 'session',
    args: [{ connection_id: 'scim-connection-1', scim_group_implicit_role_assignments: [{ role_id: 'editor', group_id: 'group-1' }] }],
  },
  {
    method: 'sso.saml.createConnection',
    label: 'admin portal generic SAML',
    state: 'session',
    args: [{ display_name: 'Acme SAML', identity_provider: 'generic' }],
  },
  {
    method: 'sso.oidc.createConnection',
    label: 'admin portal Entra OIDC',
    state: 'session',
    args: [{ display_name: 'Acme OIDC', identity_provider: 'microsoft-entra' }],
  },
  {
    method: 'sso.start',
    label: 'admin portal test connection, no test URLs',
    args: [{ connection_id: 'saml-connection-1', login_redirect_url: undefined, signup_redirect_url: undefined }],
  },
];

export const b2bCases: Case[] = [
  ...ADMIN_PORTAL_CASES.map((c): Case => ({ ...c, oracle: 'v6' })),
  ...IDP_CASES,
  ...idp6(),
  IDP_LOGOUT,
  { method: 'parseAuthenticateUrl', args: [back('multi_tenant_magic_links')] },
  // each after the start that stores its PKCE pair, as a real redirect back follows one
  {
    method: 'authenticateByUrl',
    label: 'discovery',
    args: [S, back('discovery')],
    before: (c) => c.magicLinks.email.discovery.send({ email_address: EMAIL }),
  },
  {
    method: 'authenticateByUrl',
    label: 'discovery_oauth',
    args: [S, back('discovery_oauth')],
    before: (c) => c.oauth.google.discovery.start({}),
  },
  {
    method: 'authenticateByUrl',
    label: 'multi_tenant_magic_links',
    args: [S, back('multi_tenant_magic_links')],
    before: (c) => c.magicLinks.email.loginOrSignup({ email_address: EMAIL, organization_id: ORG }),
  },
  { method: 'authenticateByUrl', label: 'multi_tenant_impersonation', args: [S, back('multi_tenant_impersonation')] },
  { method: 'authenticateByUrl', label: 'oauth', args: [S, back('oauth')], before: (c) => c.oauth.google.start({ organization_id: ORG }) },
  { method: 'authenticateByUrl', label: 'sso', args: [S, back('sso')], before: (c) => c.sso.start({ connection_id: 'saml-connection-1' }) },
  { method: 'discovery.intermediateSessions.exchange', state: 'ist', args: [{ organization_id: ORG, ...S, locale: 'es' }] },
  {
    method: 'discovery.organizations.create',
    state: 'ist',
    args: [
      {
        organization_name: 'Acme',
        organization_slug: 'acme',
        organization_logo_url: 'https://example.com/logo.png',
        ...S,
        sso_jit_provisioning: 'ALL_ALLOWED',
        email_allowed_domains: ['example.com'],
        email_jit_provisioning: 'RESTRICTED',
        email_invites: 'ALL_ALLOWED',
        auth_methods: 'ALL_ALLOWED',
        allowed_auth_methods: ['magic_link'],
        mfa_policy: 'OPTIONAL',
        mfa_methods: 'ALL_ALLOWED',
        allowed_mfa_methods: ['totp'],
      },
    ],
  },
  { method: 'discovery.organizations.list', state: 'ist', args: [] },
  { method: 'discovery.organizations.list', label: 'signed in', state: 'session', args: [] },
  { method: 'impersonation.authenticate', args: [{ impersonation_token: 'impersonation-token' }] },
  {
    method: 'magicLinks.authenticate',
    args: [{ magic_links_token: 'magic-links-token', ...S, locale: 'es' }],
    before: (c) => c.magicLinks.email.loginOrSignup({ email_address: EMAIL, organization_id: ORG }),
  },
  {
    method: 'magicLinks.discovery.authenticate',
    args: [{ discovery_magic_links_token: 'discovery-token' }],
    before: (c) => c.magicLinks.email.discovery.send({ email_address: EMAIL }),
  },
  {
    method: 'magicLinks.email.discovery.send',
    args: [
      {
        email_address: EMAIL,
        discovery_redirect_url: 'http://localhost:3000/discovery',
        login_template_id: 'lt',
        locale: 'es',
        discovery_expiration_minutes: 30,
      },
    ],
  },
  {
    method: 'magicLinks.email.invite',
    state: 'session',
    args: [
      {
        email_address: EMAIL,
        invite_redirect_url: 'http://localhost:3000/invite',
        invite_template_id: 'it',
        name: 'Ada',
        untrusted_metadata: { colour: 'blue' },
        locale: 'es',
        roles: ['editor'],
        invite_expiration_minutes: 60,
      },
    ],
  },
  {
    method: 'magicLinks.email.loginOrSignup',
    args: [
      {
        email_address: EMAIL,
        organization_id: ORG,
        login_redirect_url: 'http://localhost:3000/login',
        signup_redirect_url: 'http://localhost:3000/signup',
        login_template_id: 'lt',
        signup_template_id: 'st',
        locale: 'es',
        login_expiration_minutes: 30,
        signup_expiration_minutes: 40,
      },
    ],
  },
  ...(['member', 'self'] as const).flatMap((ns): Case[] => [
    { method: `${ns}.get`, state: 'session', args: [] },
    { method: `${ns}.getSync`, state: 'session', args: [] },
    { method: `${ns}.getInfo`, state: 'session', args: [] },
    { method: `${ns}.onChange`, args: [cb] },
    { method: `${ns}.update`, state: 'session', args: [MEMBER_UPDATE] },
    { method: `${ns}.deleteMFAPhoneNumber`, state: 'session', args: [] },
    { method: `${ns}.deleteMFATOTP`, state: 'session', args: [] },
    { method: `${ns}.deletePassword`, state: 'session', args: ['member-password-1'] },
    { method: `${ns}.unlinkRetiredEmail`, state: 'session', args: [{ email_id: 'email-1', email_address: 'old@example.com' }] },
  ]),
  {
    method: 'oauth.authenticate',
    args: [{ oauth_token: 'oauth-token', ...S, locale: 'es' }],
    before: (c) => c.oauth.google.start({ organization_id: ORG }),
  },
  {
    method: 'oauth.discovery.authenticate',
    args: [{ discovery_oauth_token: 'discovery-oauth-token' }],
    before: (c) => c.oauth.google.discovery.start({}),
  },
  ...B2B_OAUTH.map((p): Case => ({ method: `oauth.${p}.start`, args: [b2bOAuthStart] })),
  { method: 'oauth.google.start', label: 'by slug', args: [{ organization_slug: 'acme' }] },
  ...B2B_OAUTH.map((p): Case => ({ method: `oauth.${p}.discovery.start`, args: [b2bDiscoveryStart] })),
  { method: 'onStateChange', args: [cb] },
  { method: 'organization.get', state: 'session', args: [] },
  { method: 'organization.getSync', state: 'session', args: [] },
  { method: 'organization.getInfo', state: 'session', args: [] },
  { method: 'organization.onChange', args: [cb] },
  { method: 'organization.getBySlug', args: [{ organization_slug: 'acme' }] },
  {
    method: 'organization.update',
    state: 'session',
    args: [
      {
        organization_name: 'Acme 2',
        organization_slug: 'acme-2',
        email_allowed_domains: ['example.com'],
        mfa_policy: 'REQUIRED_FOR_ALL',
        rbac_email_implicit_role_assignments: [{ role_id: 'editor', domain: 'example.com' }],
      },
    ],
  },
  { method: 'organization.delete', state: 'session', args: [] },
  {
    method: 'organization.members.create',
    state: 'session',
    args: [
      {
        email_address: EMAIL,
        name: 'Ada',
        untrusted_metadata: { colour: 'blue' },
        create_member_as_pending: true,
        is_breakglass: false,
        mfa_phone_number: PHONE,
        mfa_enrolled: false,
        roles: ['editor'],
      },
    ],
  },
  { method: 'organization.members.delete', state: 'session', args: [MEMBER] },
  { method: 'organization.members.deleteMFAPhoneNumber', state: 'session', args: [MEMBER] },
  { method: 'organization.members.deleteMFATOTP', state: 'session', args: [MEMBER] },
  { method: 'organization.members.deletePassword', state: 'session', args: ['member-password-1'] },
  { method: 'organization.members.reactivate', state: 'session', args: [MEMBER] },
  {
    method: 'organization.members.search',
    state: 'session',
    args: [
      { query: { operator: 'AND', operands: [{ filter_name: 'member_emails', filter_value: [EMAIL] }] }, limit: 10, cursor: 'cursor-1' },
    ],
  },
  {
    method: 'organization.members.unlinkRetiredEmail',
    state: 'session',
    args: [{ member_id: MEMBER, email_id: 'email-1', email_address: 'old@example.com' }],
  },
  {
    method: 'organization.members.update',
    state: 'session',
    args: [
      {
        member_id: MEMBER,
        ...MEMBER_UPDATE,
        roles: ['editor'],
        is_breakglass: true,
        preserve_existing_sessions: true,
        email_address: 'new@example.com',
      },
    ],
  },
  { method: 'otps.email.authenticate', args: [{ code: '123456', email_address: EMAIL, organization_id: ORG, ...S, locale: 'es' }] },
  { method: 'otps.email.discovery.authenticate', args: [{ code: '123456', email_address: EMAIL }] },
  {
    method: 'otps.email.discovery.send',
    args: [{ email_address: EMAIL, login_template_id: 'lt', locale: 'es', discovery_expiration_minutes: 10 }],
  },
  {
    method: 'otps.email.loginOrSignup',
    args: [
      {
        email_address: EMAIL,
        organization_id: ORG,
        login_template_id: 'lt',
        signup_template_id: 'st',
        locale: 'es',
        login_expiration_minutes: 10,
        signup_expiration_minutes: 10,
      },
    ],
  },
  {
    method: 'otps.sms.authenticate',
    state: 'ist',
    args: [{ code: '123456', organization_id: ORG, member_id: MEMBER, ...S, set_mfa_enrollment: 'enroll' }],
  },
  {
    method: 'otps.sms.send',
    state: 'ist',
    args: [{ organization_id: ORG, member_id: MEMBER, mfa_phone_number: PHONE, locale: 'es', expiration_minutes: 5 }],
  },
  { method: 'otps.sms.send', label: 'signed in', state: 'session', args: [{ organization_id: ORG, member_id: MEMBER }] },
  {
    method: 'passwords.authenticate',
    args: [{ organization_id: ORG, email_address: EMAIL, password: 'correct horse battery', ...S, locale: 'es' }],
  },
  {
    method: 'passwords.authenticate',
    label: 'intermediate',
    state: 'ist',
    args: [{ organization_id: ORG, email_address: EMAIL, password: 'correct horse battery', ...S }],
  },
  { method: 'passwords.discovery.authenticate', args: [{ email_address: EMAIL, password: 'correct horse battery' }] },
  ...byOracle({
    method: 'passwords.discovery.resetByEmailStart',
    args: [
      {
        email_address: EMAIL,
        discovery_redirect_url: 'http://localhost:3000/discovery',
        reset_password_redirect_url: 'http://localhost:3000/reset',
        reset_password_expiration_minutes: 30,
        reset_password_template_id: 'rt',
        verify_email_template_id: 'vt',
        locale: 'es',
      },
    ],
  }),

  {
    method: 'passwords.discovery.resetByEmail',
    args: [{ password_reset_token: 'reset-token', password: 'correct horse battery' }],
    before: (c) => c.passwords.discovery.resetByEmailStart({ email_address: EMAIL }),
  },
  ...byOracle({
    method: 'passwords.resetByEmailStart',
    args: [
      {
        organization_id: ORG,
        email_address: EMAIL,
        login_redirect_url: 'http://localhost:3000/login',
        reset_password_redirect_url: 'http://localhost:3000/reset',
        reset_password_expiration_minutes: 30,
        reset_password_template_id: 'rt',
        verify_email_template_id: 'vt',
        locale: 'es',
      },
    ],
  }),

  {
    method: 'passwords.resetByEmail',
    args: [{ password_reset_token: 'reset-token', password: 'correct horse battery', ...S, locale: 'es' }],
    before: (c) => c.passwords.resetByEmailStart({ organization_id: ORG, email_address: EMAIL }),
  },
  {
    method: 'passwords.resetByExistingPassword',
    args: [
      {
        organization_id: ORG,
        email_address: EMAIL,
        existing_password: 'old horse battery',
        new_password: 'correct horse battery',
        ...S,
        locale: 'es',
      },
    ],
  },
  {
    method: 'passwords.resetBySession',
    state: 'session',
    args: [{ organization_id: ORG, password: 'correct horse battery', ...S, locale: 'es' }],
  },
  { method: 'passwords.strengthCheck', args: [{ email_address: EMAIL, password: 'correct horse battery' }] },
  { method: 'rbac.allPermissions', state: 'session', args: [] },
  { method: 'rbac.isAuthorized', state: 'session', args: ['documents', 'read'] },
  { method: 'rbac.isAuthorizedSync', state: 'session', args: ['documents', 'read'] },
  { method: 'recoveryCodes.get', state: 'session', args: [] },
  { method: 'recoveryCodes.rotate', state: 'session', args: [] },
  {
    method: 'recoveryCodes.recover',
    state: 'ist',
    args: [{ organization_id: ORG, member_id: MEMBER, recovery_code: 'aaaa-bbbb-cccc', ...S }],
  },
  { method: 'scim.createConnection', state: 'session', args: [{ display_name: 'Okta', identity_provider: 'okta' }] },
  {
    method: 'scim.updateConnection',
    state: 'session',
    args: [
      {
        connection_id: 'scim-connection-1',
        display_name: 'Okta 2',
        identity_provider: 'okta',
        scim_group_implicit_role_assignments: [{ role_id: 'editor', group_id: 'group-1' }],
      },
    ],
  },
  { method: 'scim.deleteConnection', state: 'session', args: ['scim-connection-1'] },
  { method: 'scim.getConnection', state: 'session', args: [] },
  { method: 'scim.getConnectionGroups', state: 'session', args: [{ limit: 10, cursor: 'cursor-1' }] },
  { method: 'scim.rotateStart', state: 'session', args: ['scim-connection-1'] },
  { method: 'scim.rotateComplete', state: 'session', args: ['scim-connection-1'] },
  { method: 'scim.rotateCancel', state: 'session', args: ['scim-connection-1'] },
  { method: 'session.authenticate', state: 'session', args: [S] },
  { method: 'session.exchange', state: 'session', args: [{ organization_id: 'organization-2', ...S, locale: 'es' }] },
  { method: 'session.exchangeAccessToken', args: [{ access_token: 'access-token', ...S }] },
  { method: 'session.getInfo', state: 'session', args: [] },
  { method: 'session.getSync', state: 'session', args: [] },
  { method: 'session.getTokens', state: 'session', args: [] },
  { method: 'session.onChange', args: [cb] },
  { method: 'session.revoke', state: 'session', args: [] },
  { method: 'session.revokeForMember', state: 'session', args: [{ member_id: 'member-2' }] },
  { method: 'session.updateSession', args: [{ session_token: 'session-token-given', session_jwt: 'jwt-given' }] },
  {
    method: 'sso.start',
    args: [
      {
        connection_id: 'saml-connection-1',
        login_redirect_url: 'http://localhost:3000/login',
        signup_redirect_url: 'http://localhost:3000/signup',
      },
    ],
  },
  {
    method: 'sso.authenticate',
    args: [{ sso_token: 'sso-token', ...S, locale: 'es' }],
    before: (c) => c.sso.start({ connection_id: 'saml-connection-1' }),
  },
  { method: 'sso.discoverConnections', args: [EMAIL] },
  { method: 'sso.getConnections', state: 'session', args: [] },
  { method: 'sso.deleteConnection', state: 'session', args: ['saml-connection-1'] },
  { method: 'sso.saml.createConnection', state: 'session', args: [{ display_name: 'Okta', identity_provider: 'okta' }] },
  {
    method: 'sso.saml.updateConnection',
    state: 'session',
    args: [
      {
        connection_id: 'saml-connection-1',
        idp_entity_id: 'https://idp.example.com',
        display_name: 'Okta 2',
        attribute_mapping: { email: 'email' },
        idp_sso_url: 'https://idp.example.com/sso',
        x509_certificate: 'CERT',
        saml_connection_implicit_role_assignments: [{ role_id: 'editor' }],
        saml_group_implicit_role_assignments: [{ role_id: 'editor', group: 'eng' }],
        alternative_audience_uri: 'urn:a',
        identity_provider: 'okta',
        signing_private_key: 'KEY',
        nameid_format: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
        alternative_acs_url: 'https://a.example.com',
        idp_initiated_auth_disabled: true,
      },
    ],
  },
  {
    method: 'sso.saml.updateConnectionByURL',
    state: 'session',
    args: [{ connection_id: 'saml-connection-1', metadata_url: 'https://idp.example.com/metadata' }],
  },
  {
    method: 'sso.saml.deleteVerificationCertificate',
    state: 'session',
    args: [{ connection_id: 'saml-connection-1', certificate_id: 'certificate-1' }],
  },
  { method: 'sso.oidc.createConnection', state: 'session', args: [{ display_name: 'Okta', identity_provider: 'okta' }] },
  {
    method: 'sso.oidc.updateConnection',
    state: 'session',
    args: [
      {
        connection_id: 'oidc-connection-1',
        display_name: 'Okta 2',
        client_id: 'client-1',
        client_secret: 'secret-1',
        issuer: 'https://idp.example.com',
        authorization_url: 'https://idp.example.com/authorize',
        token_url: 'https://idp.example.com/token',
        userinfo_url: 'https://idp.example.com/userinfo',
        jwks_url: 'https://idp.example.com/jwks',
        identity_provider: 'okta',
        custom_scopes: 'openid email',
        attribute_mapping: { email: 'email' },
      },
    ],
  },
  {
    method: 'sso.external.createConnection',
    state: 'session',
    args: [
      {
        external_organization_id: 'organization-2',
        external_connection_id: 'saml-connection-2',
        display_name: 'Shared',
        connection_implicit_role_assignments: [{ role_id: 'editor' }],
        group_implicit_role_assignments: [{ role_id: 'editor', group: 'eng' }],
      },
    ],
  },
  {
    method: 'sso.external.updateConnection',
    state: 'session',
    args: [
      {
        connection_id: 'external-connection-1',
        display_name: 'Shared 2',
        connection_implicit_role_assignments: [{ role_id: 'editor' }],
        group_implicit_role_assignments: [],
      },
    ],
  },
  // 6.x
  { method: 'session.attest', args: [{ profile_id: 'profile-1', token: 'jwt-from-idp', organization_id: ORG, ...S }] },
  {
    method: 'self.startEmailUpdate',
    state: 'session',
    args: [
      {
        email_address: 'new@example.com',
        login_redirect_url: 'http://localhost:3000/login',
        login_template_id: 'lt',
        locale: 'es',
        delivery_method: 'EMAIL_OTP',
      },
    ],
  },
  { method: 'self.getConnectedApps', state: 'session', args: [] },
  { method: 'self.revokeConnectedApp', state: 'session', args: [{ connected_app_id: 'connected-app-1' }] },
  { method: 'organization.getConnectedApps', state: 'session', args: [] },
  { method: 'organization.getConnectedApp', state: 'session', args: [{ connected_app_id: 'connected-app-1' }] },
  {
    method: 'organization.members.startEmailUpdate',
    state: 'session',
    args: [{ member_id: MEMBER, email_address: 'new@example.com', login_redirect_url: 'http://localhost:3000/login', locale: 'es' }],
  },
  { method: 'organization.members.getConnectedApps', state: 'session', args: [{ member_id: MEMBER }] },
  {
    method: 'organization.members.revokeConnectedApp',
    state: 'session',
    args: [{ member_id: MEMBER, connected_app_id: 'connected-app-1' }],
  },
  {
    method: 'sso.saml.deleteEncryptionPrivateKey',
    state: 'session',
    args: [{ connection_id: 'saml-connection-1', private_key_id: 'private-key-1' }],
  },
  { method: 'totp.create', state: 'ist', args: [{ organization_id: ORG, member_id: MEMBER, expiration_minutes: 5 }] },
  {
    method: 'totp.authenticate',
    state: 'ist',
    args: [{ organization_id: ORG, member_id: MEMBER, code: '123456', ...S, set_mfa_enrollment: 'enroll', set_default_mfa: true }],
  },
];
