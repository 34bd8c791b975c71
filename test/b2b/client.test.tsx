// StytchB2BUIClient end to end over a scripted fetch: the widget's calls reach the real B2B headless
// client and the wire (paths and bodies), the mount contract (selector error, re-mount, unmount).
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchB2BUIClient } from '../../src/b2b/StytchB2BUIClient';
import { installFetch, restoreFetch, type Recorded } from '../helpers/fake-fetch';
import { resetBrowser } from '../helpers/browser';
import { flush, org, setURL, submit, type } from './harness';
import { StytchEventType } from '../../src/core/enums';

let n = 0;
const MS = {
  member_session_id: 'ms',
  member_id: 'm1',
  organization_id: 'org-1',
  expires_at: new Date(Date.now() + 3600_000).toISOString(),
  last_accessed_at: '',
};
const ROUTES: Record<string, (r: Recorded) => object> = {
  '/b2b/magic_links/email/discovery/send': () => ({}),
  '/b2b/magic_links/discovery/authenticate': () => ({
    email_address: 'ada@acme.com',
    intermediate_session_token: 'ist',
    discovered_organizations: [
      {
        organization: org(),
        membership: { type: 'active_member', details: null, member: null },
        member_authenticated: false,
        primary_required: null,
        mfa_required: null,
      },
    ],
  }),
  '/b2b/discovery/intermediate_sessions/exchange': () => ({
    member_id: 'm1',
    member: { member_id: 'm1' },
    organization: org(),
    member_session: MS,
    session_token: 'st',
    session_jwt: 'jwt',
    intermediate_session_token: '',
  }),
  '/b2b/organizations/search': () => ({ organization: org() }),
};

function setup() {
  resetBrowser(); // no session cookie of an earlier test (a client reads a cookie's session back)
  const f = installFetch((r) => {
    if (r.path.startsWith('/projects/bootstrap/'))
      return { body: { data: { project_name: 'Proj', create_organization_enabled: true, email_domains: ['acme.com'] } } };
    const h = ROUTES[r.path];
    return h ? { body: { data: h(r) } } : { status: 404, body: { status_code: 404, error_type: 'not_found', error_message: r.path } };
  });
  const client = new StytchB2BUIClient(`public-token-test-b2bui-${++n}`, { endpoints: { testAPIURL: 'http://127.0.0.1:4997' } });
  document.body.innerHTML = '<div id="login"></div>';
  const calls = () => f.calls.filter((c) => !c.path.startsWith('/projects/bootstrap') && c.path !== '/events');
  return {
    client,
    calls,
    done: () => {
      client.telemetry.flush(); // while the scripted fetch is still in place
      restoreFetch();
    },
  };
}

test('mounting on a missing element throws the official message, naming the method called', () => {
  const s = setup();
  try {
    assert.throws(
      () => s.client.mount({ elementId: '#nope', config: { authFlowType: 'Discovery', products: ['emailMagicLinks'] } }),
      (e: Error) =>
        e.message ===
        'The selector you specified (#nope) applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling mount().',
    );
    assert.throws(
      () => s.client.mountIdentityProvider({ elementId: '#nope' }),
      (e: Error) => e.message.endsWith('before calling mountIdentityProvider().'),
    );
    assert.throws(
      () => s.client.mountMemberProfile({ elementId: '#nope' }),
      (e: Error) => e.message.endsWith('before calling mountMemberProfile().'),
    );
  } finally {
    s.done();
  }
});

test('discovery flow over the wire: email -> discovery send; token link -> Discovery list -> exchange -> LoggedIn', async () => {
  const s = setup();
  try {
    setURL('http://localhost:3000/login');
    const events: string[] = [];
    const config = {
      authFlowType: 'Discovery' as const,
      products: ['emailMagicLinks' as const],
      emailMagicLinksOptions: { discoveryRedirectURL: 'http://localhost:3000/auth' },
    };
    s.client.mount({ elementId: '#login', config, callbacks: { onEvent: (e) => events.push(e.type) } });
    await flush();
    const root = document.querySelector('#login > div')!;
    type(root.querySelector('input[type="email"]'), 'ada@acme.com');
    await flush();
    submit(root);
    await flush(8);
    const send = s.calls()[0];
    assert.is(send.path, '/b2b/magic_links/email/discovery/send');
    assert.equal(send.body, { email_address: 'ada@acme.com', discovery_redirect_url: 'http://localhost:3000/auth' });
    assert.match(root.textContent || '', 'Check your email');
    s.client.unmount('#login');
    assert.is(document.querySelector('#login')!.children.length, 0);

    setURL('http://localhost:3000/login?token=dml&stytch_token_type=discovery');
    s.client.mount({ elementId: '#login', config, callbacks: { onEvent: (e) => events.push(e.type) } });
    await flush(8);
    const root2 = document.querySelector('#login > div')!;
    assert.equal(s.calls()[1].body, { discovery_magic_links_token: 'dml' });
    assert.match(root2.textContent || '', 'Select an organization to continue');
    assert.is(window.location.search, '');
    [...root2.querySelectorAll('li button')]
      .find((b) => b.textContent?.includes('Acme'))!
      .dispatchEvent(new Event('click', { bubbles: true }));
    await flush(8);
    assert.is(s.calls()[2].path, '/b2b/discovery/intermediate_sessions/exchange');
    assert.equal(s.calls()[2].body, { organization_id: 'org-1', session_duration_minutes: 30, intermediate_session_token: 'ist' });
    assert.match(root2.textContent || '', 'You have successfully logged in.');
    assert.ok(events.includes(StytchEventType.AuthenticateFlowComplete));
    assert.equal(s.client.session.getSync()?.member_session_id, 'ms');
    s.client.unmount('#login');
  } finally {
    s.done();
  }
});

test('organization flow: the organization is fetched by slug over the wire; re-mounting keeps the flow', async () => {
  const s = setup();
  try {
    setURL('http://localhost:3000/login');
    const config = { authFlowType: 'Organization' as const, products: ['emailMagicLinks' as const], organizationSlug: 'acme' };
    s.client.mount({ elementId: '#login', config });
    await flush(8);
    assert.equal(s.calls()[0].body, { organization_slug: 'acme' });
    const root = document.querySelector('#login > div')!;
    assert.match(root.textContent || '', 'Continue to Acme');
    s.client.mount({ elementId: '#login', config, strings: { 'main.orgTitle': 'Into {organization}' } });
    await flush();
    assert.match(root.textContent || '', 'Into Acme');
    assert.is(s.calls().length, 1, 'not loaded again');
    s.client.unmount('#login');
  } finally {
    s.done();
  }
});

test.run();
