// Code the B2B widget loads before a transition: the machine's MFA half (machine-mfa.ts) comes with
// the MFA chunk, whose screen MFALoad a primary success that needs a second factor waits on (a
// failed load there: ui/lazy.tsx's Retry, the success kept); the redirect-token intent (intents/token.ts) comes with the steps chunk, which a page
// address with a token loads (intents/load.ts), and so do Main's email form and its OAuth and SSO
// buttons for their intents (intents/email.ts, start.ts). A chunk that cannot load is the default Error screen (the form: its inline
// default message) and goes to onError.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { StytchB2BUIConfig } from '../../src/b2b/config';
import { chunks } from '../../src/b2b/lazy';
import { B2BWidget, SCREENS } from '../../src/b2b/B2BWidget';
import { lazyComponent } from '../../src/ui/lazy';
import { until } from '../helpers/kit';
import { load } from '../../src/b2b/intents/load';
import { b2bText } from '../../src/b2b/text';
import { mountWidget } from '../../src/ui/mount';
import { createWidget } from '../../src/b2b/widget';
import { advance, primary } from '../../src/b2b/intents/core';
import { auth, button, enter, fakeClient, flush, member, session, setURL, t } from './harness';

const mfaResp = () =>
  auth({ member: member({ totp_registration_id: 't' }), mfa_required: { member_options: null, secondary_auth_initiated: null } });

/** A widget as a mount builds it: its machine without its steps and MFA halves. */
function bare(loaders = chunks, config: Partial<StytchB2BUIConfig> = {}) {
  const errors: unknown[] = [];
  const fake = fakeClient({ 'oauth.authenticate': () => auth({ member_session: session }) });
  const w = createWidget(
    fake.client,
    { authFlowType: 'Organization', products: ['emailMagicLinks'], ...config } as StytchB2BUIConfig,
    { onError: (e: unknown) => errors.push(e) },
    t,
    loaders,
  );
  return { w, errors, ...fake };
}

test('before the steps chunk, an action of the steps half is unknown to the machine (the store throws); advance() joins the half first', () => {
  const { w } = bare();
  assert.throws(() => w.dispatch({ type: 'emailOtpSent', now: 0 }), /Unknown action: emailOtpSent/);
  assert.throws(
    () => w.dispatch({ type: 'primarySuccess', resp: auth({ member_session: session }), now: 0 }),
    /Unknown action: primarySuccess/,
  );
  advance(w, { type: 'emailOtpSent', now: 0 });
  assert.is(w.state.value.screen, 'EmailOTPEntry');
});

test('before the MFA chunk, an MFA action is unknown to the machine (the store throws); a primary success that needs it waits as data on MFALoad', () => {
  const { w } = bare();
  assert.throws(() => w.dispatch({ type: 'smsSending' }), /Unknown action: smsSending/);
  const success = { type: 'primarySuccess', resp: mfaResp(), now: 0 } as const;
  advance(w, success);
  assert.is(w.state.value.screen, 'MFALoad');
  assert.equal(w.state.value.pending, success);
});

test('a session needs no chunk: primary() moves at once', () => {
  const { w } = bare();
  primary(w, auth({ member_session: session }));
  assert.is(w.state.value.screen, 'LoggedIn');
});

/** The widget mounted with its screens, SCREENS.MFALoad loading through `load` (the real registry when none). */
async function mounted(load?: () => Promise<typeof import('../../src/b2b/chunks/mfa')>) {
  const real = SCREENS.MFALoad;
  if (load) SCREENS.MFALoad = lazyComponent(load, 'MFALoad');
  const b = bare();
  document.body.innerHTML = '<div id="app"></div>';
  mountWidget('#app', <B2BWidget widget={b.w} />, { text: b2bText, callbacks: { onError: (e: unknown) => b.errors.push(e) } });
  await flush();
  return { ...b, root: document.querySelector('#app > div') as HTMLElement, restore: () => void (SCREENS.MFALoad = real) };
}

test('a second factor: MFALoad loads the MFA chunk, then the machine goes to the chosen method', async () => {
  setURL('http://localhost:3000/login');
  const { w, errors, restore } = await mounted();
  primary(w, mfaResp());
  await until(() => w.state.value.screen === 'TOTPEntry', 'TOTPEntry');
  assert.is(w.state.value.pending, null);
  w.dispatch({ type: 'mfaSuccess' }); // the MFA half stays in
  assert.is(w.state.value.screen, 'LoggedIn');
  assert.equal(errors, []);
  restore();
});

