import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LoginConfig } from '../../src/consumer/config';
import { oneTapAlone } from '../../src/consumer/oauth';
import { providerName } from '../../src/ui/provider-name';
import { ONE_TAP_ERRORS, oneTapEnv, type GoogleId, type PromptNotification } from '../../src/ui/google';
import { OAUTH_PROVIDERS } from '../../src/wire/routes';
import { byText, click, fakeUiClock, flush, until } from '../ui/util';
import { captureConsole } from '../helpers/browser';
import { fail, getClient, ok, setup } from './harness';

const clock = fakeUiClock();

/** A scripted google.accounts.id: records initialize options and holds the prompt callback. */
function fakeGoogle() {
  const g = { loads: 0, init: null as any, notify: null as ((n: PromptNotification) => void) | null };
  oneTapEnv.load = async () => {
    g.loads++;
    const id: GoogleId = {
      initialize: (o) => (g.init = o),
      prompt: (cb) => (g.notify = cb),
    };
    return id;
  };
  return g;
}
const displayed: PromptNotification = { isDisplayed: () => true };
const notDisplayed = (reason: string): PromptNotification => ({
  isDisplayed: () => false,
  isNotDisplayed: () => true,
  getNotDisplayedReason: () => reason,
});
const skipped = (reason: string): PromptNotification => ({
  isDisplayed: () => false,
  isNotDisplayed: () => false,
  isSkippedMoment: () => true,
  getSkippedReason: () => reason,
});

const oneTap = (position?: 'embedded' | 'floating' | 'embedded-only', extra: LoginConfig = {}): LoginConfig => ({
  products: ['oauth'],
  oauthOptions: {
    providers: [{ type: 'google', one_tap: true, position }],
    loginRedirectURL: 'https://app.test/in',
    signupRedirectURL: 'https://app.test/up',
  },
  ...extra,
});
const googleButton = (el: Element) => byText(el, 'button', 'Continue with Google');
const noScripts = () =>
  assert.is(document.querySelectorAll('script[src*="accounts.google.com"]').length, 0, 'the real Google script is never loaded');

test('19 providers: display names in configured order; each start URL carries redirects, custom scopes and provider params', async () => {
  const h = await setup({
    products: ['oauth'],
    oauthOptions: {
      providers: OAUTH_PROVIDERS.map((type) => ({ type, custom_scopes: ['a', 'b'], provider_params: { prompt: 'select_account' } })),
      loginRedirectURL: 'https://app.test/in',
      signupRedirectURL: 'https://app.test/up',
    },
  });
  const buttons = [...h.el.querySelectorAll('button')].filter((b) => b.textContent!.startsWith('Continue with'));
  assert.equal(
    buttons.map((b) => b.textContent),
    OAUTH_PROVIDERS.map((p) => `Continue with ${providerName(p)}`),
  );
  // The brands' own spelling, in the configured order.
  assert.equal(
    OAUTH_PROVIDERS.map(providerName).join(),
    'Google,Apple,Microsoft,GitHub,GitLab,Facebook,Discord,Salesforce,Slack,Amazon,Bitbucket,LinkedIn,Coinbase,Twitch,Twitter,TikTok,Snapchat,Figma,Yahoo',
  );
  assert.ok(
    h.text().includes('Continue with GitHub') && h.text().includes('Continue with LinkedIn') && h.text().includes('Continue with TikTok'),
  );
  assert.is(h.el.querySelectorAll('button svg').length, 19, 'an inline icon each, no images');
  assert.is(h.el.querySelectorAll('img').length, 0);
  const urls: string[] = [];
  (h.client as any).ctx.redirect = (u: string) => urls.push(u);
  for (const b of buttons) click(b);
  await until(() => urls.length === 19);
  for (const p of OAUTH_PROVIDERS) {
    // Starts finish in any order.
    const u = new URL(urls.find((x) => new URL(x).pathname === `/v1/public/oauth/${p}/start`)!);
    assert.is(u.searchParams.get('public_token'), 'public-token-test-ui');
    assert.is(u.searchParams.get('custom_scopes'), 'a b');
    assert.is(u.searchParams.get('provider_prompt'), 'select_account');
    assert.is(u.searchParams.get('login_redirect_url'), 'https://app.test/in');
    assert.is(u.searchParams.get('signup_redirect_url'), 'https://app.test/up');
  }
});

