// Identity provider (OIDC "connected apps"), both verticals: authorize start (validates the client,
// redirect_uri and scopes; says whether consent is needed and which scopes the signed-in user or
// member can grant), authorize submit (a browser form POST; 302 to redirect_uri with code and state,
// or error=access_denied), the token endpoint where the client trades the code for tokens (PKCE or
// client_secret; id_token with the nonce; refresh_token with offline_access), and logout start.
//
// Clients come from the project config `idp_clients`: { client_id, client_name, client_type
// (first_party | first_party_public | third_party | third_party_public), redirect_urls,
// post_logout_redirect_urls, client_secret (confidential clients), consent_required? (overrides:
// third-party clients ask by default) }. Custom scopes come from `idp_scopes`: [{ scope,
// description, admin_only }] (admin_only: grantable only by members with the stytch_admin role).
import { b2b, shared, type Route } from '../../wire/routes';
import type { ProjectConfig } from '../config';
import type { Emu, Req } from '../context';
import { pkceChallenge, safeEqual } from '../crypto-util';
import { ApiError, fail } from '../errors';
import { signJWT, verifyJWT } from '../jwt';
import { feature, sendJSON, type Endpoint, type PageReq } from '../registry';
import { findSession, type SessionDoc } from '../sessions';
import { issueToken, takeToken } from '../tokens';
import { getUser } from '../users';
import { getMember } from '../b2b/store';
import { own } from '../schema';

interface Client {
  client_id: string;
  client_name: string;
  client_description?: string;
  client_logo_url?: string;
  client_type: 'first_party' | 'first_party_public' | 'third_party' | 'third_party_public';
  redirect_urls: string[];
  post_logout_redirect_urls?: string[];
  client_secret?: string;
  consent_required?: boolean;
}

interface CustomScope {
  scope: string;
  description: string;
  admin_only?: boolean;
}

interface Subject {
  sub: string;
  kind: SessionDoc['kind'];
  email: string;
  email_verified: boolean;
  name: string;
  phone: string;
  admin: boolean;
  organization_id?: string;
}

interface CodeDoc {
  client_id: string;
  redirect_uri: string;
  scopes: string[];
  nonce?: string;
  code_challenge?: string;
  subject: Subject;
  auth_time: number;
}

/** Standard OIDC scopes (B2B spec section 6) and their descriptions; full_access only for first-party clients. */
const STANDARD: Record<string, string> = {
  openid: 'Verify your identity',
  profile: 'View your personal profile information',
  email: 'View your email address',
  phone: 'View your phone number',
  offline_access: "Maintain access to your data even when you're not actively using the app",
  full_access: 'Full access to your account',
};

const ACCESS_TOKEN_SECONDS = 3600;
const CODE_MINUTES = 10;
const REFRESH_DAYS = 30;

const ERRORS: Record<string, [number, string]> = {
  oauth2_client_not_found: [404, 'No identity-provider client with this client_id is registered for the project.'],
  invalid_oauth2_redirect_uri: [400, "redirect_uri is not among the client's registered redirect URLs."],
  invalid_post_logout_redirect_uri: [400, "post_logout_redirect_uri is not among the client's registered logout redirect URLs."],
  unsupported_response_type: [400, 'response_type must be "code".'],
};

export const MIGRATIONS = [
  {
    name: '110_idp_grants',
    sql: 'CREATE TABLE idp_grants (project_id TEXT NOT NULL, subject_id TEXT NOT NULL, client_id TEXT NOT NULL, scopes TEXT NOT NULL, PRIMARY KEY (project_id, subject_id, client_id));',
  },
];

/** The project's clients; `redirect_uris` / `post_logout_redirect_uris` (OIDC spelling) are accepted too. */
const clientsOf = (p: ProjectConfig) =>
  ((p.idp_clients ?? []) as unknown as (Client & { redirect_uris?: string[]; post_logout_redirect_uris?: string[] })[]).map((c) => ({
    ...c,
    redirect_urls: c.redirect_urls ?? c.redirect_uris ?? [],
    post_logout_redirect_urls: c.post_logout_redirect_urls ?? c.post_logout_redirect_uris ?? [],
  }));
const isPublic = (c: Client) => c.client_type.endsWith('_public');

