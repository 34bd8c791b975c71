// Accessibility of Password Create Or Login for each user type: the screen-by-screen walk
// (a11y.test.tsx) shows it only as the 'password' type; 'new' (with the strength meter) renders
// other controls, and a 'passwordless' user gets the check-email screen with its own.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accessibleName, unnamedControls } from '../ui/a11y-util';
import { flush, typeIn, until } from '../ui/util';
import { getClient, ok, setup } from './harness';

test.before.each(() => (getClient() as any).ctx.store.clear());

const zxcvbn = ok({
  valid_password: false,
  score: 1,
  breached_password: false,
  strength_policy: 'zxcvbn',
  breach_detection_on_create: true,
  feedback: { suggestions: [], warning: 'This is a top-10 common password.', luds_requirements: null },
});

/** Password Create Or Login as `type`, opened from Main like a lookup does; focus should move to its heading. */
async function open(type: 'new') {
  const h = await setup({ products: ['passwords', 'emailMagicLinks'] }, { 'POST /passwords/strength_check': zxcvbn });
  const m = (h.client as any).machines.get(h.el).m;
  h.el.querySelector<HTMLElement>('input[type=email]')!.focus(); // the email typed on Main
  m.dispatch({ type: 'update_password_state', passwordState: { email: 'ada@example.com', type } });
  m.dispatch({ type: 'transition', screen: 'PasswordCreateOrLogin' });
  await until(() => h.el.querySelector('h2')?.textContent === 'Create an account', 'the screen');
  await flush();
  assert.is(document.activeElement, h.el.querySelector('h2'), `${type}: focus on its heading`);
  return h;
}

test("'new' user: named controls, the strength meter included", async () => {
  const h = await open('new');
  await typeIn(h.el.querySelector('input[autocomplete=new-password]')!, 'password');
  await until(() => h.el.querySelector('[role=meter]'), 'the meter');
  assert.equal(unnamedControls(h.el), []);
  assert.ok(h.el.querySelector('[role=meter][aria-label="Password strength"]'));
});

test("'passwordless' user: the check-email screen the lookup leads to has named controls, with 'Create a password instead'", async () => {
  const h = await setup({ products: ['passwords', 'emailMagicLinks'] });
  const m = (h.client as any).machines.get(h.el).m;
  m.dispatch({ type: 'update_password_state', passwordState: { email: 'ada@example.com', type: 'passwordless' } });
  m.dispatch({ type: 'transition', screen: 'PasswordCheckEmail' });
  await until(() => h.el.querySelector('h2')?.textContent === 'Check your email!', 'the screen');
  assert.equal(unnamedControls(h.el), []);
  assert.equal([...h.el.querySelectorAll('button')].map(accessibleName), ['Back', 'Create a password instead']);
});

test.run();