test('One Tap shown-alone rule: sole product, sole provider Google with one_tap, position not embedded-only', () => {
  assert.ok(oneTapAlone(oneTap()));
  assert.ok(oneTapAlone(oneTap('floating')));
  assert.ok(oneTapAlone(oneTap('embedded')));
  assert.not.ok(oneTapAlone(oneTap('embedded-only')));
  assert.not.ok(oneTapAlone({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } }));
  assert.not.ok(oneTapAlone({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true }, { type: 'apple' }] } }));
  assert.not.ok(oneTapAlone({ ...oneTap(), products: ['oauth', 'emailMagicLinks'] }));
  assert.not.ok(oneTapAlone({ products: ['oauth'], oauthOptions: { providers: [{ type: 'github', one_tap: true }] } }));
});

test('One Tap alone: invisible parent, floating prompt, nothing else until it fails', async () => {
  const g = fakeGoogle();
  const h = await setup(oneTap(), { 'POST /oauth/google/onetap/start': ok({ google_client_id: 'gid.apps' }) }, 'login', {
    styles: { logo: { logoImageUrl: 'https://app.test/logo.png' } },
  });
  await until(() => g.notify);
  assert.equal(h.sent('/oauth/google/onetap/start')[0].body, {
    login_redirect_url: 'https://app.test/in',
    signup_redirect_url: 'https://app.test/up',
  });
  assert.is(g.init.client_id, 'gid.apps');
  assert.is(g.init.prompt_parent_id, undefined, 'Google places the prompt itself');
  assert.is(g.init.cancel_on_tap_outside, true, "a floating prompt closes on a click outside it (Google's default)");
  const box = h.el.querySelector('[data-onetap]')!;
  assert.is(box.getAttribute('data-onetap'), 'alone');
  assert.not.ok(googleButton(h.el));
  assert.not.ok(h.el.querySelector('img'), 'no logo around the prompt (the theme has one)');
  const heading = h.el.querySelector('h2')!;
  assert.is(getComputedStyle(heading).position, 'absolute', 'the heading is for assistive technology only');
  assert.is(heading.textContent, 'Sign up or log in');
  noScripts();
  g.notify!(displayed);
  await flush();
  assert.not.ok(googleButton(h.el));
});

test('One Tap embedded: spinner while loading, prompt inside the widget, credential submitted, redirect followed', async () => {
  const g = fakeGoogle();
  const h = await setup(
    { ...oneTap('embedded'), products: ['oauth', 'emailMagicLinks'] },
    {
      'POST /oauth/google/onetap/start': ok({ google_client_id: 'gid.apps' }),
      'POST /oauth/google/onetap/submit': ok({ redirect_url: 'https://app.test/in?stytch_token_type=oauth&token=t1' }),
    },
  );
  const box = h.el.querySelector('[data-onetap]')!;
  assert.is(box.getAttribute('data-onetap'), 'embedded');
  assert.ok(box.querySelector('[role=status]'), 'spinner while loading');
  assert.is(box.getAttribute('data-height'), '47');
  assert.is(getComputedStyle(box).minHeight, '47px', 'the default height reaches the widget CSS');
  await until(() => g.notify);
  assert.is(g.init.prompt_parent_id, box.id);
  assert.is(g.init.cancel_on_tap_outside, false, 'an embedded prompt stays');
  assert.ok(g.init.nonce.length >= 16);
  g.notify!(displayed);
  await flush();
  assert.not.ok(box.querySelector('[role=status]'), 'spinner gone once shown');
  let to = '';
  oneTapEnv.redirect = (u) => (to = u);
  await g.init.callback({ credential: 'google-id-token' });
  assert.equal(h.sent('/oauth/google/onetap/submit')[0].body, {
    id_token: 'google-id-token',
    nonce: g.init.nonce,
    login_redirect_url: 'https://app.test/in',
    signup_redirect_url: 'https://app.test/up',
  });
  assert.is(to, 'https://app.test/in?stytch_token_type=oauth&token=t1');
  noScripts();
});

test('One Tap embedded in a shadow-DOM mount: the prompt parent is in the light DOM, slotted into the box, measured there', async () => {
  const g = fakeGoogle();
  const h = await setup(
    { ...oneTap('embedded-only'), enableShadowDOM: true },
    { 'POST /oauth/google/onetap/start': ok({ google_client_id: 'gid' }) },
  );
  await until(() => g.notify);
  const shadow = h.el.shadowRoot!;
  const box = shadow.querySelector('[data-onetap]')!;
  // Google's script looks the parent up with document.getElementById, which cannot see into the shadow root.
  const parent = document.getElementById(g.init.prompt_parent_id)!;
  assert.ok(parent, 'the prompt parent is found from the document');
  assert.is(parent.parentElement, h.el, 'a light-DOM child of the host');
  assert.is(box.querySelector('slot')?.getAttribute('name'), parent.getAttribute('slot'), 'shown in the box through its slot');
  g.notify!(displayed);
  await flush();
  const frame = document.createElement('div');
  frame.getBoundingClientRect = () => ({ height: 130 }) as DOMRect;
  parent.append(frame);
  window.dispatchEvent(new Event('resize'));
  await clock.advance(100);
  await flush();
  assert.is(box.getAttribute('data-height'), '130', "Google's prompt is measured where it is drawn");
  h.client.unmount('#login');
  assert.not.ok(document.getElementById(g.init.prompt_parent_id), 'the light-DOM parent leaves with the widget');
});

