// A loopback HTTP recorder for the wire-conformance suite (not a test file): a node:http server on
// 127.0.0.1 (random port) that records every request (method, path, query, JSON body, the Basic-auth
// identity) and answers with a plausible success shape for the path, so a client under test goes on to
// its next request (WebAuthn start -> finish, a sign-in before a session-only call). CORS is answered
// for the page origin, as the vendor's API does, so a browser-like fetch with credentials goes through.
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { member as memberFixture, org } from '../helpers/b2b-fixtures';

export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** The Basic-auth "user:password" text ('' without the header). */
  identity: string;
}

/** What an authenticate answer carries while the suite sets a case up: a full session, an intermediate token, or a plain success. */
export type Mode = 'session' | 'ist';

export const SESSION_TOKEN = 'session-token-recorded';
export const IST = 'intermediate-session-token-recorded';

const future = () => new Date(Date.now() + 3600_000).toISOString();
const now = () => new Date().toISOString();

const user = {
  user_id: 'user-1',
  emails: [],
  phone_numbers: [],
  webauthn_registrations: [],
  totps: [],
  crypto_wallets: [],
  providers: [],
  biometric_registrations: [],
  name: { first_name: '', middle_name: '', last_name: '' },
  password: null,
  status: 'active',
  created_at: now(),
  trusted_metadata: {},
  untrusted_metadata: {},
};
const session = () => ({
  session_id: 'session-1',
  user_id: 'user-1',
  started_at: now(),
  last_accessed_at: now(),
  expires_at: future(),
  authentication_factors: [],
  roles: ['stytch_user'],
  custom_claims: {},
});
// The B2B widget tests' fixtures (test/helpers/b2b-fixtures.ts) with the suite's ids.
const organization = org({ organization_id: 'organization-1', email_jit_provisioning: 'NOT_ALLOWED' });
const member = {
  ...memberFixture({ member_id: 'member-1', organization_id: 'organization-1', email_address: 'ada@example.com' }),
  roles: [],
  retired_email_addresses: [],
};
const memberSession = () => ({
  member_session_id: 'member-session-1',
  member_id: 'member-1',
  organization_id: 'organization-1',
  organization_slug: 'acme',
  started_at: now(),
  last_accessed_at: now(),
  expires_at: future(),
  authentication_factors: [],
  roles: ['stytch_member', 'stytch_admin'],
  custom_claims: {},
});

/** The project's settings: the PKCE flags all on or all off, no captcha or device fingerprinting, a small RBAC policy. */
export const bootstrapData = (vertical: 'CONSUMER' | 'B2B', pkce: boolean) => ({
  request_id: 'request-1',
  status_code: 200,
  project_name: 'Wire',
  disable_sdk_watermark: true,
  captcha_settings: { enabled: false, siteKey: '' },
  cname_domain: null,
  email_domains: ['example.com'],
  pkce_required_for_email_magic_links: pkce,
  pkce_required_for_password_resets: pkce,
  pkce_required_for_oauth: pkce,
  pkce_required_for_sso: pkce,
  slug_pattern: null,
  create_organization_enabled: true,
  password_config: null,
  dfp_protected_auth_enabled: false,
  dfp_protected_auth_mode: 'OBSERVATION',
  siwe_required_for_crypto_wallets: false,
  vertical,
  rbac_policy: {
    roles: [{ role_id: 'stytch_admin', description: '', permissions: [{ resource_id: 'documents', actions: ['*'] }] }],
    resources: [{ resource_id: 'documents', description: '', actions: ['read', 'write'] }],
    scopes: [],
  },
});

const creationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Wire', id: 'localhost' },
  user: { id: 'dXNlci0x', name: 'ada@example.com', displayName: 'ada@example.com' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  timeout: 60000,
  attestation: 'none',
  authenticatorSelection: { userVerification: 'preferred' },
  excludeCredentials: [],
};
const requestOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  timeout: 60000,
  userVerification: 'preferred',
  allowCredentials: [],
};

/** Path-specific answer fields (added to the common ones). */
function extra(path: string): Record<string, unknown> {
  if (path.startsWith('/webauthn/register/start')) return { public_key_credential_creation_options: JSON.stringify(creationOptions) };
  if (path.startsWith('/webauthn/authenticate/start')) return { public_key_credential_request_options: JSON.stringify(requestOptions) };
  if (path.startsWith('/crypto_wallets/authenticate/start')) return { challenge: 'Sign in: challenge-1' };
  if (path === '/totps') return { totp_id: 'totp-1', secret: 'SECRET', qr_code: '', recovery_codes: ['a-b'] };
  if (path.startsWith('/b2b/discovery/organizations') || path.includes('/discovery/authenticate'))
    return { discovered_organizations: [], email_address: 'ada@example.com' };
  if (path.includes('strength_check'))
    return {
      valid_password: true,
      score: 4,
      breached_password: false,
      strength_policy: 'zxcvbn',
      breach_detection_on_create: true,
      feedback: { suggestions: [], warning: '', luds_requirements: null },
      zxcvbn_feedback: { suggestions: [], warning: '' },
      luds_feedback: null,
    };
  if (path.startsWith('/b2b/sso/discovery/connections') || path === '/b2b/sso')
    return { connections: [], saml_connections: [], oidc_connections: [], external_connections: [] };
  if (path.startsWith('/b2b/organizations/members/search') || path.startsWith('/b2b/organizations/me/members/search'))
    return { members: [], results_metadata: { total: 0, next_cursor: null }, organizations: {} };
  if (path === '/users/search') return { user_type: 'new' };
  return {};
}

export interface Recorder {
  base: string;
  log: Recorded[];
  mode: Mode;
  /** The project's PKCE flags (bootstrap). */
  pkce: boolean;
  close(): Promise<void>;
}

export async function startRecorder(vertical: 'CONSUMER' | 'B2B', origin: string): Promise<Recorder> {
  const rec: Recorder = { base: '', log: [], mode: 'session', pkce: true, close: () => new Promise((done) => server.close(() => done())) };
  const answer = (path: string) => {
    if (path.startsWith('/projects/bootstrap/')) return bootstrapData(vertical, rec.pkce);
    const b2b = path.startsWith('/b2b/');
    const common = b2b
      ? rec.mode === 'ist'
        ? {
            member_id: 'member-1',
            member,
            organization,
            member_session: null,
            session_token: '',
            session_jwt: '',
            intermediate_session_token: IST,
            member_authenticated: false,
            mfa_required: { member_options: null, secondary_auth_initiated: null },
            primary_required: null,
          }
        : {
            member_id: 'member-1',
            member,
            organization,
            member_session: memberSession(),
            session_token: SESSION_TOKEN,
            session_jwt: 'jwt-recorded',
            intermediate_session_token: '',
            member_authenticated: true,
            mfa_required: null,
            primary_required: null,
          }
      : { user_id: 'user-1', user, session: session(), session_token: SESSION_TOKEN, session_jwt: 'jwt-recorded' };
    return { request_id: 'request-1', status_code: 200, ...common, ...extra(path) };
  };
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const url = new URL(req.url || '/', 'http://127.0.0.1');
      const path = url.pathname.replace(/^\/sdk\/v1/, '');
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] || '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      let body: unknown = undefined;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const auth = req.headers.authorization;
      rec.log.push({
        method: req.method || '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        identity: auth ? Buffer.from(auth.replace(/^Basic /, ''), 'base64').toString() : '',
      });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: answer(path) }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  rec.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return rec;
}
