// StytchB2BUIClient's mounts over a scripted fetch (B2B spec section 7 and section 2 IDPConsent):
// mountIdentityProvider loads the identity-provider widget on first use (a Spinner meanwhile), an
// unmount while it loads leaves the element empty, the host's `strings` reach the IDP screens; and
// mount() logs 'render_b2b_login_screen' with the config.
import { clearBrowserState } from '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchB2BUIClient } from '../../src/b2b/StytchB2BUIClient';
import { installFetch, restoreFetch, type Recorded } from '../helpers/fake-fetch';
import { flush, member, org, setURL } from './harness';
import { until } from '../helpers/kit';

let n = 0;
/** Whether the project shows the watermark (its settings' disable_sdk_watermark false). */
let watermark = false;
const MS = {
  member_session_id: 'ms',
  member_id: 'mem-1',
  organization_id: 'org-1',
  expires_at: new Date(Date.now() + 3600_000).toISOString(),
  last_accessed_at: '',
  authentication_factors: [],
  roles: [],
};
const AUTH = '?client_id=c1&redirect_uri=https://app/cb&response_type=code&scope=openid%20email';

function setup() {
  const f = installFetch((r: Recorded) => {
    if (r.path.startsWith('/projects/bootstrap/'))
      return { body: { data: { project_name: 'Proj', ...(watermark && { disable_sdk_watermark: false }) } } };
    if (r.path === '/b2b/sessions/revoke') return { body: { data: {} } };
    if (r.path === '/b2b/magic_links/authenticate' || r.path === '/b2b/sessions/attest')
      return {
        body: {
          data: {
            member_id: 'mem-1',
            member: member(),
            organization: org(),
            member_session: MS,
            session_token: 'st',
            session_jwt: 'jwt',
            intermediate_session_token: '',
          },
        },
      };
    if (r.path === '/b2b/oauth/authorize/start')
      return {
        body: {
          data: {
            consent_required: true,
            oidc_client: { client_id: 'c1', client_name: 'Docs' },
            grantable_scope: 'openid',
            ungrantable_scope: '',
          },
        },
      };
    if (r.path === '/events') return { body: { data: {} } };
    return { status: 404, body: { status_code: 404, error_type: 'not_found', error_message: r.path } };
  });
  const client = new StytchB2BUIClient(`public-token-test-b2bmount-${++n}`, { endpoints: { testAPIURL: 'http://127.0.0.1:4997' } });
  document.body.innerHTML = '<div id="idp"></div><div id="login"></div>';
  const calls = (path: string) => f.calls.filter((c) => c.path === path);
  const all = () => f.calls;
  const signIn = () => client.magicLinks.authenticate({ magic_links_token: 'ml', session_duration_minutes: 30 });
  const text = (sel: string) => (document.querySelector(sel)?.textContent || '').replace(/\s+/g, ' ');
  return { client, calls, all, signIn, text };
}

/** Runs a test body on a fresh client; the scripted fetch stays in place until telemetry is flushed. */
const withClient = (body: (s: ReturnType<typeof setup>) => Promise<void>) => async () => {
  const s = setup();
  try {
    await body(s);
  } finally {
    s.client.telemetry.flush();
    restoreFetch();
    clearBrowserState(); // its sign-ins leave no session cookie for the next test file's clients
  }
};

// First in this file: the chunk has not loaded yet (the module keeps it once loaded).
test(
  'mountIdentityProvider: unmounted before the chunk is in -> nothing renders later and no preflight is made',
  withClient(async (s) => {
    await s.signIn();
    setURL(`http://localhost:3000/oauth${AUTH}`);
    s.client.mountIdentityProvider({ elementId: '#idp' });
    s.client.unmount('#idp');
    await flush(8);
    assert.is(document.querySelector('#idp')!.innerHTML, '');
    assert.equal(s.calls('/b2b/oauth/authorize/start'), []);
  }),
);

test(
  'mountIdentityProvider: a Spinner while the identity-provider chunk loads, then the consent screen over the wire',
  withClient(async (s) => {
    await s.signIn();
    setURL(`http://localhost:3000/oauth${AUTH}`);
    const events: string[] = [];
    s.client.mountIdentityProvider({ elementId: '#idp', callbacks: { onEvent: (e) => events.push(e.type) } });
    const spinner = document.querySelector('#idp [role="status"][aria-label="Loading"]');
    assert.ok(spinner, 'a Spinner while the chunk loads');
    await flush(8);
    assert.not.ok(document.querySelector('#idp [role="status"][aria-label="Loading"]'), 'the Spinner is replaced');
    assert.equal(
      s.calls('/b2b/oauth/authorize/start').map((c) => c.body),
      [{ client_id: 'c1', redirect_uri: 'https://app/cb', response_type: 'code', scope: 'openid email' }],
    );
    assert.match(s.text('#idp'), 'Sign in to Docs with Proj');
    assert.match(s.text('#idp'), 'Verify your identity');
    assert.ok([...document.querySelectorAll('#idp button')].some((b) => b.textContent?.trim() === 'Allow'));
    assert.is(events.length, 1, 'the start event');
    s.client.unmount('#idp');
    assert.is(document.querySelector('#idp')!.children.length, 0);
  }),
);