test('One Tap: a javascript: redirect_url from the server is not followed; the failure is reported', async () => {
  const g = fakeGoogle();
  const h = await setup(
    { ...oneTap('embedded'), products: ['oauth', 'emailMagicLinks'] },
    {
      'POST /oauth/google/onetap/start': ok({ google_client_id: 'gid.apps' }),
      'POST /oauth/google/onetap/submit': ok({ redirect_url: 'javascript:alert(document.cookie)' }),
    },
  );
  await until(() => g.notify);
  g.notify!(displayed);
  await flush();
  let to = '';
  oneTapEnv.redirect = (u) => (to = u);
  await g.init.callback({ credential: 'google-id-token' });
  await flush();
  assert.is(to, '');
  assert.is((h.errors.at(-1) as Error)?.name, 'SDKInvalidResponseError');
  noScripts();
});

test('One Tap embedded: resize re-measures after 100 ms of quiet', async () => {
  const g = fakeGoogle();
  const h = await setup({ ...oneTap('embedded-only') }, { 'POST /oauth/google/onetap/start': ok({ google_client_id: 'gid' }) });
  await until(() => g.notify);
  g.notify!(displayed);
  await flush();
  const box = h.el.querySelector('[data-onetap]')!;
  const frame = document.createElement('div');
  frame.getBoundingClientRect = () => ({ height: 120 }) as DOMRect;
  box.prepend(frame);
  window.dispatchEvent(new Event('resize'));
  await clock.advance(60);
  window.dispatchEvent(new Event('resize'));
  await clock.advance(99);
  await flush();
  assert.is(box.getAttribute('data-height'), '47', 'debounced');
  assert.is(getComputedStyle(box).minHeight, '47px', 'debounced');
  await clock.advance(1);
  await flush();
  assert.is(box.getAttribute('data-height'), '120');
  assert.is(getComputedStyle(box).minHeight, '120px', 'the measured height reaches the widget CSS');
});

test('One Tap cancel: the loader goes, height back to 47, the plain Google button shows; reason logged', async () => {
  const g = fakeGoogle();
  const h = await setup(oneTap('embedded-only'), { 'POST /oauth/google/onetap/start': ok({ google_client_id: 'gid' }) });
  await until(() => g.notify);
  // a measured prompt of 120 px first: after the cancel nothing may keep that height
  const frame = document.createElement('div');
  frame.getBoundingClientRect = () => ({ height: 120 }) as DOMRect;
  h.el.querySelector('[data-onetap]')!.prepend(frame);
  window.dispatchEvent(new Event('resize'));
  await clock.advance(100);
  await flush();
  assert.is(getComputedStyle(h.el.querySelector('[data-onetap]')!).minHeight, '120px');
  const logs = await captureConsole('warn', async () => {
    g.notify!(skipped('user_cancel'));
    await flush();
  });
  assert.equal(logs, ['One Tap could not load: user_cancel']);
  // The height is back to 47: the measured container leaves and the 47 px Google button takes its place.
  assert.not.ok(h.el.querySelector('[data-onetap]'));
  assert.not.ok(
    [...h.el.querySelectorAll('*')].some((e) => getComputedStyle(e).minHeight === '120px'),
    'no 120 px box left',
  );
  assert.not.ok(h.el.querySelector('[role=status][aria-label="Sign in with Google One Tap"]'));
  assert.ok(googleButton(h.el));
  assert.is(h.el.querySelector('[role=alert]')!.textContent, '', 'no developer message for a cancel');
});

test('One Tap floating: Google button shown alongside; no container in the widget', async () => {
  const g = fakeGoogle();
  const h = await setup(
    { ...oneTap('floating'), products: ['oauth', 'emailMagicLinks'] },
    { 'POST /oauth/google/onetap/start': ok({ google_client_id: 'gid' }) },
  );
  await until(() => g.notify);
  assert.is(h.el.querySelector('[data-onetap]'), null);
  assert.is(g.init.prompt_parent_id, undefined);
  assert.ok(googleButton(h.el));
});

