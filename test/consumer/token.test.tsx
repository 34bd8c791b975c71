import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { until } from '../ui/util';
import { fail, ok, SESSION, setup } from './harness';
import { StytchEventType } from '../../src/core/enums';

const at = (q: string) => history.replaceState(null, '', `/page${q}`);

test('magic_links token on load: Logging in, authenticate, confirmation, parameters removed', async () => {
  at('?keep=1&token=ml-tok&stytch_token_type=magic_links');
  let release: (a: any) => void = () => {};
  const h = await setup({}, { 'POST /magic_links/authenticate': () => new Promise((r) => (release = r)) });
  await until(() => h.text().includes('Logging in'));
  release(ok(SESSION));
  await until(() => h.text().includes('You have successfully logged in.'));
  assert.equal(h.sent('/magic_links/authenticate')[0].body, { token: 'ml-tok', session_duration_minutes: 30 });
  assert.is(location.search, '?keep=1');
  assert.equal(
    h.events.map((e) => e.type),
    [StytchEventType.AuthenticateFlowComplete],
  );
});

test('oauth token on load authenticates through oauth', async () => {
  at('?token=oa-tok&stytch_token_type=oauth');
  const h = await setup(
    { products: ['oauth'], sessionOptions: { sessionDurationMinutes: 60 } },
    { 'POST /oauth/authenticate': ok(SESSION) },
  );
  await until(() => h.sent('/oauth/authenticate').length && h.text().includes('Success!'));
  assert.equal(h.sent('/oauth/authenticate')[0].body, { token: 'oa-tok', session_duration_minutes: 60 });
  assert.is(location.search, '');
});

test('a failed token authenticate returns to Main with the error, reported, parameters removed', async () => {
  at('?token=bad&stytch_token_type=magic_links');
  const h = await setup({}, { 'POST /magic_links/authenticate': fail('magic_link_not_found', 'This link was already used.', 404) });
  await until(() => h.text().includes('This link was already used.'));
  assert.ok(h.text().includes('Sign up or log in'));
  assert.is((h.errors[0] as any).error_type, 'magic_link_not_found');
  assert.is(location.search, '');
});

test('OAuth-only config: a failed oauth token shows its error on Main', async () => {
  at('?token=bad&stytch_token_type=oauth');
  const h = await setup(
    { products: ['oauth'], oauthOptions: { providers: ['github'] } },
    { 'POST /oauth/authenticate': fail('oauth_token_not_found', 'That sign-in expired.', 404) },
  );
  await until(() => h.text().includes('That sign-in expired.'));
  assert.ok(h.el.querySelector('[role=alert]')!.textContent!.includes('That sign-in expired.'));
});

test('reset_password token on load opens the reset form with that token', async () => {
  at('?token=rp-tok&stytch_token_type=reset_password');
  const h = await setup({ products: ['passwords'] });
  assert.ok(h.text().includes('Reset your password'));
  assert.is(h.sent('/magic_links/authenticate').length, 0);
  at('');
});

test('login token on the reset widget: Logging in + magic-link authenticate', async () => {
  at('?token=lg-tok&stytch_token_type=login');
  const h = await setup({}, { 'POST /magic_links/authenticate': ok(SESSION) }, 'reset');
  await until(() => h.text().includes('You have successfully logged in.'));
  assert.is(h.sent('/magic_links/authenticate')[0].body.token, 'lg-tok');
  assert.is(location.search, '');
});

test('a remount with a new machine (another mode or reset token) is a new widget: its token check on load runs', async () => {
  at('');
  const h = await setup({}, { 'POST /magic_links/authenticate': ok(SESSION) }, 'reset');
  assert.ok(h.text().includes('Reset your password'));
  // A magic link's token in the address now, and the same element mounts the login widget.
  at('?token=ml-again&stytch_token_type=magic_links');
  h.client.mountLogin({ elementId: '#login', config: {} });
  await until(() => h.text().includes('You have successfully logged in.'), 'the token authenticated');
  assert.is(h.sent('/magic_links/authenticate')[0].body.token, 'ml-again');
  // Another reset token: a new reset widget (on its form, not the login's confirmation).
  h.client.mountResetPassword({ elementId: '#login', config: {}, passwordResetToken: 'other-tok' });
  await until(() => h.text().includes('Reset your password'), 'a fresh reset form');
  assert.is(location.search, '');
});

test('no token: nothing is authenticated', async () => {
  at('');
  const h = await setup({});
  assert.is(h.calls.filter((c) => c.path.includes('authenticate')).length, 0);
});

test.run();