test(
  "mountIdentityProvider: the host's strings override the identity-provider texts; no session -> its message and onError",
  withClient(async (s) => {
    setURL(`http://localhost:3000/oauth${AUTH}`);
    const errors: unknown[] = [];
    s.client.mountIdentityProvider({
      elementId: '#idp',
      strings: { 'idp.noSession': 'Bitte zuerst anmelden.' },
      callbacks: { onError: (e) => errors.push(e) },
    });
    await flush(8);
    assert.match(s.text('#idp'), 'Bitte zuerst anmelden.');
    assert.not.match(s.text('#idp'), 'No active session detected.');
    assert.match(s.text('#idp'), 'Looks like there was an error!', 'the strings not overridden keep their default');
    assert.is((errors[0] as Error).name, 'NoCurrentSessionError');
    s.client.unmount('#idp');
    s.client.mountIdentityProvider({ elementId: '#idp' });
    await flush(8);
    assert.match(s.text('#idp'), 'No active session detected. Please log in to continue.');
    s.client.unmount('#idp');
  }),
);

test(
  'mountIdentityProvider with trustedAuthTokenParams: revoke, then POST /b2b/sessions/attest with the member organization, then the preflight',
  withClient(async (s) => {
    await s.signIn();
    setURL(`http://localhost:3000/oauth${AUTH}`);
    s.client.mountIdentityProvider({
      elementId: '#idp',
      trustedAuthTokenParams: { trustedAuthToken: 'jwt-1', tokenProfileID: 'profile-1' },
    });
    await flush(12);
    const [attest] = s.calls('/b2b/sessions/attest');
    assert.equal(attest.body, { token: 'jwt-1', profile_id: 'profile-1', organization_id: 'org-1', session_duration_minutes: 60 });
    const order = (p: string) => s.all().findIndex((c) => c.path === p);
    assert.ok(order('/b2b/sessions/revoke') < order('/b2b/sessions/attest'), 'the session here is revoked first');
    assert.ok(order('/b2b/sessions/attest') < order('/b2b/oauth/authorize/start'), 'attested before the preflight');
    assert.match(s.text('#idp'), 'Sign in to Docs with Proj');
    s.client.unmount('#idp');
  }),
);

test(
  "mount logs 'render_b2b_login_screen' with the config (section 7 event logging), once per widget",
  withClient(async (s) => {
    setURL('http://localhost:3000/login');
    const config = { authFlowType: 'Discovery' as const, products: ['emailMagicLinks' as const] };
    s.client.mount({ elementId: '#login', config });
    s.client.mount({ elementId: '#login', config, strings: { 'main.discoveryTitle': 'Hallo' } });
    await flush();
    s.client.telemetry.flush();
    await flush();
    const logged = s
      .calls('/events')
      .flatMap((c) => c.body.map((r: any) => r.event))
      .filter((e: any) => e.event_name === 'render_b2b_login_screen');
    assert.equal(
      logged.map((e: any) => e.details),
      [{ config }],
      'a re-mount of the same widget does not log again',
    );
    s.client.unmount('#login');
  }),
);

test(
  'the function mount returns unmounts and forgets the flow, as unmount(elementId) does: the next mount is a new widget',
  withClient(async (s) => {
    setURL('http://localhost:3000/login');
    const config = { authFlowType: 'Discovery' as const, products: ['emailMagicLinks' as const] };
    const off = s.client.mount({ elementId: '#login', config });
    off();
    assert.is(s.text('#login'), '', 'unmounted');
    s.client.mount({ elementId: '#login', config });
    await flush();
    s.client.telemetry.flush();
    await flush();
    const logged = s
      .calls('/events')
      .flatMap((c) => c.body.map((r: any) => r.event))
      .filter((e: any) => e.event_name === 'render_b2b_login_screen');
    assert.is(logged.length, 2, 'a new widget (a kept one would not log again)');
    s.client.unmount('#login');
  }),
);

/** The 'render_b2b_login_screen' events sent so far: one per new widget. */
async function widgetsLogged(s: ReturnType<typeof setup>) {
  await flush();
  s.client.telemetry.flush();
  await flush();
  return s
    .calls('/events')
    .flatMap((c) => c.body.map((r: any) => r.event))
    .filter((e: any) => e.event_name === 'render_b2b_login_screen').length;
}

test(
  'a mount with another flow is a new widget instance: nothing of the old one is kept',
  withClient(async (s) => {
    setURL('http://localhost:3000/login');
    watermark = true;
    const footer = () => [...document.querySelectorAll('#login p')].find((p) => p.textContent === 'Powered by featherlogin');
    s.client.mount({ elementId: '#login', config: { authFlowType: 'Discovery', products: ['emailMagicLinks'] } });
    await until(footer, 'the watermark');
    const before = footer();
    s.client.mount({ elementId: '#login', config: { authFlowType: 'Organization', products: ['emailMagicLinks'] } });
    await until(footer, 'the watermark');
    assert.is.not(footer(), before, "the new widget's own elements (the same component kept would keep them)");
    assert.is(await widgetsLogged(s), 2);
    s.client.unmount('#login');
    watermark = false;
  }),
);

test(
  "a host the page removed without unmounting is taken down at the client's next mount; put back, it keeps its widget",
  withClient(async (s) => {
    setURL('http://localhost:3000/login');
    const config = { authFlowType: 'Discovery' as const, products: ['emailMagicLinks' as const] };
    const login = document.querySelector('#login')!;
    s.client.mount({ elementId: '#login', config });
    login.remove(); // a single-page app drops the node
    s.client.mount({ elementId: '#idp', config });
    assert.is(login.innerHTML, '', 'the removed host was taken down');
    document.body.append(login);
    s.client.mount({ elementId: '#login', config });
    assert.is(await widgetsLogged(s), 2, 'the element put back keeps its widget (a new one would log again)');
    s.client.unmount('#login');
    s.client.unmount('#idp');
  }),
);

test.run();
