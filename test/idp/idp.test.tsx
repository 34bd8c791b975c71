// The identity-provider widget: query parsing, scope texts, title rules, and both flows against a
// fake client (Authorize with and without consent, Deny, Logout with and without consent, no session).
import '../helpers/dom';
import { flush } from '../helpers/kit';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nav } from '../../src/idp/flow';
import { StytchEventType } from '../../src/core/enums';
import { IdentityProvider, idpText, mountIdentityProvider, type MountIdentityProviderOptions } from '../../src/idp/IdentityProvider';
import { consentTitleKey, parseIdpQuery, readPreflight, scopeItems } from '../../src/idp/rules';
import { makeT, uiText } from '../../src/ui/text';
import { StytchAPIUnreachableError } from '../../src/core/errors';
import { StytchAPISchemaError } from '../../src/core/request-errors';
import { CallbacksContext, mountWidget, unmountWidget } from '../../src/ui/mount';
import { cx } from '../../src/ui/styles';
import { options } from 'preact';

const t = makeT({ ...uiText, ...idpText });

test('query parsing: Logout when post_logout_redirect_uri is present, required parameters, default scope', () => {
  assert.equal(parseIdpQuery('?client_id=c&redirect_uri=https://app/cb&response_type=code'), {
    flow: 'Authorize',
    params: { client_id: 'c', redirect_uri: 'https://app/cb', response_type: 'code', scope: 'openid email profile' },
  });
  assert.equal(parseIdpQuery('?client_id=c&redirect_uri=r&response_type=code&scope=openid%20read:docs&state=s&nonce=n&code_challenge=cc'), {
    flow: 'Authorize',
    params: {
      client_id: 'c',
      redirect_uri: 'r',
      response_type: 'code',
      state: 's',
      nonce: 'n',
      code_challenge: 'cc',
      scope: 'openid read:docs',
    },
  });
  // Only the official client's parameters are kept (no prompt).
  assert.equal(parseIdpQuery('?client_id=c&redirect_uri=r&response_type=code&scope=openid&prompt=none'), {
    flow: 'Authorize',
    params: { client_id: 'c', redirect_uri: 'r', response_type: 'code', scope: 'openid' },
  });
  assert.equal(parseIdpQuery('?redirect_uri=r&response_type=code'), { flow: 'Authorize', missing: 'client_id' });
  assert.equal(parseIdpQuery('?client_id=c&response_type=code'), { flow: 'Authorize', missing: 'redirect_uri' });
  assert.equal(parseIdpQuery('?client_id=c&redirect_uri=r'), { flow: 'Authorize', missing: 'response_type' });
  assert.equal(parseIdpQuery('?client_id=c&post_logout_redirect_uri=https://app/bye&state=s&id_token_hint=h'), {
    flow: 'Logout',
    params: { client_id: 'c', post_logout_redirect_uri: 'https://app/bye', id_token_hint: 'h', state: 's' },
  });
  assert.equal(parseIdpQuery('?post_logout_redirect_uri=x'), { flow: 'Logout', missing: 'client_id' });
  assert.is(
    t('idp.missingParam', { param: 'client_id' }),
    'Required parameter is missing: client_id. Please reach out to the application developer.',
  );
});

test('scope descriptions: standard scopes, grouped profile details, custom scopes', () => {
  const items = scopeItems(
    ['openid', 'profile', 'email', 'phone', 'offline_access', 'full_access', 'read:docs'].map((scope) => ({ scope })),
    t,
  );
  assert.equal(items, [
    { text: 'Verify your identity', details: ['View information stored within your account'] },
    {
      text: 'View your personal profile information',
      details: ['Name', 'Profile picture', 'Preferred language', 'Email address', 'Phone number'],
    },
    "Maintain access to your data even when you're not actively using the app",
    'Full access to your account',
    'Use the read:docs scope',
  ]);
  assert.equal(scopeItems([{ scope: 'write:x' }], t, { 'write:x': 'Edit your documents' }), ['Edit your documents']);
  assert.equal(scopeItems([{ scope: 'email' }], t), [{ text: 'View your personal profile information', details: ['Email address'] }]);
});