test('a second factor whose chunk cannot load: the announced loading error with Retry, onError once; Retry goes on to the MFA screen', async () => {
  setURL('http://localhost:3000/login');
  const failure = new Error('chunk failed');
  let refuse = true;
  const { w, errors, root, restore } = await mounted(() => (refuse ? ((refuse = false), Promise.reject(failure)) : chunks.mfa()));
  const success = { type: 'primarySuccess', resp: mfaResp(), now: 0 } as const;
  advance(w, success);
  await until(() => root.querySelector('[role="alert"]')?.textContent === w.t('ui.loadError'), 'the loading error');
  assert.is(w.state.value.screen, 'MFALoad');
  assert.equal(w.state.value.pending, success, 'the primary answer kept');
  assert.equal(errors, [failure]);
  button(root, w.t('ui.retry')).click();
  await until(() => w.state.value.screen === 'TOTPEntry', 'TOTPEntry after Retry');
  await until(() => root.textContent?.includes(w.t('code.totpText')), 'the TOTP screen shown');
  assert.equal(errors, [failure]);
  restore();
});

test('a redirect token: load() runs the token intent from the steps chunk', async () => {
  setURL('http://localhost:3000/?token=t&stytch_token_type=oauth');
  let asked = 0;
  const { w, called } = bare({ ...chunks, steps: () => (asked++, chunks.steps()) }, { authFlowType: 'Discovery' });
  await load(w);
  assert.is(asked, 1);
  assert.equal(called('oauth.authenticate'), [{ oauth_token: 't', session_duration_minutes: 30 }]);
  assert.is(w.state.value.screen, 'LoggedIn');
  assert.is(window.location.search, '');
});

test('a redirect token whose steps chunk cannot load: the default Error screen with Back, the token out of the address, onError', async () => {
  setURL('http://localhost:3000/?token=t&stytch_token_type=oauth');
  const failure = new Error('chunk failed');
  const { w, errors, called } = bare({ ...chunks, steps: () => Promise.reject(failure) }, { authFlowType: 'Discovery' });
  await load(w);
  assert.is(w.state.value.screen, 'Error');
  assert.equal(w.state.value.error, { type: 'default', canGoBack: true, vars: undefined });
  assert.equal(errors, [failure]);
  assert.equal(called('oauth.authenticate'), []);
  assert.is(window.location.search, '');
});

test("Main's email form with the steps chunk refused: the inline default message, onError, nothing sent", async () => {
  setURL('http://localhost:3000/login');
  const failure = new Error('chunk failed');
  const { w, errors, calls } = bare({ ...chunks, steps: () => Promise.reject(failure) }, { authFlowType: 'Discovery' });
  document.body.innerHTML = '<div id="app"></div>';
  mountWidget('#app', <B2BWidget widget={w} />, { text: b2bText });
  await flush();
  const root = document.querySelector('#app > div') as HTMLElement;
  await enter(root, root.querySelector('input[type="email"]'), 'ada@acme.com');
  assert.ok(root.textContent?.includes(w.t('err.default')), root.textContent ?? '');
  assert.equal(errors, [failure]);
  assert.equal(calls, []);
  assert.is(w.state.value.screen, 'Main');
});

test("Main's OAuth button starts from the steps chunk; refused: onError, nothing started", async () => {
  setURL('http://localhost:3000/login');
  const config: Partial<StytchB2BUIConfig> = {
    authFlowType: 'Discovery',
    products: ['oauth'],
    oauthOptions: { providers: [{ type: 'google' }] },
  };
  const ok = bare(chunks, config);
  document.body.innerHTML = '<div id="app"></div>';
  mountWidget('#app', <B2BWidget widget={ok.w} />, { text: b2bText });
  await flush();
  button(document.querySelector('#app > div')!, 'Continue with Google').click();
  await flush(8);
  assert.equal(ok.called('oauth.google.discovery.start').length, 1);
  const failure = new Error('chunk failed');
  const refused = bare({ ...chunks, steps: () => Promise.reject(failure) }, config);
  document.body.innerHTML = '<div id="app"></div>';
  mountWidget('#app', <B2BWidget widget={refused.w} />, { text: b2bText });
  await flush();
  button(document.querySelector('#app > div')!, 'Continue with Google').click();
  await flush(8);
  assert.equal(refused.calls, []);
  assert.equal(refused.errors, [failure]);
});

test.run();
