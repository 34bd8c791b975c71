// The identity provider through the emulator, driven by both headless clients (idp.* methods): a
// third-party client asks a member for consent (allow, deny, scopes only admins may grant), trades
// the code at the token endpoint (client_secret, or PKCE for a public client; id_token with the
// nonce; refresh tokens with offline_access), a first-party client needs no consent, logout start,
// and the consumer vertical.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash, randomBytes } from 'node:crypto';
import type { Emulator } from '../../src/emulator/index';
import { verifyJWT } from '../../src/emulator/jwt';
import { defaultConfig } from '../../src/emulator/config';
import { freshClient, lastMessage, patchProject, raw, sdk, stopClients } from './setup';
import { apiError, freshB2B, SEED, withEmulator } from './b2b-setup';

const t = suite('emulator: identity provider');
let emu: Emulator;
withEmulator(t, (e) => (emu = e));

const PARTNER = {
  client_id: 'connected-app-test-partner-analytics',
  secret: 'secret-test-partner-analytics',
  redirect_uri: 'http://localhost:3000/partner/callback',
};
const CLI = { client_id: 'connected-app-test-partner-cli', redirect_uri: 'http://127.0.0.1:8976/callback' };

type IdpClient = { idp: ReturnType<typeof freshB2B>['idp'] };
type SubmitParams = Parameters<IdpClient['idp']['oauthAuthorizeSubmit']>[0];

