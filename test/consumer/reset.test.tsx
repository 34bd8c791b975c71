import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { byText, click, flush, pressEnter, typeIn, until } from '../ui/util';
import { fail, ok, SESSION, setup, submit } from './harness';
import { StytchEventType } from '../../src/core/enums';

const luds = (missing_characters: number, missing_complexity: number, breached = false) =>
  ok({
    valid_password: !missing_characters && !missing_complexity && !breached,
    score: 0,
    breached_password: breached,
    strength_policy: 'luds',
    breach_detection_on_create: true,
    feedback: {
      suggestions: [],
      warning: '',
      luds_requirements: {
        missing_characters,
        missing_complexity,
        has_lower_case: true,
        has_upper_case: false,
        has_digit: false,
        has_symbol: false,
      },
    },
  });

const bootstrap = ok({ email_domains: ['stytch.com'], password_config: { luds_complexity: 3, luds_minimum_count: 10 } });

test('reset form: luds checklist, breached warning, Continue disabled until valid, reset -> confirmation', async () => {
  const answers = [luds(4, 2), luds(0, 0, true), luds(0, 0)];
  const h = await setup(
    {},
    {
      'GET /projects/bootstrap/public-token-test-ui': bootstrap,
      'POST /passwords/strength_check': () => answers.shift()!,
      'POST /passwords/email/reset': ok(SESSION),
    },
    'reset',
  );
  assert.ok(h.text().includes('Reset your password'));
  const cont = () => byText(h.el, 'button', 'Continue') as HTMLButtonElement;
  assert.ok(cont().disabled);
  const pw = () => h.el.querySelector('input[autocomplete=new-password]')!;
  await typeIn(pw(), 'abc');
  await until(() => h.text().includes('Must be at least'));
  assert.ok(h.text().includes('Must contain'));
  assert.ok(h.text().includes('uppercase letter, lowercase letter, number, symbol'));
  await typeIn(pw(), 'abcdefghijK1!');
  await until(() =>
    h
      .text()
      .includes('This password may have been used on a different site that experienced a security issue. Please choose another password.'),
  );
  assert.ok(cont().disabled);
  await typeIn(pw(), 'abcdefghijK1!x');
  await until(() => !cont().disabled);
  submit(h.el);
  await until(() => h.text().includes('You have successfully logged in.'));
  assert.equal(h.sent('/passwords/email/reset')[0].body, { token: 'reset-tok', password: 'abcdefghijK1!x', session_duration_minutes: 30 });
  assert.ok(h.events.some((e) => e.type === StytchEventType.PasswordResetByEmail));
  assert.ok(h.events.some((e) => e.type === StytchEventType.AuthenticateFlowComplete));
});

test('reset form: "Login without a password" logs in with the token as a magic link', async () => {
  let release: (a: any) => void = () => {};
  const h = await setup({}, { 'POST /magic_links/authenticate': () => new Promise((r) => (release = r)) }, 'reset');
  click(byText(h.el, 'button', 'Login without a password'));
  await until(() => h.text().includes('Logging in...'));
  release(ok(SESSION));
  await until(() => h.text().includes('You have successfully logged in.'));
  assert.is(h.sent('/magic_links/authenticate')[0].body.token, 'reset-tok');
});

test('reset form: server error shown and reported', async () => {
  const h = await setup(
    {},
    {
      'POST /passwords/strength_check': luds(0, 0),
      'POST /passwords/email/reset': fail('reset_password_token_not_found', 'The link expired.'),
    },
    'reset',
  );
  await typeIn(h.el.querySelector('input[autocomplete=new-password]')!, 'abcdefghijK1!x');
  await until(() => !(byText(h.el, 'button', 'Continue') as HTMLButtonElement).disabled);
  submit(h.el);
  await until(() => h.text().includes('The link expired.'));
  assert.is((h.errors[0] as any).error_type, 'reset_password_token_not_found');
  await flush();
});

test('reset widget without a token: the reset link in the address gives it (6.x; the React component omits the prop)', async () => {
  window.history.replaceState(null, '', '/reset?stytch_token_type=reset_password&token=url-tok');
  const h = await setup({}, { 'POST /magic_links/authenticate': fail('unable_to_auth_magic_link', 'gone') }, 'reset', {
    passwordResetToken: undefined,
  });
  click(byText(h.el, 'button', 'Login without a password'));
  await until(() => h.sent('/magic_links/authenticate').length);
  assert.is(h.sent('/magic_links/authenticate')[0].body.token, 'url-tok');
  // 'Back to log in' takes the link out of the address; mounted again (a React parent's re-render), the
  // widget goes on where it is rather than opening a reset form without a token.
  await until(() => byText(h.el, 'button', 'Back to log in'));
  click(byText(h.el, 'button', 'Back to log in')!);
  await flush();
  assert.ok(h.el.querySelector('input[type=email]'), 'Main');
  h.client.mountResetPassword({ elementId: '#login', config: {} });
  await flush();
  assert.ok(h.el.querySelector('input[type=email]'), 'still Main after a mount without a token');
  window.history.replaceState(null, '', '/');
});

