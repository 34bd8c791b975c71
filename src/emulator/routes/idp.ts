// Identity provider (OIDC "connected apps"), both verticals: the routes only. Authorize start
// (validates the client, redirect_uri and scopes; says whether consent is needed and which scopes the
// signed-in user or member can grant), authorize submit (a browser form POST; 302 to redirect_uri with
// code and state, or error=access_denied), the token endpoint where the client trades the code for
// tokens (PKCE or client_secret; id_token with the nonce; refresh_token with offline_access), userinfo
// and logout start. The engine is in src/emulator/idp/: registry.ts (clients from the project config
// `idp_clients`: { client_id, client_name, client_type (first_party | first_party_public |
// third_party | third_party_public), redirect_urls, post_logout_redirect_urls, client_secret
// (confidential clients), consent_required? (overrides: third-party clients ask by default) }, and
// scopes, custom ones from `idp_scopes`), claims.ts (subjects, claims, tokens), consent.ts (granted
// scopes), errors.ts.
import { b2b, shared, type Route } from '../../wire/routes';
import type { Req } from '../context';
import { pkceChallenge, safeEqual } from '../crypto-util';
import { ApiError, projectFor } from '../errors';
import {
  type CodeDoc,
  CODE_MINUTES,
  profileClaims,
  type RefreshDoc,
  sessionSubject,
  type Subject,
  subjectOf,
  tokensFor,
} from '../idp/claims';
import { consentRequired, grant, MIGRATIONS } from '../idp/consent';
import { ERRORS, OAUTH_ERRORS, oauthError } from '../idp/errors';
import { badRedirect, checkRequest, clientAnywhere, clientOf, clientWire, isPublic, scopeResults } from '../idp/registry';
import { verifyJWT } from '../jwt';
import { feature, sendJSON, type Endpoint, type PageReq } from '../registry';
import { findSession } from '../sessions';
import { issueToken, takeToken } from '../tokens';
import type { ProjectConfig } from '../config';
import type { Emu } from '../context';
import type { SessionDoc } from '../sessions';
import { mustGetUser, userWire } from '../users';

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
      if (!(c.post_logout_redirect_urls ?? []).includes(req.body.post_logout_redirect_uri)) throw badRedirect('post_logout_redirect_uri');
      const hint = req.body.id_token_hint ? verifyJWT(req.emu, req.body.id_token_hint) : null;
      const hinted = !!hint && hint.aud === c.client_id && hint.sub === req.session?.subject_id;
      const u = new URL(req.body.post_logout_redirect_uri);
      if (req.body.state) u.searchParams.set('state', req.body.state);
      // Without a session there is nothing to end; a valid id_token_hint of this client proves intent.
      return { consent_required: !!req.session && !hinted, redirect_uri: u.toString() };
    },
  },
];

/**
 * The 6.x consent calls (fetch under /idp/..., scopes as a list; the official 6.x clients' public
 * `idp.oauthAuthorizeStart` / `Submit`): the same decisions as the preflight and the form above,
 * answered as JSON. The start answers the client, each scope's result and (consumer) the user; the
 * submit answers the redirect URI with the code or the error, which the page then follows.
 */
const consentAt = (start: Route, submit: Route, vertical: 'CONSUMER' | 'B2B'): Endpoint[] => [
  {
    route: start,
    vertical,
    auth: 'session',
    handle(req: Req) {
      const c = checkRequest(req.project, req.body as any, false);
      const who = sessionSubject(req.emu, req.project, req.session!);
      const results = scopeResults(req.project, c, who, req.body.scopes);
      const grantable = results.filter((s) => s.is_grantable).map((s) => s.scope);
      const user = vertical === 'CONSUMER' ? { user_id: who.sub, user: userWire(mustGetUser(req.emu, req.project, who.sub)) } : {};
      return {
        ...user,
        client: clientWire(c),
        consent_required: consentRequired(req.emu, req.project, c, who, grantable, req.body.prompt),
        scope_results: results,
      };
    },
  },
  {
    route: submit,
    vertical,
    auth: 'session',
    handle(req: Req) {
      const c = clientOf(req.project, req.body.client_id);
      if (!c.redirect_urls.includes(req.body.redirect_uri)) throw badRedirect('redirect_uri');
      const params = decide(req.emu, req.project, req.session!, {
        ...req.body,
        scope: req.body.scopes.join(' '),
        consent_granted: String(req.body.consent_granted),
      });
      return { redirect_uri: withParams(req.body.redirect_uri, params), authorization_code: params.code };
    },
  },
];

/** The URI with these query parameters (the unset ones left out). */
function withParams(uri: string, params: Record<string, string | undefined>) {
  const u = new URL(uri);
  for (const [k, v] of Object.entries(params)) if (v) u.searchParams.set(k, v);
  return u.toString();
}