/** The client's hidden-field form, posted like the browser would; answers the 302 Location. */
async function submitLikeBrowser(client: IdpClient, p: SubmitParams): Promise<URL> {
  const proto = HTMLFormElement.prototype as any;
  const orig = proto.submit;
  let form: HTMLFormElement | null = null;
  proto.submit = function (this: HTMLFormElement) {
    form = this;
  };
  try {
    client.idp.oauthAuthorizeSubmit(p);
  } finally {
    proto.submit = orig;
  }
  const f = form as unknown as HTMLFormElement;
  const body = new URLSearchParams([...f.querySelectorAll('input')].map((i) => [i.name, i.value]));
  f.remove();
  const res = await raw(f.action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  assert.is(res.status, 302, res.text);
  return new URL(String(res.headers.location));
}

const tokenRequest = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  raw(`${emu.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function signedInMember(who: { email: string; password: string }, organization_id = SEED.acme) {
  const client = freshB2B(emu);
  const auth = await client.passwords.authenticate({
    organization_id,
    email_address: who.email,
    password: who.password,
    session_duration_minutes: 60,
  });
  return { client, auth };
}

t(
  'authorize start: the official answer (oidc_client, consent, grantable and ungrantable scopes; admin-only scope needs the admin role); bad client or redirect',
  async () => {
    const scope = 'openid email profile offline_access read:reports admin:write no-such-scope';
    const base = { client_id: PARTNER.client_id, redirect_uri: PARTNER.redirect_uri, response_type: 'code', scope };
    const { client } = await signedInMember(SEED.acmeAdmin);
    const start = await client.idp.oauthAuthorizeStart(base);
    const { request_id, status_code, ...answer } = start;
    assert.ok(request_id);
    assert.is(status_code, 200);
    // Exactly the fields the official widget reads, nothing of the old shape (client, scope_results).
    assert.equal(answer, {
      oidc_client: {
        client_id: PARTNER.client_id,
        client_name: 'Partner Analytics',
        client_description: answer.oidc_client.client_description,
        client_logo_url: answer.oidc_client.client_logo_url,
        client_type: 'third_party',
      },
      consent_required: true,
      grantable_scope: 'openid email profile offline_access read:reports admin:write',
      ungrantable_scope: '',
    });

    const sam = await signedInMember(SEED.sam);
    const notAdmin = await sam.client.idp.oauthAuthorizeStart(base);
    assert.is(notAdmin.grantable_scope, 'openid email profile offline_access read:reports');
    assert.is(notAdmin.ungrantable_scope, 'admin:write');
    // The old body (a `scopes` array, no `scope`) is refused, as the real service refuses unknown shapes.
    const old = await sdk(
      emu,
      'POST',
      '/b2b/oauth/authorize/start',
      { client_id: PARTNER.client_id, redirect_uri: PARTNER.redirect_uri, response_type: 'code', scopes: ['openid'] },
      sam.auth.session_token,
      emu.b2bPublicToken,
    );
    assert.is(old.status, 400, old.text);

    assert.is((await apiError(sam.client.idp.oauthAuthorizeStart({ ...base, client_id: 'nope' }))).error_type, 'connected_app_not_found');
    assert.is(
      (await apiError(sam.client.idp.oauthAuthorizeStart({ ...base, redirect_uri: 'https://evil.test/cb' }))).error_type,
      'connected_app_supplied_redirect_url_not_found_in_client',
    );
    const token = await apiError(sam.client.idp.oauthAuthorizeStart({ ...base, response_type: 'token' }));
    assert.is(token.error_type, 'invalid_argument');
    assert.match(token.error_message, 'response_type must be "code"');
    const noSession = await sdk(emu, 'POST', '/b2b/oauth/authorize/start', base, undefined, emu.b2bPublicToken);
    assert.is(noSession.json.error_type, 'session_not_found');
  },
);

t('allow: the code goes to redirect_uri with state; the confidential client trades it for tokens; refresh', async () => {
  const { client, auth } = await signedInMember(SEED.acmeAdmin);
  const scopes = ['openid', 'email', 'profile', 'offline_access', 'admin:write'];
  const back = await submitLikeBrowser(client, {
    client_id: PARTNER.client_id,
    redirect_uri: PARTNER.redirect_uri,
    response_type: 'code',
    scope: scopes.join(' '),
    state: 'st-1',
    nonce: 'n-1',
    consent_granted: true,
  });
  assert.is(back.origin + back.pathname, PARTNER.redirect_uri);
  assert.is(back.searchParams.get('state'), 'st-1');
  const code = back.searchParams.get('code')!;
  assert.ok(code);

  const badSecret = await tokenRequest({
    grant_type: 'authorization_code',
    code,
    redirect_uri: PARTNER.redirect_uri,
    client_id: PARTNER.client_id,
    client_secret: 'wrong',
  });
  assert.is(badSecret.status, 401);
  assert.is(badSecret.json.error, 'invalid_client');
  const basic = `Basic ${Buffer.from(`${PARTNER.client_id}:${PARTNER.secret}`).toString('base64')}`;
  const res = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: PARTNER.redirect_uri }, { Authorization: basic });
  assert.is(res.status, 200, res.text);
  assert.is(res.json.token_type, 'bearer');
  assert.is(res.json.expires_in, 3600);
  assert.is(res.json.scope, scopes.join(' '));
  const id = verifyJWT(emu.emu, res.json.id_token)!;
  assert.is(id.nonce, 'n-1');
  assert.is(id.sub, auth.member_id);
  assert.is(id.aud, PARTNER.client_id);
  assert.is(id.email, SEED.acmeAdmin.email);
  assert.is(id.name, 'Acme Admin');
  assert.is(id['https://stytch.com/organization'].organization_id, SEED.acme);
  const access = verifyJWT(emu.emu, res.json.access_token)!;
  assert.is(access.scope, scopes.join(' '));
  assert.equal(access['https://stytch.com/organization'], { organization_id: SEED.acme });
  assert.ok(res.json.refresh_token);
  const info = await raw(`${emu.url}/v1/oauth2/userinfo`, { headers: { Authorization: `Bearer ${res.json.access_token}` } });
  assert.equal(info.json, {
    sub: auth.member_id,
    email: SEED.acmeAdmin.email,
    email_verified: true,
    name: 'Acme Admin',
    'https://stytch.com/organization': { organization_id: SEED.acme },
  });
  assert.is(
    (await raw(`${emu.url}/v1/oauth2/userinfo`, { headers: { Authorization: `Bearer ${res.json.id_token}x` } })).json.error,
    'invalid_token',
  );
  const idAsAccess = await raw(`${emu.url}/v1/oauth2/userinfo`, { headers: { Authorization: `Bearer ${res.json.id_token}` } });
  assert.is(idAsAccess.status, 401, 'an id_token (no client_id claim) is not an access token');
  assert.is(idAsAccess.json.error, 'invalid_token');
  assert.is((await raw(`${emu.url}/v1/oauth2/userinfo`)).status, 401);

  const replay = await tokenRequest({
    grant_type: 'authorization_code',
    code,
    redirect_uri: PARTNER.redirect_uri,
    client_id: PARTNER.client_id,
    client_secret: PARTNER.secret,
  });
  assert.is(replay.json.error, 'invalid_grant');
  const refreshed = await tokenRequest({
    grant_type: 'refresh_token',
    refresh_token: res.json.refresh_token,
    client_id: PARTNER.client_id,
    client_secret: PARTNER.secret,
  });
  assert.is(refreshed.status, 200);
  assert.ok(refreshed.json.access_token);
  assert.not.equal(refreshed.json.refresh_token, res.json.refresh_token);

  // consent is remembered for the same scopes
  const again = { client_id: PARTNER.client_id, redirect_uri: PARTNER.redirect_uri, response_type: 'code', scope: scopes.join(' ') };
  const later = await client.idp.oauthAuthorizeStart(again);
  assert.is(later.consent_required, false);
  // OIDC prompt, which a headless caller may add (the official headless method sends its argument as is)
  const withPrompt = { ...again, prompt: 'consent' };
  const forced = await client.idp.oauthAuthorizeStart(withPrompt);
  assert.is(forced.consent_required, true);
});

t('deny: error=access_denied with the state, no code', async () => {
  const { client } = await signedInMember(SEED.sam);
  const back = await submitLikeBrowser(client, {
    client_id: PARTNER.client_id,
    redirect_uri: PARTNER.redirect_uri,
    response_type: 'code',
    scope: 'openid email',
    state: 'st-2',
    consent_granted: false,
  });
  assert.is(back.searchParams.get('error'), 'access_denied');
  assert.is(back.searchParams.get('state'), 'st-2');
  assert.is(back.searchParams.get('code'), null);
  const silentParams = {
    client_id: PARTNER.client_id,
    redirect_uri: PARTNER.redirect_uri,
    response_type: 'code',
    scope: 'openid email',
    prompt: 'none',
    consent_granted: false,
  };
  const silent = await submitLikeBrowser(client, silentParams);
  assert.is(silent.searchParams.get('error'), 'consent_required');
});

t('public client: PKCE is required at authorize and checked at the token endpoint', async () => {
  const { client, auth } = await signedInMember(SEED.sam);
  const { verifier, challenge } = pkcePair();
  const base = { client_id: CLI.client_id, redirect_uri: CLI.redirect_uri, response_type: 'code', scope: 'openid email' };
  // The start (the official widget sends no challenge to it) answers; the form that issues the code refuses.
  assert.is((await client.idp.oauthAuthorizeStart(base)).grantable_scope, 'openid email', 'the start needs no challenge');
  const bare = await submitLikeBrowser(client, { ...base, consent_granted: true });
  assert.is(bare.searchParams.get('error'), 'invalid_request');
  assert.match(bare.searchParams.get('error_description') || '', /PKCE/);
  assert.is(bare.searchParams.get('code'), null);
  const newCode = async () =>
    (await submitLikeBrowser(client, { ...base, code_challenge: challenge, nonce: 'cli-nonce', consent_granted: true })).searchParams.get(
      'code',
    )!;
  const fields = { grant_type: 'authorization_code', redirect_uri: CLI.redirect_uri, client_id: CLI.client_id };
  // each failed exchange spends its code (codes are single use), so each case gets a new one
  const none = await tokenRequest({ ...fields, code: await newCode() });
  assert.equal(none.json, { error: 'invalid_grant', error_description: 'code_verifier is required (the authorize request used PKCE).' });
  const wrong = await tokenRequest({ ...fields, code: await newCode(), code_verifier: pkcePair().verifier });
  assert.equal(wrong.json, { error: 'invalid_grant', error_description: 'code_verifier does not match code_challenge.' });
  const wrongRedirect = await tokenRequest({
    ...fields,
    code: await newCode(),
    code_verifier: verifier,
    redirect_uri: 'http://localhost:3000/cli/callback',
  });
  assert.is(wrongRedirect.json.error, 'invalid_grant');
  const ok = await tokenRequest({ ...fields, code: await newCode(), code_verifier: verifier });
  assert.is(ok.status, 200, ok.text);
  assert.is(verifyJWT(emu.emu, ok.json.id_token)!.sub, auth.member_id);
  assert.is(ok.json.refresh_token, undefined);
});

t('first-party client: no consent; the widget submits with consent_granted false and still gets a code', async () => {
  const { client } = await signedInMember(SEED.acmeAdmin);
  const { challenge } = pkcePair();
  const p = {
    client_id: 'connected-app-test-featherlogin-b2b',
    redirect_uri: 'http://localhost:3000/callback',
    response_type: 'code',
    scope: 'openid',
    code_challenge: challenge,
  };
  assert.is((await client.idp.oauthAuthorizeStart(p)).consent_required, false);
  const back = await submitLikeBrowser(client, { ...p, consent_granted: false });
  assert.ok(back.searchParams.get('code'));
});

t(
  'authorize submit: credentials only from __Authorization; without a session error=login_required; a bad redirect is a JSON 400',
  async () => {
    const form = (o: Record<string, string>) =>
      raw(`${emu.url}/sdk/v1/oauth/authorize`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(o).toString(),
      });
    const basic = (session: string) => `Basic ${Buffer.from(`${emu.b2bPublicToken}:${session}`).toString('base64')}`;
    const base = {
      client_id: PARTNER.client_id,
      redirect_uri: PARTNER.redirect_uri,
      response_type: 'code',
      scope: 'openid',
      __Authorization: basic('not-a-session'),
      consent_granted: 'true',
      state: 's',
    };
    const r = await form(base);
    assert.is(r.status, 302);
    assert.is(new URL(String(r.headers.location)).searchParams.get('error'), 'login_required');
    // The old credential fields (public_token, session_token) are not read: without __Authorization, no project.
    const { client } = await signedInMember(SEED.acmeAdmin);
    const tokens = client.session.getTokens()!;
    const { __Authorization, ...rest } = base;
    const old = await form({ ...rest, public_token: emu.b2bPublicToken, session_token: tokens.session_token });
    assert.is(old.status, 401, old.text);
    const ok = await form({ ...base, __Authorization: basic(tokens.session_token) });
    assert.is(ok.status, 302);
    assert.ok(new URL(String(ok.headers.location)).searchParams.get('code'));
    const evil = await form({ ...base, redirect_uri: 'https://evil.test/cb' });
    assert.is(evil.status, 401);
    assert.is(evil.json.error_type, 'connected_app_supplied_redirect_url_not_found_in_client');
  },
);

t('logout start: consent unless an id_token_hint of this client names the session subject; redirect checked', async () => {
  const { client } = await signedInMember(SEED.acmeAdmin);
  const p = { client_id: PARTNER.client_id, post_logout_redirect_uri: 'http://localhost:3000/', state: 'bye' };
  const plain = await client.idp.oauthLogoutStart(p);
  assert.is(plain.consent_required, true);
  assert.is(plain.redirect_uri, 'http://localhost:3000/?state=bye');
  const back = await submitLikeBrowser(client, {
    client_id: PARTNER.client_id,
    redirect_uri: PARTNER.redirect_uri,
    response_type: 'code',
    scope: 'openid',
    consent_granted: true,
  });
  const tokens = await tokenRequest({
    grant_type: 'authorization_code',
    code: back.searchParams.get('code')!,
    redirect_uri: PARTNER.redirect_uri,
    client_id: PARTNER.client_id,
    client_secret: PARTNER.secret,
  });
  const hinted = await client.idp.oauthLogoutStart({ ...p, id_token_hint: tokens.json.id_token });
  assert.is(hinted.consent_required, false);
  assert.is(
    (await apiError(client.idp.oauthLogoutStart({ ...p, post_logout_redirect_uri: 'https://evil.test/' }))).error_type,
    'connected_app_supplied_redirect_url_not_found_in_client',
  );
});

t('consumer vertical: a signed-in user authorizes the first-party client and the token carries the user', async () => {
  const client = freshClient(emu);
  const sent = await client.otps.email.loginOrCreate('idp-user@example.com');
  const auth = await client.otps.authenticate(lastMessage(emu, 'idp-user@example.com').code!, sent.method_id, {
    session_duration_minutes: 30,
  });
  const { verifier, challenge } = pkcePair();
  const p = {
    client_id: 'connected-app-test-featherlogin',
    redirect_uri: 'http://localhost:3000/callback',
    response_type: 'code',
    scope: 'openid email',
    code_challenge: challenge,
    nonce: 'cn',
  };
  const start = await client.idp.oauthAuthorizeStart(p);
  assert.is(start.consent_required, false);
  const back = await submitLikeBrowser(client, { ...p, consent_granted: false });
  // this time as JSON, as some client libraries send it
  const res = await raw(`${emu.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: p.redirect_uri,
      client_id: p.client_id,
      code_verifier: verifier,
    }),
  });
  assert.is(res.status, 200, res.text);
  const id = verifyJWT(emu.emu, res.json.id_token)!;
  assert.is(id.sub, auth.user_id);
  assert.is(id.email, 'idp-user@example.com');
  assert.is(id.nonce, 'cn');
  const info = await raw(`${emu.url}/v1/oauth2/userinfo`, { headers: { Authorization: `Bearer ${res.json.access_token}` } });
  assert.equal(info.json, { sub: auth.user_id, email: 'idp-user@example.com', email_verified: true });
  stopClients();
});