test("reset widget with an empty token (a page's searchParams.get('token') ?? ''): the reset link in the address gives it", async () => {
  window.history.replaceState(null, '', '/reset?stytch_token_type=reset_password&token=url-tok');
  const h = await setup({}, { 'POST /magic_links/authenticate': fail('unable_to_auth_magic_link', 'gone') }, 'reset', {
    passwordResetToken: '',
  });
  click(byText(h.el, 'button', 'Login without a password'));
  await until(() => h.sent('/magic_links/authenticate').length);
  assert.is(h.sent('/magic_links/authenticate')[0].body.token, 'url-tok');
  window.history.replaceState(null, '', '/');
});

test('reset widget without a token: a magic-link token in the address is not a reset token', async () => {
  window.history.replaceState(null, '', '/page?stytch_token_type=magic_links&token=ml-tok');
  const h = await setup({}, { 'POST /magic_links/authenticate': fail('unable_to_auth_magic_link', 'gone') }, 'reset', {
    passwordResetToken: undefined,
  });
  click(byText(h.el, 'button', 'Login without a password'));
  await until(() => h.sent('/magic_links/authenticate').length);
  assert.is.not(h.sent('/magic_links/authenticate')[0].body.token, 'ml-tok');
  window.history.replaceState(null, '', '/');
});

test('reset form: after a refused link, "Back to log in" leaves the dead token for Main (a new reset email from there)', async () => {
  window.history.replaceState(null, '', '/reset?stytch_token_type=reset_password&token=reset-tok');
  const h = await setup(
    { products: ['passwords'] },
    { 'POST /magic_links/authenticate': fail('unable_to_auth_magic_link', 'The link has expired.') },
    'reset',
  );
  assert.not.ok(byText(h.el, 'button', 'Back to log in'), 'not before anything was refused');
  click(byText(h.el, 'button', 'Login without a password'));
  await until(() => h.text().includes('This link has expired or was already used.'));
  click(byText(h.el, 'button', 'Back to log in')!);
  await flush();
  assert.ok(h.el.querySelector('input[type=email]'), 'Main: the email field');
  assert.not.match(h.text(), 'This link has expired');
  assert.is(location.search, '', 'the dead token left the address');
});

test('reset widget mounted again with another token (a React prop that arrives after the first render) resets with that token', async () => {
  const h = await setup({}, { 'POST /passwords/strength_check': luds(0, 0), 'POST /passwords/email/reset': ok(SESSION) }, 'reset', {
    passwordResetToken: '',
  });
  h.client.mountResetPassword({ elementId: '#login', config: {}, passwordResetToken: 'late-tok' });
  await flush();
  await typeIn(h.el.querySelector('input[autocomplete=new-password]')!, 'abcdefghijK1!x');
  // The same token again keeps the state (mounting again updates): the typed password stays.
  h.client.mountResetPassword({ elementId: '#login', config: {}, passwordResetToken: 'late-tok' });
  await flush();
  assert.is((h.el.querySelector('input[autocomplete=new-password]') as HTMLInputElement).value, 'abcdefghijK1!x');
  const cont = () => byText(h.el, 'button', 'Continue') as HTMLButtonElement;
  await until(() => !cont().disabled);
  submit(h.el);
  await until(() => h.sent('/passwords/email/reset').length > 0);
  assert.is(h.sent('/passwords/email/reset')[0].body.token, 'late-tok');
});

test('reset form: Continue waits for the check of each new password (an answer for an older one does not count)', async () => {
  const answers: ((valid: boolean) => void)[] = [];
  const h = await setup(
    {},
    { 'POST /passwords/strength_check': () => new Promise((r) => answers.push((valid) => r(luds(valid ? 0 : 3, 0)))) },
    'reset',
  );
  const cont = () => byText(h.el, 'button', 'Continue') as HTMLButtonElement;
  const pw = () => h.el.querySelector('input[autocomplete=new-password]')!;
  await typeIn(pw(), 'abcdefghijK1!x');
  await until(() => answers.length === 1);
  answers[0](true);
  await until(() => !cont().disabled);
  await typeIn(pw(), 'a');
  await until(() => answers.length === 2);
  assert.ok(cont().disabled, 'not yet checked: disabled');
  answers[1](false);
  await flush();
  assert.ok(cont().disabled);
});

test('reset form: Enter pressed while the strength check runs submits once it answers valid, never a refused password', async () => {
  const answers: ((valid: boolean) => void)[] = [];
  const h = await setup(
    {},
    {
      'POST /passwords/strength_check': () => new Promise((r) => answers.push((valid) => r(luds(valid ? 0 : 3, 0)))),
      'POST /passwords/email/reset': ok(SESSION),
    },
    'reset',
  );
  const pw = () => h.el.querySelector('input[autocomplete=new-password]')!;
  await typeIn(pw(), 'abc');
  await until(() => answers.length === 1);
  pressEnter(pw());
  answers[0](false);
  await flush();
  // pasted, then Enter at once
  await typeIn(pw(), 'abcdefghijK1!x');
  await until(() => answers.length === 2);
  pressEnter(pw());
  await flush();
  assert.is(h.sent('/passwords/email/reset').length, 0, 'not before the answer');
  answers[1](true);
  await until(() => h.sent('/passwords/email/reset').length > 0);
  assert.equal(
    h.sent('/passwords/email/reset').map((r) => r.body.password),
    ['abcdefghijK1!x'],
  );
});

test.run();