/** 302 to the client's redirect URI with these parameters. */
function backTo(res: PageReq['res'], uri: string, params: Record<string, string | undefined>) {
  res.writeHead(302, { Location: withParams(uri, params), 'Cache-Control': 'no-store' });
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
  const project = projectFor(emu, creds.public_token);
  const c = clientOf(project, f.client_id || '');
  if (!c.redirect_urls.includes(f.redirect_uri || '')) throw badRedirect('redirect_uri');
  const session = creds.session_token ? findSession(emu, creds.session_token) : null;
  if (!session || session.project_id !== project.project_id)
    return backTo(res, f.redirect_uri, { error: 'login_required', state: f.state || undefined });
  backTo(res, f.redirect_uri, decide(emu, project, session, f));
}

/**
 * The decision on an authorize request of the signed-in user or member (the client and its redirect
 * URI already checked): the code and state, or the OAuth error the redirect carries.
 */
function decide(emu: Emu, project: ProjectConfig, session: SessionDoc, f: Record<string, string>): Record<string, string | undefined> {
  const c = clientOf(project, f.client_id);
  const state = f.state || undefined;
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
    // The client and redirect URI are checked already: a response_type other than "code" is what failed, or PKCE.
    return {
      error: f.response_type !== 'code' ? 'unsupported_response_type' : 'invalid_request',
      error_description: e.message,
      state,
    };
  }
  const who = sessionSubject(emu, project, session);
  const scopes = scopeResults(project, c, who, (f.scope ?? '').split(/\s+/).filter(Boolean))
    .filter((s) => s.is_grantable)
    .map((s) => s.scope);
  const need = consentRequired(emu, project, c, who, scopes, f.prompt);
  if (f.consent_granted !== 'true' && need) {
    // OIDC: with prompt=none no consent screen may show, so missing consent is consent_required.
    const error = f.prompt === 'none' ? 'consent_required' : 'access_denied';
    return {
      error,
      error_description: error === 'access_denied' ? 'The user denied the request.' : 'Consent is needed and prompt=none.',
      state,
    };
  }
  if (f.consent_granted === 'true') grant(emu, project, who, c.client_id, scopes);
  const doc: CodeDoc = {
    client_id: c.client_id,
    redirect_uri: f.redirect_uri,
    scopes,
    nonce: f.nonce || undefined,
    code_challenge: f.code_challenge || undefined,
    subject: who,
    auth_time: Math.floor(Date.parse(session.started_at) / 1000),
  };
  return { code: issueToken<CodeDoc>(emu, project, 'idp_code', doc, CODE_MINUTES), state };
}

/** POST /v1/oauth2/token (form or JSON; client_secret in the body or as Basic auth). Errors in the OAuth 2 shape { error, error_description }. */
async function token({ emu, req, res, form }: PageReq) {
  try {
    let f: Record<string, string>;
    try {
      f = await form();
    } catch {
      throw oauthError('invalid_request', 'The body must be application/x-www-form-urlencoded or JSON.');
    }
    const basic = /^Basic\s+(\S+)$/.exec(req.headers.authorization || '');
    let [client_id, client_secret] = [f.client_id, f.client_secret];
    if (basic) {
      const [id, secret = ''] = Buffer.from(basic[1], 'base64').toString().split(':');
      try {
        [client_id, client_secret] = [decodeURIComponent(id), decodeURIComponent(secret)];
      } catch {
        throw oauthError('invalid_client', 'Malformed Basic credentials.', 401);
      }
    }
    if (!client_id) throw oauthError('invalid_request', 'client_id is required.');
    const { project, c } = clientAnywhere(emu, client_id);
    if (!isPublic(c) && !(c.client_secret && client_secret && safeEqual(client_secret, c.client_secret)))
      throw oauthError('invalid_client', 'Wrong or missing client_secret.', 401);
    if (f.grant_type === 'authorization_code') {
      const d = f.code ? takeToken<CodeDoc>(emu, project, 'idp_code', f.code) : null;
      if (!d || d.client_id !== client_id)
        throw oauthError('invalid_grant', 'The code is unknown, used, expired or issued to another client.');
      if (d.redirect_uri !== f.redirect_uri) throw oauthError('invalid_grant', 'redirect_uri differs from the authorize request.');
      if (d.code_challenge) {
        if (!f.code_verifier) throw oauthError('invalid_grant', 'code_verifier is required (the authorize request used PKCE).');
        if (!safeEqual(pkceChallenge(f.code_verifier), d.code_challenge))
          throw oauthError('invalid_grant', 'code_verifier does not match code_challenge.');
      }
      return sendJSON(res, 200, tokensFor(emu, project, d));
    }
    if (f.grant_type === 'refresh_token') {
      const d = f.refresh_token ? takeToken<RefreshDoc>(emu, project, 'idp_refresh', f.refresh_token) : null;
      if (!d || d.client_id !== client_id)
        throw oauthError('invalid_grant', 'The refresh token is unknown, used, expired or issued to another client.');
      return sendJSON(res, 200, tokensFor(emu, project, { ...d, nonce: undefined }));
    }
    throw oauthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
  } catch (e) {
    if (e instanceof ApiError)
      return sendJSON(res, e.status, { error: OAUTH_ERRORS.has(e.type) ? e.type : 'invalid_request', error_description: e.message });
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
    ...consentAt(shared.idpConsentStart, shared.idpConsentSubmit, 'CONSUMER'),
    ...consentAt(b2b.idpConsentStart, b2b.idpConsentSubmit, 'B2B'),
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