t(
  '6.x consent calls (scopes as a list, under /idp/...): start answers the client and each scope; submit answers the redirect with the code, or the denial',
  async () => {
    const { client } = await signedInMember(SEED.sam);
    const req = {
      client_id: PARTNER.client_id,
      redirect_uri: PARTNER.redirect_uri,
      response_type: 'code',
      scopes: ['openid', 'email', 'admin:write'],
    };
    const start = await client.idp.oauthAuthorizeStart(req);
    assert.is(start.consent_required, true);
    assert.is(start.client.client_id, PARTNER.client_id);
    assert.type(start.client.client_name, 'string');
    assert.equal(
      start.scope_results.map((s) => [s.scope, s.is_grantable]),
      [
        ['openid', true],
        ['email', true],
        ['admin:write', false],
      ],
      'an admin-only scope is not grantable by a plain member',
    );
    const denied = await client.idp.oauthAuthorizeSubmit({ ...req, state: 'st-6', consent_granted: false });
    const no = new URL(denied.redirect_uri);
    assert.is(no.searchParams.get('error'), 'access_denied');
    assert.is(no.searchParams.get('state'), 'st-6');
    assert.is(denied.authorization_code, undefined);
    const allowed = await client.idp.oauthAuthorizeSubmit({ ...req, state: 'st-7', nonce: 'n-7', consent_granted: true });
    const back = new URL(allowed.redirect_uri);
    assert.is(back.origin + back.pathname, PARTNER.redirect_uri);
    assert.is(back.searchParams.get('code'), allowed.authorization_code);
    assert.is(back.searchParams.get('state'), 'st-7');
    const basic = `Basic ${Buffer.from(`${PARTNER.client_id}:${PARTNER.secret}`).toString('base64')}`;
    const res = await tokenRequest(
      { grant_type: 'authorization_code', code: allowed.authorization_code!, redirect_uri: PARTNER.redirect_uri },
      { Authorization: basic },
    );
    assert.is(res.status, 200, res.text);
    assert.is(res.json.scope, 'openid email', 'the granted scopes only');
    assert.is((await client.idp.oauthAuthorizeStart(req)).consent_required, false, 'granted once: no consent the next time');
    const bad = await apiError(client.idp.oauthAuthorizeStart({ ...req, redirect_uri: 'https://evil.example.com/cb' }));
    assert.is(bad.error_type, 'connected_app_supplied_redirect_url_not_found_in_client');
    await client.self.revokeConnectedApp({ connected_app_id: PARTNER.client_id }); // the later tests start without it

    const user = freshClient(emu);
    const sent = await user.otps.email.loginOrCreate('idp-six@example.com');
    const auth = await user.otps.authenticate(lastMessage(emu, 'idp-six@example.com').code!, sent.method_id, {
      session_duration_minutes: 30,
    });
    const p = {
      client_id: 'connected-app-test-featherlogin',
      redirect_uri: 'http://localhost:3000/callback',
      response_type: 'code',
      scopes: ['openid'],
    };
    const mine = await user.idp.oauthAuthorizeStart(p);
    assert.is(mine.user_id, auth.user_id, 'the consumer start answers the user');
    assert.is(mine.user.user_id, auth.user_id);
    const code = await user.idp.oauthAuthorizeSubmit({ ...p, code_challenge: pkcePair().challenge, consent_granted: false });
    assert.ok(code.authorization_code, 'a first-party client needs no consent');
    stopClients();
  },
);