function clientOf(p: ProjectConfig, client_id: string): Client {
  const c = clientsOf(p).find((x) => x.client_id === client_id);
  if (!c) throw fail('oauth2_client_not_found');
  return c;
}

/** The user or member behind a session (or an access token's subject), as the IDP sees them. */
function subjectOf(emu: Emu, p: ProjectConfig, kind: SessionDoc['kind'], id: string, roles: string[] = []): Subject {
  if (kind === 'member') {
    const m = getMember(emu, p, id);
    if (!m) throw fail('session_not_found');
    return {
      sub: m.member_id,
      kind: 'member',
      email: m.email_address,
      email_verified: m.email_address_verified,
      name: m.name,
      phone: m.mfa_phone_number_verified ? m.mfa_phone_number : '',
      admin: roles.includes('stytch_admin'),
      organization_id: m.organization_id,
    };
  }
  const u = getUser(emu, p, id);
  if (!u) throw fail('session_not_found');
  return {
    sub: u.user_id,
    kind: 'user',
    email: u.emails[0]?.email ?? '',
    email_verified: !!u.emails[0]?.verified,
    name: `${u.name.first_name} ${u.name.last_name}`.trim(),
    phone: u.phone_numbers[0]?.phone_number ?? '',
    admin: false,
  };
}

const sessionSubject = (emu: Emu, p: ProjectConfig, s: SessionDoc) =>
  subjectOf(emu, p, s.kind, s.subject_id, (s.extra.roles as string[] | undefined) ?? []);

/** A member's organization claim (access token, id_token and userinfo); nothing for a user. */
const orgClaim = (who: Subject) =>
  who.organization_id ? { 'https://stytch.com/organization': { organization_id: who.organization_id } } : {};

/** The OIDC claims a subject releases for these scopes (id_token and userinfo). */
function profileClaims(who: Subject, scopes: string[]) {
  const has = (s: string) => scopes.includes(s);
  return {
    ...(has('email') ? { email: who.email, email_verified: who.email_verified } : {}),
    ...(has('profile') ? { name: who.name } : {}),
    ...(has('phone') && who.phone ? { phone_number: who.phone, phone_number_verified: true } : {}),
    ...orgClaim(who),
  };
}

/** Each known requested scope with its description and whether this subject may grant it (unknown scopes are ignored, as OIDC advises). */
function scopeResults(p: ProjectConfig, c: Client, who: Subject, scopes: string[]) {
  const custom = new Map(((p.idp_scopes ?? []) as CustomScope[]).map((s) => [s.scope, s]));
  return [...new Set(scopes)].flatMap((scope) => {
    const standard = own(STANDARD, scope);
    if (standard)
      return [{ scope, description: standard, is_grantable: scope !== 'full_access' || c.client_type.startsWith('first_party') }];
    const s = custom.get(scope);
    return s ? [{ scope, description: s.description, is_grantable: !s.admin_only || who.admin }] : [];
  });
}

function granted(emu: Emu, p: ProjectConfig, who: Subject, client_id: string): string[] {
  const row = emu.db
    .prepare('SELECT scopes FROM idp_grants WHERE project_id = ? AND subject_id = ? AND client_id = ?')
    .get(p.project_id, who.sub, client_id) as { scopes: string } | undefined;
  return row ? JSON.parse(row.scopes) : [];
}

function consentRequired(emu: Emu, p: ProjectConfig, c: Client, who: Subject, scopes: string[], prompt?: string) {
  if (prompt === 'consent') return true;
  const asks = c.consent_required ?? c.client_type.startsWith('third_party');
  if (!asks) return false;
  const have = new Set(granted(emu, p, who, c.client_id));
  return scopes.some((s) => !have.has(s));
}

/** Client, redirect URI, response type and PKCE (public clients must send a code_challenge). */
/**
 * Client, redirect URI and response type; with `pkce`, a public client's code_challenge too. The
 * official widget sends the challenge only with the form that issues the code, not to the start, so
 * PKCE is checked there.
 */
function checkRequest(
  p: ProjectConfig,
  o: { client_id: string; redirect_uri: string; response_type: string; code_challenge?: string },
  pkce: boolean,
): Client {
  const c = clientOf(p, o.client_id);
  if (!c.redirect_urls.includes(o.redirect_uri)) throw fail('invalid_oauth2_redirect_uri');
  if (o.response_type !== 'code') throw fail('unsupported_response_type');
  if (pkce && isPublic(c) && !o.code_challenge) throw fail('missing_pkce', 'Public clients must use PKCE.');
  return c;
}