test('consent title: any non-standard granted scope -> wants to access, else sign in', () => {
  assert.is(consentTitleKey([{ scope: 'openid' }, { scope: 'email' }]), 'idp.titleSignIn');
  assert.is(consentTitleKey([{ scope: 'openid' }, { scope: 'read:docs' }]), 'idp.titleAccess');
  assert.is(t('idp.titleAccess', { client: 'Docs', project: 'Acme' }), 'Docs wants to access your Acme account');
  assert.is(t('idp.titleSignIn', { client: 'Docs', project: 'Acme' }), 'Sign in to Docs with Acme');
});

test('preflight: the official answer; B2B reads grantable/ungrantable scopes, consumer grants the requested scopes', () => {
  const answer = {
    consent_required: true,
    oidc_client: { client_id: 'c1', client_name: 'Docs' },
    grantable_scope: 'openid email',
    ungrantable_scope: 'admin',
  };
  assert.equal(readPreflight(answer, 'openid email admin', true), {
    consentRequired: true,
    clientName: 'Docs',
    grantable: [{ scope: 'openid' }, { scope: 'email' }],
    ungrantable: [{ scope: 'admin' }],
  });
  assert.equal(readPreflight({ ...answer, ungrantable_scope: '' }, 'openid', true).ungrantable, []);
  // The official consumer widget takes the requested scopes as granted, none as ungrantable.
  assert.equal(readPreflight(answer, 'openid read:docs', false), {
    consentRequired: true,
    clientName: 'Docs',
    grantable: [{ scope: 'openid' }, { scope: 'read:docs' }],
    ungrantable: [],
  });
  // The old shape (client, scope_results) is not read.
  const old = readPreflight(
    { consent_required: false, client: { client_name: 'X' }, scope_results: [{ scope: 'openid', is_grantable: true }] } as any,
    'openid',
    true,
  );
  assert.equal([old.clientName, old.grantable, old.ungrantable], ['', [], []]);
});

function fakeIdp(
  o: {
    session?: boolean;
    consumer?: boolean;
    authorize?: () => any;
    submit?: () => void;
    logout?: () => any;
    revoke?: () => any;
    attest?: () => any;
    /** A session cookie with nothing stored: recoverSession reads the session back (true) or finds none. */
    cookie?: boolean;
  } = {},
) {
  const calls: [string, any][] = [];
  const checks: string[] = [];
  let recovered: Promise<void> | undefined;
  let signedIn = o.session !== false;
  const listeners = new Set<(s: unknown) => void>();
  const client = {
    idp: {
      oauthAuthorizeStart: async (p: any) => (
        calls.push(['start', p]),
        o.authorize
          ? o.authorize()
          : { consent_required: true, oidc_client: { client_name: 'Docs' }, grantable_scope: '', ungrantable_scope: '' }
      ),
      oauthAuthorizeSubmit: (p: any) => void (calls.push(['submit', p]), o.submit?.()),
      oauthLogoutStart: async (p: any) => (
        calls.push(['logout', p]), o.logout ? o.logout() : { consent_required: true, redirect_uri: 'https://app/bye' }
      ),
    },
    session: {
      getSync: () => (signedIn ? { member_session_id: 's' } : null),
      onChange: (cb: (s: unknown) => void) => (listeners.add(cb), () => void listeners.delete(cb)),
      revoke: async (p: any) => (calls.push(['revoke', p]), (signedIn = false), o.revoke ? o.revoke() : {}),
      // a session on success, as the clients' attest (an authenticating call)
      attest: async (p: any) => (calls.push(['attest', p]), await (o.attest?.() ?? {}), (signedIn = true), {}),
    },
    bootstrap: { peek: () => ({ projectName: 'Acme' }), getAsync: async () => ({ projectName: 'Acme' }) },
    // Once per page, as the client's: a signed-in page's check (counted in `checks`), or a session read
    // back from its cookie ('recover').
    recoverSession: () =>
      (recovered ??= (async () => {
        if (signedIn) return void checks.push('check');
        calls.push(['recover', undefined]);
        if (o.cookie) signedIn = true;
      })()),
    // a B2B client unless `consumer` (the preflight is read per vertical)
    ...(o.consumer ? {} : { organization: {} }),
  };
  /** A sign-in elsewhere (another tab) reaching this page's session. */
  const signIn = () => ((signedIn = true), listeners.forEach((cb) => cb(client.session.getSync())));
  return { client, calls, checks, signIn, listeners };
}