t('token endpoint: malformed requests get OAuth errors, never a 5xx', async () => {
  const post = (body: string, headers: Record<string, string>) => raw(`${emu.url}/v1/oauth2/token`, { method: 'POST', headers, body });
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const cases: [string, Record<string, string>, string][] = [
    ['', form, 'invalid_request'],
    ['{"grant_type":', { 'Content-Type': 'application/json' }, 'invalid_request'],
    ['client_id=nope&grant_type=authorization_code&code=x', form, 'invalid_client'],
    [`client_id=${PARTNER.client_id}&client_secret=${PARTNER.secret}&grant_type=password`, form, 'unsupported_grant_type'],
    [`client_id=${CLI.client_id}&grant_type=refresh_token&refresh_token=nope`, form, 'invalid_grant'],
    [
      'grant_type=authorization_code',
      { ...form, Authorization: `Basic ${Buffer.from('%E0%A4%A:x').toString('base64')}` },
      'invalid_client',
    ],
  ];
  for (const [body, headers, error] of cases) {
    const r = await post(body, headers);
    assert.ok(r.status >= 400 && r.status < 500, `${body}: ${r.status}`);
    assert.is(r.json.error, error, body);
  }
  for (const v of ['', '\u0000', 'x'.repeat(5000), '[]', '{}']) {
    const r = await post(
      new URLSearchParams({
        client_id: CLI.client_id,
        grant_type: 'authorization_code',
        code: v,
        code_verifier: v,
        redirect_uri: v,
      }).toString(),
      form,
    );
    assert.is(r.json.error, 'invalid_grant');
  }
});