test('One Tap floating with cancel_on_tap_outside: false: Google is told so', async () => {
  const g = fakeGoogle();
  const config = oneTap('floating');
  config.oauthOptions!.providers = [{ type: 'google', one_tap: true, position: 'floating', cancel_on_tap_outside: false }];
  await setup(config, { 'POST /oauth/google/onetap/start': ok({ google_client_id: 'gid' }) });
  await until(() => g.notify);
  assert.is(g.init.cancel_on_tap_outside, false);
});

/** Each error state: how to cause it and a phrase of its developer message. */
const CASES: [string, Record<string, any>, PromptNotification | null, string][] = [
  [
    'origin_not_allowed_for_client',
    { 'POST /oauth/google/onetap/start': ok({ google_client_id: 'gid' }) },
    notDisplayed('unregistered_origin'),
    'Authorized JavaScript origins',
  ],
  [
    'invalid_client',
    { 'POST /oauth/google/onetap/start': ok({ google_client_id: 'gid' }) },
    notDisplayed('invalid_client'),
    'does not know the OAuth client ID',
  ],
  ['oauth_config_not_found', { 'POST /oauth/google/onetap/start': ok({}) }, null, 'no Google OAuth client is configured'],
  [
    'no_login_redirect_urls_set',
    { 'POST /oauth/google/onetap/start': fail('no_login_redirect_urls_set') },
    null,
    'set a login redirect URL',
  ],
  [
    'no_signup_redirect_urls_set',
    { 'POST /oauth/google/onetap/start': fail('no_signup_redirect_urls_set') },
    null,
    'set a signup redirect URL',
  ],
  [
    'default_provider_not_allowed',
    { 'POST /oauth/google/onetap/start': fail('default_provider_not_allowed') },
    null,
    'the default one is not allowed',
  ],
];

test('One Tap error states: developer messages with a test token, only the Google button with a live one', async () => {
  assert.equal(ONE_TAP_ERRORS, CASES.map((c) => c[0]) as any);
  const ctx = (getClient() as any).ctx;
  for (const live of [false, true]) {
    for (const [state, routes, notification, phrase] of CASES) {
      const g = fakeGoogle();
      ctx.publicToken = live ? 'public-token-live-ui' : 'public-token-test-ui';
      try {
        const logs = await captureConsole('warn', async () => {
          const h = await setup(oneTap('embedded-only'), routes);
          if (notification) {
            await until(() => g.notify, state);
            g.notify!(notification);
          }
          await until(() => googleButton(h.el), `${state}: Google button`);
          const alert = h.el.querySelector('[role=alert]')!.textContent || '';
          if (live) assert.is(alert, '', `${state}: nothing for live tokens`);
          else assert.ok(alert.includes(phrase), `${state}: ${alert}`);
          if (state === 'origin_not_allowed_for_client' && !live) assert.ok(alert.includes(location.origin));
        });
        assert.ok(
          logs.some((l) => l.startsWith('One Tap could not load: ')),
          `${state}: logged`,
        );
      } finally {
        ctx.publicToken = 'public-token-test-ui';
      }
    }
  }
  noScripts();
});

test('One Tap: the Google script loads only when a one_tap provider shows; fallback button starts the redirect', async () => {
  const g = fakeGoogle();
  const h = await setup({ products: ['oauth'], oauthOptions: { providers: ['google'] } });
  await flush();
  assert.is(g.loads, 0);
  assert.is(h.sent('/oauth/google/onetap/start').length, 0);
  // No redirect URLs, scopes or params configured: the start URL leaves them out (not "undefined").
  let plain = '';
  (h.client as any).ctx.redirect = (u: string) => (plain = u);
  click(googleButton(h.el));
  await until(() => plain);
  // (code_challenge follows the project's PKCE setting: test/core/oauth.test.ts)
  assert.equal(
    [...new URL(plain).searchParams.keys()].filter((k) => k !== 'code_challenge'),
    ['public_token'],
  );
  const h2 = await setup(oneTap('embedded-only'), { 'POST /oauth/google/onetap/start': fail('oauth_config_not_found') });
  await captureConsole('warn', () => until(() => googleButton(h2.el)));
  let to = '';
  (h2.client as any).ctx.redirect = (u: string) => (to = u);
  click(googleButton(h2.el));
  await until(() => to);
  assert.ok(to.includes('/v1/public/oauth/google/start?'));
});

test.run();