const clientWire = (c: Client) => ({
  client_id: c.client_id,
  client_name: c.client_name,
  client_description: c.client_description ?? '',
  client_logo_url: c.client_logo_url ?? '',
  client_type: c.client_type,
});

/** The preflights, on the consumer paths (both verticals) and the B2B paths (the official B2B client's). */
const endpointsAt = (start: Route, logout: Route, vertical?: 'B2B'): Endpoint[] => [
  {
    route: start,
    vertical,
    auth: 'session',
    // Besides the wire fields (`scope` is the OAuth request's space-separated string): what a caller
    // may add. `prompt` (OIDC) is read when a headless caller adds it; the official widget never does.
    body: { state: 'text?', nonce: 'text?', code_challenge: 'string?', prompt: 'text?' },
    handle(req: Req) {
      const c = checkRequest(req.project, req.body as any, false);
      const who = sessionSubject(req.emu, req.project, req.session!);
      const requested: string[] = req.body.scope.split(/\s+/).filter(Boolean);
      const results = scopeResults(req.project, c, who, requested);
      const need = consentRequired(
        req.emu,
        req.project,
        c,
        who,
        results.filter((s) => s.is_grantable).map((s) => s.scope),
        req.body.prompt,
      );
      // The answer the official widget reads: scopes space-separated, '' when there are none.
      const scopeList = (grantable: boolean) =>
        results
          .filter((s) => s.is_grantable === grantable)
          .map((s) => s.scope)
          .join(' ');
      return { oidc_client: clientWire(c), consent_required: need, grantable_scope: scopeList(true), ungrantable_scope: scopeList(false) };
    },
  },
  {
    route: logout,
    vertical,
    handle(req) {
      const c = clientOf(req.project, req.body.client_id);
      if (!(c.post_logout_redirect_urls ?? []).includes(req.body.post_logout_redirect_uri)) throw fail('invalid_post_logout_redirect_uri');
      const hint = req.body.id_token_hint ? verifyJWT(req.emu, req.body.id_token_hint) : null;
      const hinted = !!hint && hint.aud === c.client_id && hint.sub === req.session?.subject_id;
      const u = new URL(req.body.post_logout_redirect_uri);
      if (req.body.state) u.searchParams.set('state', req.body.state);
      // Without a session there is nothing to end; a valid id_token_hint of this client proves intent.
      return { consent_required: !!req.session && !hinted, redirect_uri: u.toString() };
    },
  },
];

/** 302 to the client's redirect URI with these parameters. */
function backTo(res: PageReq['res'], uri: string, params: Record<string, string | undefined>) {
  const u = new URL(uri);
  for (const [k, v] of Object.entries(params)) if (v) u.searchParams.set(k, v);
  res.writeHead(302, { Location: u.toString(), 'Cache-Control': 'no-store' });
  res.end();
}

/**
 * The form's credentials: the official client's `__Authorization` field, its Basic header
 * (public_token:session_token, or public_token twice without a session) as a form value; nothing else.
 */
function formCredentials(f: Record<string, string>): { public_token: string; session_token?: string } {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(f.__Authorization || '');
  if (!m) return { public_token: '' };
  const [public_token, session_token] = Buffer.from(m[1], 'base64').toString('utf8').split(':');
  return { public_token, session_token: session_token !== public_token ? session_token : undefined };
}