t('a client configured with the OIDC spelling redirect_uris works the same', async () => {
  const b2b = defaultConfig().projects.find((p) => p.vertical === 'B2B')!;
  const oidc = {
    client_id: 'connected-app-test-oidc-spelling',
    client_name: 'OIDC Spelling',
    client_type: 'first_party',
    client_secret: 's3',
    redirect_uris: ['http://localhost:3000/oidc'],
  };
  await patchProject(emu, { idp_clients: [...b2b.idp_clients, oidc] }, emu.b2bPublicToken);
  try {
    const { client } = await signedInMember(SEED.acmeAdmin);
    const p = { client_id: oidc.client_id, redirect_uri: 'http://localhost:3000/oidc', response_type: 'code', scope: 'openid' };
    assert.is((await client.idp.oauthAuthorizeStart(p)).consent_required, false);
    const back = await submitLikeBrowser(client, { ...p, consent_granted: false });
    const res = await tokenRequest({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code')!,
      redirect_uri: p.redirect_uri,
      client_id: oidc.client_id,
      client_secret: 's3',
    });
    assert.is(res.status, 200, res.text);
  } finally {
    await patchProject(emu, { idp_clients: b2b.idp_clients }, emu.b2bPublicToken);
  }
});

// ---- Connected apps (6.x methods): the grants a consent leaves, listed and revoked; an access token back to a session