const went: string[] = [];
nav.go = (url) => void went.push(url);

async function mount(
  search: string,
  fake: ReturnType<typeof fakeIdp>,
  manifest?: any,
  strings?: Record<string, string>,
  more: Partial<MountIdentityProviderOptions> = {},
) {
  window.history.replaceState(null, '', `http://localhost:3000/oauth${search}`);
  document.body.innerHTML = '<div id="idp"></div>';
  const events: any[] = [];
  const errors: any[] = [];
  mountIdentityProvider(fake.client, {
    elementId: '#idp',
    callbacks: { onEvent: (e) => events.push(e), onError: (e) => errors.push(e) },
    getIDPConsentManifest: manifest,
    strings,
    ...more,
  });
  await flush();
  const root = document.querySelector('#idp > div')!;
  return { root, events, errors, text: () => (root.textContent || '').replace(/\s+/g, ' '), done: () => unmountWidget('#idp') };
}
const button = (root: Element, label: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;
const AUTH = '?client_id=c1&redirect_uri=https://app/cb&response_type=code&scope=openid%20email%20read:docs&state=st';

test('Authorize with consent: start event, title, permissions, ungrantable section, Allow submits with consent', async () => {
  const fake = fakeIdp({
    authorize: () => ({
      consent_required: true,
      oidc_client: { client_name: 'Docs' },
      grantable_scope: 'openid email read:docs',
      ungrantable_scope: 'admin:all',
    }),
  });
  const h = await mount(AUTH, fake);
  assert.equal(h.events[0], {
    type: StytchEventType.OAuthAuthorizeFlowStart,
    data: { client_id: 'c1', redirect_uri: 'https://app/cb', scope: 'openid email read:docs' },
  });
  // the official start body: these four fields only (state, nonce and code_challenge go with the form)
  assert.equal(fake.calls[0], [
    'start',
    { client_id: 'c1', redirect_uri: 'https://app/cb', response_type: 'code', scope: 'openid email read:docs' },
  ]);
  assert.match(h.text(), 'Docs wants to access your Acme account');
  assert.match(h.text(), 'Verify your identity');
  assert.match(h.text(), 'Email address');
  assert.match(h.text(), 'Use the read:docs scope');
  assert.match(h.text(), 'You do not have permissions to grant Docs access to some of the requested scopes');
  assert.match(h.text(), "You cannot grant Docs's request to:");
  assert.match(h.text(), 'Use the admin:all scope');
  assert.ok(h.root.querySelector('details summary'), 'collapsible');
  const labels = [...h.root.querySelectorAll('button')].map((b) => b.textContent);
  assert.equal(labels.slice(-2), ['Allow', 'Deny'], "Allow, then Deny: the spec's order, and both official lines'");
  button(h.root, 'Allow').click();
  await flush();
  assert.equal(fake.calls[1][1].consent_granted, true);
  assert.equal(fake.calls[1][1], {
    client_id: 'c1',
    redirect_uri: 'https://app/cb',
    response_type: 'code',
    scope: 'openid email read:docs',
    state: 'st',
    consent_granted: true,
  });
  assert.is(h.events[1].type, StytchEventType.OAuthAuthorizeFlowComplete);
  h.done();
});

test('Authorize: standard scopes give the sign-in title; client name falls back to The App; Deny -> denied message and event', async () => {
  const fake = fakeIdp({
    authorize: () => ({ consent_required: true, oidc_client: { client_name: '' }, grantable_scope: 'openid', ungrantable_scope: '' }),
  });
  const h = await mount(AUTH, fake);
  assert.match(h.text(), 'Sign in to The App with Acme');
  button(h.root, 'Deny').click();
  await flush();
  assert.equal(fake.calls[1][1].consent_granted, false);
  assert.match(h.text(), 'Access to the application was denied.');
  assert.is(h.events[1].type, StytchEventType.OAuthAuthorizeFlowConsentDenied);
  h.done();
});

test('Authorize without consent required: submits at once with consent_granted false, flow complete', async () => {
  const fake = fakeIdp({
    authorize: () => ({ consent_required: false, oidc_client: { client_name: 'Docs' }, grantable_scope: '', ungrantable_scope: '' }),
  });
  const h = await mount(AUTH, fake);
  assert.equal(
    fake.calls.map((c) => c[0]),
    ['start', 'submit'],
  );
  assert.equal(fake.checks, ['check'], "the page's session check, its own (idp-start.ts), beside the preflight");
  assert.is(fake.calls[1][1].consent_granted, false);
  assert.is(h.events[1].type, StytchEventType.OAuthAuthorizeFlowComplete);
  h.done();
});

test('Authorize: a host manifest replaces the list; a throwing one falls back to the default', async () => {
  const h = await mount(AUTH, fakeIdp(), () => [{ header: 'Docs can:', items: ['Read your files'] }]);
  assert.match(h.text(), 'Read your files');
  h.done();
  const f = await mount(
    AUTH,
    fakeIdp({
      authorize: () => ({ consent_required: true, oidc_client: { client_name: 'Docs' }, grantable_scope: 'openid', ungrantable_scope: '' }),
    }),
    () => {
      throw new Error('bad');
    },
  );
  assert.match(f.text(), 'Verify your identity');
  f.done();
});

test('Authorize: a host manifest of items alone (6.x) goes under the default header; an item without details, or a malformed manifest, never breaks the screen', async () => {
  const h = await mount(AUTH, fakeIdp(), () => ['Read your files', { text: 'Edit your notes' }]);
  assert.match(h.text(), 'Docs will be able to:');
  assert.match(h.text(), 'Read your files');
  assert.match(h.text(), 'Edit your notes');
  assert.ok(button(h.root, 'Allow'), 'the screen is drawn');
  h.done();
  for (const bad of [[{ header: 'x' }], [null], 'nope', [{ text: 'x', details: 'y' }]]) {
    const f = await mount(
      AUTH,
      fakeIdp({
        authorize: () => ({
          consent_required: true,
          oidc_client: { client_name: 'Docs' },
          grantable_scope: 'openid',
          ungrantable_scope: '',
        }),
      }),
      () => bad,
    );
    assert.match(f.text(), 'Verify your identity', `${JSON.stringify(bad)}: the default list`);
    assert.ok(button(f.root, 'Allow'), `${JSON.stringify(bad)}: Allow`);
    f.done();
  }
});

test("Authorize: a custom scope's words are its description in the project's access policy, else 'Use the … scope'", async () => {
  const fake = fakeIdp({
    authorize: () => ({
      consent_required: true,
      oidc_client: { client_name: 'Docs' },
      grantable_scope: 'read:docs write:docs',
      ungrantable_scope: '',
    }),
  });
  const settings = {
    projectName: 'Acme',
    rbacPolicy: { scopes: [{ scope: 'read:docs', description: 'Read your documents', permissions: [] }] },
  };
  fake.client.bootstrap = { peek: () => settings, getAsync: async () => settings };
  const h = await mount(AUTH, fake);
  assert.match(h.text(), 'Read your documents');
  assert.match(h.text(), 'Use the write:docs scope');
  h.done();
});

test('no session: message and a no-session error; missing parameter: message and error; preflight error shown as text', async () => {
  const none = fakeIdp({ session: false });
  const n = await mount(AUTH, none);
  assert.match(n.text(), 'No active session detected. Please log in to continue.');
  assert.is(n.errors[0].name, 'NoCurrentSessionError');
  assert.equal(
    none.calls.map(([c]) => c),
    ['recover'],
    'looked for a session to read back first',
  );
  n.done();
  const missing = fakeIdp();
  const m = await mount('?client_id=c1&response_type=code', missing);
  assert.match(m.text(), 'Required parameter is missing: redirect_uri. Please reach out to the application developer.');
  assert.is(m.errors[0].name, 'IDPParameterMissingError');
  // Nothing of the session changes that error: it is neither checked nor watched (no storage read).
  assert.equal([missing.calls, missing.checks, missing.listeners.size], [[], [], 0]);
  m.done();
  const e = await mount(
    AUTH,
    fakeIdp({ authorize: () => Promise.reject(Object.assign(new Error('x'), { error_message: '<b>Invalid redirect</b>' })) }),
  );
  assert.match(e.text(), '<b>Invalid redirect</b>');
  assert.not.ok(e.root.querySelector('b'), 'server text is never HTML');
  e.done();
});

test('a session cookie with nothing stored (set by the server, a frame): the session is read back, then the consent screen', async () => {
  const fake = fakeIdp({ session: false, cookie: true });
  const h = await mount(AUTH, fake);
  assert.equal(
    fake.calls.map(([c]) => c),
    ['recover', 'start'],
  );
  assert.match(h.text(), 'Sign in to Docs with Acme', h.text());
  assert.is(h.errors.length, 0, 'no no-session error on the way');
  h.done();
});

test("the parameter check's error renders before the browser paints (microtasks only, no frame)", async () => {
  window.history.replaceState(null, '', 'http://localhost:3000/oauth?client_id=c1&response_type=code');
  document.body.innerHTML = '<div id="idp"></div>';
  mountIdentityProvider(fakeIdp().client, { elementId: '#idp', callbacks: { onError: () => {} } });
  for (let i = 0; i < 5; i++) await Promise.resolve();
  assert.match(document.querySelector('#idp')!.textContent!, 'Required parameter is missing: redirect_uri.');
  unmountWidget('#idp');
});

test('Authorize: a submit that throws without words shows the default error, reports it, and completes nothing', async () => {
  const boom = {};
  const h = await mount(
    AUTH,
    fakeIdp({
      submit: () => {
        throw boom;
      },
    }),
  );
  button(h.root, 'Allow').click();
  await flush();
  assert.match(h.text(), 'Something went wrong. Try again later or contact your admin for help.');
  assert.is(h.errors[0], boom);
  assert.equal(
    h.events.map((e) => e.type),
    [StytchEventType.OAuthAuthorizeFlowStart],
  );
  h.done();
});

const LOGOUT = '?client_id=c1&post_logout_redirect_uri=https://app/bye&state=s';

test('a failed call with a client error shows the catalogue words (errorText), which the host can override', async () => {
  const off = await mount(AUTH, fakeIdp({ authorize: () => Promise.reject(new StytchAPIUnreachableError('fetch failed')) }));
  assert.match(off.text(), 'Unable to contact our servers.');
  assert.is(off.errors[0].name, 'StytchAPIUnreachableError');
  off.done();
  const schema = await mount(LOGOUT, fakeIdp({ logout: () => Promise.reject(new StytchAPISchemaError({ client_id: 'bad' })) }));
  assert.match(schema.text(), 'Something went wrong. Please try again.');
  assert.not.match(schema.text(), 'expected schema');
  schema.done();
  const de = await mount(AUTH, fakeIdp({ authorize: () => Promise.reject(new StytchAPIUnreachableError()) }), undefined, {
    'ui.error.StytchAPIUnreachableError': 'Keine Verbindung zum Server.',
  });
  assert.match(de.text(), 'Keine Verbindung zum Server.');
  de.done();
});

test('Logout with consent: Log out? Yes revokes (forceClear) and redirects; No shows the not-logged-out message', async () => {
  went.length = 0;
  const fake = fakeIdp();
  const h = await mount(LOGOUT, fake);
  assert.equal(fake.calls[0], ['logout', { client_id: 'c1', post_logout_redirect_uri: 'https://app/bye', state: 's' }]);
  assert.match(h.text(), 'Log out?');
  assert.match(h.text(), 'Are you sure you want to log out of your Acme account?');
  assert.equal(
    [...h.root.querySelectorAll('button')].map((b) => b.textContent),
    ['Yes', 'No'],
    "Yes, then No: the spec's order, and both official lines'",
  );
  button(h.root, 'Yes').click();
  await flush();
  assert.equal(fake.calls[1], ['revoke', { forceClear: true }]);
  assert.equal(went, ['https://app/bye']);
  h.done();
  const no = await mount(LOGOUT, fakeIdp());
  button(no.root, 'No').click();
  await flush();
  assert.match(no.text(), 'You have not been logged out. You may close this page.');
  no.done();
});

test('hideHeaderText does not apply to the identity provider (the official SDK hides Main headings only)', async () => {
  const styles = { hideHeaderText: true };
  const consent = await mount(AUTH, fakeIdp(), undefined, undefined, { styles });
  assert.is(consent.root.querySelector('h2')!.className, cx.heading, 'the consent heading shows');
  consent.done();
  const logout = await mount(LOGOUT, fakeIdp(), undefined, undefined, { styles });
  assert.match(logout.root.querySelector('h2')!.textContent!, 'Log out?');
  assert.is(logout.root.querySelector('h2')!.className, cx.heading, 'the logout heading shows');
  logout.done();
});

test("mountIdentityProvider hands the host's callbacks to the mount: what fails to load there reaches onError", async () => {
  // What the mount gives the widget's tree (CallbacksContext: lazy parts, the locale and presentation loads report to it).
  const seen: unknown[] = [];
  const prev = options.vnode;
  options.vnode = (v) => {
    if (v.type === CallbacksContext.Provider) seen.push((v.props as { value?: unknown }).value);
    prev?.(v);
  };
  try {
    const onError = () => {};
    const h = await mount(AUTH, fakeIdp(), undefined, undefined, { callbacks: { onError } });
    assert.ok(seen.length > 0);
    assert.is((seen.at(-1) as { onError?: unknown } | undefined)?.onError, onError);
    h.done();
  } finally {
    options.vnode = prev;
  }
});

test('Logout without consent: revoke with forced clear (errors ignored), then redirect', async () => {
  went.length = 0;
  const fake = fakeIdp({
    logout: () => ({ consent_required: false, redirect_uri: 'https://app/after' }),
    revoke: () => Promise.reject(new Error('offline')),
  });
  const h = await mount(LOGOUT, fake);
  assert.equal(
    fake.calls.map((c) => c[0]),
    ['logout', 'revoke'],
  );
  assert.equal(went, ['https://app/after']);
  h.done();
});

test("Logout accepted without a redirect_uri in the answer: the query's post_logout_redirect_uri", async () => {
  went.length = 0;
  const h = await mount(LOGOUT, fakeIdp({ logout: () => ({ consent_required: false }) }));
  assert.equal(went, ['https://app/bye']);
  h.done();
});

test('Logout preflight refused (redirect URI not registered): the server error as text, no revoke, no redirect', async () => {
  went.length = 0;
  const fake = fakeIdp({ logout: () => Promise.reject({ error_message: 'post_logout_redirect_uri is not registered' }) });
  const h = await mount(LOGOUT, fake);
  assert.equal(
    fake.calls.map((c) => c[0]),
    ['logout'],
  );
  assert.equal(went, []);
  assert.match(h.text(), 'post_logout_redirect_uri is not registered');
  assert.is(h.errors.length, 1);
  h.done();
});

test("Logout to a native app's own scheme (a redirect its client registered): revoke, then there", async () => {
  went.length = 0;
  const fake = fakeIdp({ logout: () => ({ consent_required: false, redirect_uri: 'com.example.notes:/signed-out' }) });
  const h = await mount(LOGOUT, fake);
  assert.equal(went, ['com.example.notes:/signed-out']);
  h.done();
});

test('Logout to a javascript: or data: redirect_uri: an invalid response, no revoke, no redirect', async () => {
  for (const redirect_uri of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>']) {
    went.length = 0;
    const fake = fakeIdp({ logout: () => ({ consent_required: false, redirect_uri }) });
    const h = await mount(LOGOUT, fake);
    assert.equal(
      fake.calls.map((c) => c[0]),
      ['logout'],
    );
    assert.equal(went, []);
    assert.is(h.errors[0]?.name, 'SDKInvalidResponseError');
    h.done();
  }
});

test('the component mounts through the consumer seam the same way', async () => {
  window.history.replaceState(null, '', `http://localhost:3000/oauth${AUTH}`);
  document.body.innerHTML = '<div id="c"></div>';
  mountWidget('#c', <IdentityProvider client={fakeIdp().client} />, { text: idpText });
  await flush();
  assert.match(document.body.textContent || '', 'Sign in to Docs with Acme');
  unmountWidget('#c');
});

test('consent title: ungrantable scopes do not count (a custom scope the user cannot grant keeps the sign-in title)', async () => {
  const fake = fakeIdp({
    authorize: () => ({
      consent_required: true,
      oidc_client: { client_name: 'Docs' },
      grantable_scope: 'openid',
      ungrantable_scope: 'admin:all',
    }),
  });
  const h = await mount(AUTH, fake);
  assert.match(h.text(), 'Sign in to Docs with Acme');
  assert.not.match(h.text(), 'wants to access');
  h.done();
});

test('Allow shows the loading view before the submit leaves the page', async () => {
  const fake = fakeIdp({
    authorize: () => ({ consent_required: true, oidc_client: { client_name: 'Docs' }, grantable_scope: 'openid', ungrantable_scope: '' }),
  });
  const h = await mount(AUTH, fake);
  button(h.root, 'Allow').click();
  await flush();
  assert.is(fake.calls[1][0], 'submit');
  assert.not.ok(button(h.root, 'Allow'), 'the consent screen is gone');
  assert.ok(h.root.querySelector('[role=status][aria-label="Loading"]'), 'the loading view');
  h.done();
});

test('consumer client: every requested scope is listed as granted, whatever the answer says, and no ungrantable section', async () => {
  const fake = fakeIdp({
    consumer: true,
    authorize: () => ({
      consent_required: true,
      oidc_client: { client_name: 'Docs' },
      grantable_scope: 'openid',
      ungrantable_scope: 'admin:all',
    }),
  });
  const h = await mount(AUTH, fake);
  assert.match(h.text(), 'Docs wants to access your Acme account');
  assert.match(h.text(), 'Use the read:docs scope');
  assert.not.match(h.text(), 'You do not have permissions');
  h.done();
});

/** Settings that arrive when the test says (a first visit: nothing cached, the name empty until then). */
function lateSettings(fake: ReturnType<typeof fakeIdp>) {
  let name = '';
  let asked = 0;
  let arrive = () => {};
  fake.client.bootstrap = {
    peek: () => ({ projectName: name }),
    getAsync: () => (asked++, new Promise((r) => (arrive = () => r({ projectName: (name = 'Acme') })))),
  };
  return { asked: () => asked, arrive: () => arrive() };
}

test('first visit: the project name arrives after the consent and logout screens are drawn, and their text takes it', async () => {
  const fake = fakeIdp({
    authorize: () => ({ consent_required: true, oidc_client: { client_name: 'Docs' }, grantable_scope: 'openid', ungrantable_scope: '' }),
  });
  const late = lateSettings(fake);
  const h = await mount(AUTH, fake);
  assert.match(h.text(), 'Sign in to Docs with');
  assert.not.match(h.text(), 'Acme');
  assert.is(late.asked(), 1, 'the settings request started after the first screen');
  late.arrive();
  await flush();
  assert.match(h.text(), 'Sign in to Docs with Acme');
  h.done();
  const out = fakeIdp();
  const later = lateSettings(out);
  const l = await mount(LOGOUT, out);
  assert.not.match(l.text(), 'Acme');
  later.arrive();
  await flush();
  assert.match(l.text(), 'Are you sure you want to log out of your Acme account?');
  l.done();
});

test('no session, then a sign-in in another tab: the consent screen follows (the session watch ends with the widget)', async () => {
  const fake = fakeIdp({ session: false });
  const h = await mount(AUTH, fake);
  assert.match(h.text(), 'No active session detected. Please log in to continue.');
  assert.equal(fake.calls, [['recover', undefined]], 'no session to read back');
  fake.signIn();
  await flush();
  assert.equal(fake.calls[1][0], 'start');
  assert.match(h.text(), 'Docs');
  assert.match(h.text(), 'Allow');
  fake.signIn(); // a session change on the consent screen starts nothing again
  await flush();
  assert.is(fake.calls.length, 2);
  h.done();
  assert.is(fake.listeners.size, 0, 'unsubscribed on unmount');
});

test('mounted again with other callbacks: the flow keeps its screen, the events go to the new ones', async () => {
  const fake = fakeIdp();
  const h = await mount(AUTH, fake);
  const later: any[] = [];
  mountIdentityProvider(fake.client, { elementId: '#idp', callbacks: { onEvent: (e) => later.push(e) } });
  await flush();
  assert.is(fake.calls.length, 1, 'no second preflight');
  button(h.root, 'Deny').click();
  await flush();
  assert.equal(
    later.map((e) => e.type),
    [StytchEventType.OAuthAuthorizeFlowConsentDenied],
  );
  assert.is(h.events.length, 1, 'the first callbacks saw only the start');
  h.done();
});

const TOKEN = { trustedAuthToken: 'jwt-1', tokenProfileID: 'profile-1' };

test('authTokenParams: the session here is revoked, the token attested (60 minutes), then the authorize preflight; a spinner meanwhile', async () => {
  let done = (_?: unknown) => {};
  const fake = fakeIdp({ consumer: true, attest: () => new Promise((r) => (done = r)) });
  const h = await mount(AUTH, fake, undefined, undefined, { authTokenParams: TOKEN });
  assert.equal(fake.calls, [
    ['revoke', { forceClear: true }],
    ['attest', { token: 'jwt-1', profile_id: 'profile-1', session_duration_minutes: 60 }],
  ]);
  assert.ok(h.root.querySelector('[role=status][aria-label="Loading"]'), 'the loading view while attesting');
  assert.is(h.events.length, 0, 'the flow has not started');
  done();
  await flush();
  assert.equal(
    fake.calls.map((c) => c[0]),
    ['revoke', 'attest', 'start'],
  );
  assert.match(h.text(), 'Docs wants to access your Acme account');
  h.done();
});

test('trustedAuthTokenParams (B2B name): no session -> no revoke; the signed-in member keeps its organization; the logout flow attests nothing', async () => {
  const fake = fakeIdp({ session: false });
  const h = await mount(AUTH, fake, undefined, undefined, { trustedAuthTokenParams: TOKEN });
  assert.equal(fake.calls[0], ['attest', { token: 'jwt-1', profile_id: 'profile-1', session_duration_minutes: 60 }]);
  assert.is(fake.calls[1][0], 'start');
  assert.match(h.text(), 'Allow');
  h.done();
  const member = fakeIdp();
  Object.assign(member.client, { self: { getSync: () => ({ organization_id: 'org-1' }) } });
  const m = await mount(AUTH, member, undefined, undefined, { trustedAuthTokenParams: TOKEN });
  assert.equal(member.calls[1], [
    'attest',
    { token: 'jwt-1', profile_id: 'profile-1', session_duration_minutes: 60, organization_id: 'org-1' },
  ]);
  m.done();
  const out = fakeIdp();
  const l = await mount(LOGOUT, out, undefined, undefined, { authTokenParams: TOKEN });
  assert.equal(
    out.calls.map((c) => c[0]),
    ['logout'],
  );
  l.done();
  const half = fakeIdp();
  const n = await mount(AUTH, half, undefined, undefined, { authTokenParams: { trustedAuthToken: '', tokenProfileID: 'p' } });
  assert.equal(
    half.calls.map((c) => c[0]),
    ['start'],
    'both fields or no attestation',
  );
  n.done();
});

test('authTokenParams refused: its words and onError, no preflight; a sign-in elsewhere then runs the flow without attesting again', async () => {
  const refused = Object.assign(new Error('jwt expired'), { error_type: 'invalid_token', error_message: 'The JWT has expired.' });
  const fake = fakeIdp({ session: false, attest: () => Promise.reject(refused) });
  const h = await mount(AUTH, fake, undefined, undefined, { authTokenParams: TOKEN });
  assert.match(h.text(), 'Looks like there was an error!');
  assert.match(h.text(), 'No active session detected. Please log in to continue.');
  assert.not.match(h.text(), 'JWT', 'the server words are not the message');
  assert.equal(h.errors, [refused]);
  assert.equal(
    fake.calls.map((c) => c[0]),
    ['attest'],
  );
  fake.signIn();
  await flush();
  assert.equal(
    fake.calls.map((c) => c[0]),
    ['attest', 'start'],
  );
  assert.match(h.text(), 'Allow');
  h.done();
});

test.run();