/** The browser's form POST (hidden fields). Bad client or redirect URI: a JSON 4xx, never a redirect. */
async function authorizeSubmit({ emu, res, form }: PageReq) {
  const f = await form();
  const creds = formCredentials(f);
  const project = emu.projectByToken(creds.public_token);
  if (!project) throw fail('invalid_public_token');
  const c = clientOf(project, f.client_id || '');
  if (!c.redirect_urls.includes(f.redirect_uri || '')) throw fail('invalid_oauth2_redirect_uri');
  const state = f.state || undefined;
  const session = creds.session_token ? findSession(emu, creds.session_token) : null;
  if (!session || session.project_id !== project.project_id) return backTo(res, f.redirect_uri, { error: 'login_required', state });
  try {
    checkRequest(
      project,
      {
        client_id: c.client_id,
        redirect_uri: f.redirect_uri,
        response_type: f.response_type || '',
        code_challenge: f.code_challenge || undefined,
      },
      true,
    );
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return backTo(res, f.redirect_uri, {
      error: e.type === 'unsupported_response_type' ? 'unsupported_response_type' : 'invalid_request',
      error_description: e.message,
      state,
    });
  }
  const who = sessionSubject(emu, project, session);
  const scopes = scopeResults(project, c, who, (f.scope ?? '').split(/\s+/).filter(Boolean))
    .filter((s) => s.is_grantable)
    .map((s) => s.scope);
  const need = consentRequired(emu, project, c, who, scopes, f.prompt);
  if (f.consent_granted !== 'true' && need) {
    // OIDC: with prompt=none no consent screen may show, so missing consent is consent_required.
    const error = f.prompt === 'none' ? 'consent_required' : 'access_denied';
    return backTo(res, f.redirect_uri, {
      error,
      error_description: error === 'access_denied' ? 'The user denied the request.' : 'Consent is needed and prompt=none.',
      state,
    });
  }
  if (f.consent_granted === 'true') {
    const all = [...new Set([...granted(emu, project, who, c.client_id), ...scopes])];
    emu.db
      .prepare('INSERT OR REPLACE INTO idp_grants (project_id, subject_id, client_id, scopes) VALUES (?, ?, ?, ?)')
      .run(project.project_id, who.sub, c.client_id, JSON.stringify(all));
  }
  const doc: CodeDoc = {
    client_id: c.client_id,
    redirect_uri: f.redirect_uri,
    scopes,
    nonce: f.nonce || undefined,
    code_challenge: f.code_challenge || undefined,
    subject: who,
    auth_time: Math.floor(Date.parse(session.started_at) / 1000),
  };
  const code = issueToken<CodeDoc>(emu, project, 'idp_code', doc, CODE_MINUTES);
  backTo(res, f.redirect_uri, { code, state });
}

class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

/** The project whose idp_clients registers this client_id. */
function clientAnywhere(emu: Emu, client_id: string): { project: ProjectConfig; c: Client } {
  for (const project of emu.config.projects) {
    const c = clientsOf(project).find((x) => x.client_id === client_id);
    if (c) return { project, c };
  }
  throw new OAuthError('invalid_client', 'Unknown client_id.', 401);
}

function tokensFor(emu: Emu, project: ProjectConfig, d: Omit<CodeDoc, 'redirect_uri' | 'code_challenge'>) {
  const iat = Math.floor(emu.now() / 1000);
  const iss = `stytch.com/${project.project_id}`;
  const who = d.subject;
  const out: Record<string, unknown> = {
    access_token: signJWT(emu, {
      iss,
      sub: who.sub,
      aud: [project.project_id],
      client_id: d.client_id,
      scope: d.scopes.join(' '),
      iat,
      nbf: iat,
      exp: iat + ACCESS_TOKEN_SECONDS,
      ...orgClaim(who),
    }),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    scope: d.scopes.join(' '),
  };
  if (d.scopes.includes('openid'))
    out.id_token = signJWT(emu, {
      iss,
      sub: who.sub,
      aud: d.client_id,
      iat,
      exp: iat + ACCESS_TOKEN_SECONDS,
      auth_time: d.auth_time,
      ...(d.nonce ? { nonce: d.nonce } : {}),
      ...profileClaims(who, d.scopes),
    });
  if (d.scopes.includes('offline_access'))
    out.refresh_token = issueToken(
      emu,
      project,
      'idp_refresh',
      { client_id: d.client_id, scopes: d.scopes, subject: who, auth_time: d.auth_time },
      REFRESH_DAYS * 24 * 60,
    );
  return out;
}