t('connected apps: a member grant is listed for the member, its admins and the organization, and revoked once', async () => {
  const { client } = await signedInMember(SEED.acmeAdmin);
  const scopes = 'openid email read:reports';
  await submitLikeBrowser(client, {
    client_id: PARTNER.client_id,
    redirect_uri: PARTNER.redirect_uri,
    response_type: 'code',
    scope: scopes,
    consent_granted: true,
  });
  const mine = await client.self.getConnectedApps();
  assert.equal(
    mine.connected_apps.map((a) => [a.connected_app_id, a.name, a.client_type]),
    [[PARTNER.client_id, 'Partner Analytics', 'third_party']],
  );
  // what this consent granted, besides what earlier ones did
  const listed = mine.connected_apps[0].scopes_granted.split(' ');
  assert.ok(
    scopes.split(' ').every((x) => listed.includes(x)),
    listed.join(' '),
  );
  const byAdmin = await client.organization.members.getConnectedApps({ member_id: SEED.acmeAdmin.member_id });
  assert.equal(byAdmin.connected_apps, mine.connected_apps);
  // the organization's: every app any of its members granted (earlier tests granted the CLI too)
  const org = await client.organization.getConnectedApps();
  assert.ok(org.connected_apps.some((a) => a.connected_app_id === PARTNER.client_id && a.name === 'Partner Analytics'));
  const one = await client.organization.getConnectedApp({ connected_app_id: PARTNER.client_id });
  assert.equal(one.active_members, [{ member_id: SEED.acmeAdmin.member_id, granted_scopes: listed }]);

  await client.self.revokeConnectedApp({ connected_app_id: PARTNER.client_id });
  assert.equal((await client.self.getConnectedApps()).connected_apps, []);
  assert.is(
    (await apiError(client.self.revokeConnectedApp({ connected_app_id: PARTNER.client_id }))).error_type,
    'connected_app_not_found',
  );
  assert.is(
    (await apiError(client.organization.getConnectedApp({ connected_app_id: PARTNER.client_id }))).error_type,
    'connected_app_not_found',
  );
  // another organization's member is not reachable
  assert.is(
    (await apiError(client.organization.members.revokeConnectedApp({ member_id: 'member-nobody', connected_app_id: PARTNER.client_id })))
      .error_type,
    'member_not_found',
  );
  stopClients();
});

