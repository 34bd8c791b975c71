// Google One Tap in the organization widget: shown only for Google-with-one_tap as the only
// provider and product; the credential goes to the submit call and the page follows its redirect;
// failures show the plain Google button, with developer messages only for a test public token.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { oneTapEnv } from '../../src/ui/google';
import { unmountWidget } from '../../src/ui/mount';
import { apiError, flush, org, render, setURL } from './harness';

let init: any = null;
let promptCb: any = null;
const went: string[] = [];
oneTapEnv.load = async () => ({ initialize: (o: any) => void (init = o), prompt: (cb: any) => void (promptCb = cb) });
oneTapEnv.redirect = (u) => void went.push(u);

const config = {
  organizationSlug: 'acme',
  products: ['oauth'],
  oauthOptions: { providers: [{ type: 'google', one_tap: true }], loginRedirectURL: 'https://a/l', signupRedirectURL: 'https://a/s' },
};
const base = { 'organization.getBySlug': () => ({ organization: org() }) };

test('One Tap: start, prompt inside the widget, credential submitted, redirect followed', async () => {
  setURL('http://localhost:3000/login');
  init = null;
  const h = await render(config as any, {
    ...base,
    'oauth.googleOneTap.start': () => ({ google_client_id: 'gid' }),
    'oauth.googleOneTap.submit': () => ({ redirect_url: 'https://a/l?token=x' }),
  });
  await flush();
  assert.equal(h.called('oauth.googleOneTap.start'), [
    { organization_id: 'org-1', login_redirect_url: 'https://a/l', signup_redirect_url: 'https://a/s' },
  ]);
  assert.is(init.client_id, 'gid');
  assert.is(init.prompt_parent_id, 'fl-b2b-onetap');
  assert.ok(h.root.querySelector('#fl-b2b-onetap'));
  await init.callback({ credential: 'jwt' });
  assert.equal(h.called('oauth.googleOneTap.submit'), [
    { id_token: 'jwt', nonce: init.nonce, organization_id: 'org-1', login_redirect_url: 'https://a/l', signup_redirect_url: 'https://a/s' },
  ]);
  assert.equal(went, ['https://a/l?token=x']);
  h.unmount();
});

test('One Tap in a shadow-DOM mount: the prompt parent is in the light DOM, slotted into the widget; the spinner goes once shown', async () => {
  setURL('http://localhost:3000/login');
  init = null;
  const h = await render(config as any, { ...base, 'oauth.googleOneTap.start': () => ({ google_client_id: 'gid' }) }, {}, true);
  await flush();
  // Google's script looks the parent up with document.getElementById, which cannot see into the shadow root.
  const parent = document.getElementById(init.prompt_parent_id)!;
  assert.ok(parent, 'the prompt parent is found from the document');
  assert.is(parent.parentElement, document.querySelector('#app'), 'a light-DOM child of the host');
  const slot = h.root.querySelector('[role=region] slot')!;
  assert.is(slot.getAttribute('name'), parent.getAttribute('slot'), 'shown inside the widget through its slot');
  assert.ok(h.root.querySelector('[role=region] [role=status]'), 'spinner while loading');
  promptCb({ isDisplayed: () => true });
  await flush();
  assert.not.ok(h.root.querySelector('[role=region] [role=status]'), 'no spinner beside the shown prompt');
  assert.is(h.root.querySelector('[role=region]')!.getAttribute('aria-busy'), 'false');
  unmountWidget(document.querySelector('#app')!);
  await flush();
  assert.not.ok(document.getElementById(init.prompt_parent_id), 'the light-DOM parent leaves with the widget');
});

test('One Tap: a start failure shows the Google button and, for a test token, the developer message', async () => {
  setURL('http://localhost:3000/login');
  const h = await render(config as any, { ...base, 'oauth.googleOneTap.start': () => Promise.reject(apiError('invalid_client')) });
  await flush();
  assert.match(h.text(), 'One Tap: Google does not know the OAuth client ID of this project.');
  assert.match(h.text(), 'Continue with Google');
  h.unmount();
  const live = await render(
    config as any,
    { ...base, 'oauth.googleOneTap.start': () => Promise.reject(apiError('invalid_client')) },
    { publicToken: 'public-token-live-x' },
  );
  await flush();
  assert.not.match(live.text(), 'One Tap:');
  assert.match(live.text(), 'Continue with Google');
  live.unmount();
});

test('One Tap: cancel or not displayed -> the plain Google button; other product mixes show plain buttons', async () => {
  setURL('http://localhost:3000/login');
  const h = await render(config as any, { ...base, 'oauth.googleOneTap.start': () => ({ google_client_id: 'gid' }) });
  await flush();
  promptCb({ isNotDisplayed: () => true, getNotDisplayedReason: () => 'unregistered_origin' });
  await flush();
  assert.match(h.text(), "One Tap: this page's origin is not an authorised JavaScript origin");
  assert.match(h.text(), 'Continue with Google');
  h.unmount();
  const mixed = await render({ ...config, products: ['oauth', 'emailMagicLinks'] } as any, base);
  assert.equal(mixed.called('oauth.googleOneTap.start'), []);
  assert.match(mixed.text(), 'Continue with Google');
  mixed.unmount();
});

test.run();