/** POST /v1/oauth2/token (form or JSON; client_secret in the body or as Basic auth). Errors in the OAuth 2 shape { error, error_description }. */
async function token({ emu, req, res, form }: PageReq) {
  try {
    let f: Record<string, string>;
    try {
      f = await form();
    } catch {
      throw new OAuthError('invalid_request', 'The body must be application/x-www-form-urlencoded or JSON.');
    }
    const basic = /^Basic\s+(\S+)$/.exec(req.headers.authorization || '');
    let [client_id, client_secret] = [f.client_id, f.client_secret];
    if (basic) {
      const [id, secret = ''] = Buffer.from(basic[1], 'base64').toString().split(':');
      try {
        [client_id, client_secret] = [decodeURIComponent(id), decodeURIComponent(secret)];
      } catch {
        throw new OAuthError('invalid_client', 'Malformed Basic credentials.', 401);
      }
    }
    if (!client_id) throw new OAuthError('invalid_request', 'client_id is required.');
    const { project, c } = clientAnywhere(emu, client_id);
    if (!isPublic(c) && !(c.client_secret && client_secret && safeEqual(client_secret, c.client_secret)))
      throw new OAuthError('invalid_client', 'Wrong or missing client_secret.', 401);
    if (f.grant_type === 'authorization_code') {
      const d = f.code ? takeToken<CodeDoc>(emu, project, 'idp_code', f.code) : null;
      if (!d || d.client_id !== client_id)
        throw new OAuthError('invalid_grant', 'The code is unknown, used, expired or issued to another client.');
      if (d.redirect_uri !== f.redirect_uri) throw new OAuthError('invalid_grant', 'redirect_uri differs from the authorize request.');
      if (d.code_challenge) {
        if (!f.code_verifier) throw new OAuthError('invalid_grant', 'code_verifier is required (the authorize request used PKCE).');
        if (!safeEqual(pkceChallenge(f.code_verifier), d.code_challenge))
          throw new OAuthError('invalid_grant', 'code_verifier does not match code_challenge.');
      }
      return sendJSON(res, 200, tokensFor(emu, project, d));
    }
    if (f.grant_type === 'refresh_token') {
      const d = f.refresh_token
        ? takeToken<Omit<CodeDoc, 'redirect_uri' | 'code_challenge'>>(emu, project, 'idp_refresh', f.refresh_token)
        : null;
      if (!d || d.client_id !== client_id)
        throw new OAuthError('invalid_grant', 'The refresh token is unknown, used, expired or issued to another client.');
      return sendJSON(res, 200, tokensFor(emu, project, { ...d, nonce: undefined }));
    }
    throw new OAuthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
  } catch (e) {
    if (e instanceof OAuthError) return sendJSON(res, e.status, { error: e.error, error_description: e.description });
    if (e instanceof ApiError) return sendJSON(res, e.status, { error: 'invalid_request', error_description: e.message });
    throw e;
  }
}

/** GET /v1/oauth2/userinfo with the access token as a Bearer token: the subject's claims for the granted scopes. */
function userinfo({ emu, req, res }: PageReq) {
  const bearer = /^Bearer\s+(\S+)$/.exec(req.headers.authorization || '');
  const claims = bearer ? verifyJWT(emu, bearer[1]) : null;
  const project = claims?.client_id && Array.isArray(claims.aud) ? emu.projectById(String(claims.aud[0])) : null;
  if (!claims || !project)
    return sendJSON(res, 401, {
      error: 'invalid_token',
      error_description: 'Send a valid, unexpired access token as "Authorization: Bearer ...".',
    });
  let who: Subject;
  try {
    // Member ids start with member-, user ids with user- (the emulator's id scheme).
    who = subjectOf(emu, project, String(claims.sub).startsWith('member-') ? 'member' : 'user', String(claims.sub));
  } catch {
    return sendJSON(res, 401, { error: 'invalid_token', error_description: "The token's subject no longer exists." });
  }
  sendJSON(res, 200, { sub: who.sub, ...profileClaims(who, String(claims.scope || '').split(' ')) });
}

export default feature({
  endpoints: [
    ...endpointsAt(shared.idpAuthorizeStart, shared.idpLogoutStart),
    ...endpointsAt(b2b.idpAuthorizeStart, b2b.idpLogoutStart, 'B2B'),
  ],
  pages: [
    // Served as a page: the browser posts a urlencoded form (no Authorization header) and follows the 302.
    { method: 'POST', path: `/sdk/v1${shared.idpAuthorize[1]}`, handle: authorizeSubmit },
    { method: 'POST', path: `/sdk/v1${b2b.idpAuthorize[1]}`, handle: authorizeSubmit },
    { method: 'POST', path: '/v1/oauth2/token', handle: token },
    { method: 'GET', path: '/v1/oauth2/userinfo', handle: userinfo },
  ],
  migrations: MIGRATIONS,
  errors: ERRORS,
});