t('connected apps, consumer: the user list and revoke need a session; an unknown grant is not found', async () => {
  const client = freshClient(emu);
  assert.is((await apiError(client.user.getConnectedApps())).error_type, 'session_not_found');
  const sent = await client.otps.email.loginOrCreate('apps-user@example.com');
  await client.otps.authenticate(lastMessage(emu, 'apps-user@example.com').code!, sent.method_id, { session_duration_minutes: 30 });
  assert.equal((await client.user.getConnectedApps()).connected_apps, []);
  assert.is((await apiError(client.user.revokedConnectedApp('connected-app-test-featherlogin'))).error_type, 'connected_app_not_found');
  stopClients();
});

t(
  'session.exchangeAccessToken: a full_access access token of the user buys a session; without full_access, or forged, refused',
  async () => {
    const client = freshClient(emu);
    const sent = await client.otps.email.loginOrCreate('exchange-user@example.com');
    const auth = await client.otps.authenticate(lastMessage(emu, 'exchange-user@example.com').code!, sent.method_id, {
      session_duration_minutes: 30,
    });
    const tokenFor = async (scope: string) => {
      const { verifier, challenge } = pkcePair();
      const p = {
        client_id: 'connected-app-test-featherlogin',
        redirect_uri: 'http://localhost:3000/callback',
        response_type: 'code',
        scope,
        code_challenge: challenge,
      };
      const back = await submitLikeBrowser(client, { ...p, consent_granted: false });
      const res = await tokenRequest({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code')!,
        redirect_uri: p.redirect_uri,
        client_id: p.client_id,
        code_verifier: verifier,
      });
      assert.is(res.status, 200, `${res.text} ${back}`);
      return res.json.access_token as string;
    };
    const full = await tokenFor('openid full_access');
    const openid = await tokenFor('openid');
    // a new browser (the client's cookies go): the token alone signs the user in
    const other = freshClient(emu);
    const got = await other.session.exchangeAccessToken({ access_token: full, session_duration_minutes: 30 });
    assert.is(got.user_id, auth.user_id);
    assert.ok(got.session_token && got.session_token !== auth.session_token);
    assert.is(other.session.getSync()?.user_id, auth.user_id);
    // The session's factor as the official 6.x types spell it (AccessTokenExchangeFactor).
    const f = got.session.authentication_factors.find((x) => x.delivery_method === 'oauth_access_token_exchange');
    assert.equal(f && 'oauth_access_token_exchange_factor' in f && f.oauth_access_token_exchange_factor, {
      client_id: 'connected-app-test-featherlogin',
    });
    const narrow = await apiError(other.session.exchangeAccessToken({ access_token: openid, session_duration_minutes: 30 }));
    assert.is(narrow.error_type, 'oauth_access_token_exchange_missing_full_access');
    const forged = await apiError(other.session.exchangeAccessToken({ access_token: 'not-a-jwt', session_duration_minutes: 30 }));
    assert.is(forged.error_type, 'idp_access_token_not_found');
    emu.emu.advance(2 * 60 * 60_000);
    try {
      const late = await apiError(other.session.exchangeAccessToken({ access_token: full, session_duration_minutes: 30 }));
      assert.is(late.error_type, 'idp_access_token_expired');
    } finally {
      emu.emu.advance(-2 * 60 * 60_000);
    }
    // a user's token is not a member's
    const b2b = freshB2B(emu);
    assert.is(
      (await apiError(b2b.session.exchangeAccessToken({ access_token: full, session_duration_minutes: 30 }))).error_type,
      'idp_access_token_not_found',
    );
    stopClients();
  },
);

t.run();
