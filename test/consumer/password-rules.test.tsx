// Password rules the widget takes from elsewhere (spec sections 3 and 5): the luds thresholds come
// from bootstrap's password_config, and an invalid_email answer to the strength check shows its
// message.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { flush, typeIn, until } from '../ui/util';
import { fail, ok, setup, submit } from './harness';

// This file's client is created by its first setup(), which fetches this bootstrap: thresholds
// unlike the meter's own defaults (8 characters, 3 kinds).
const BOOTSTRAP = ok({
  email_domains: ['stytch.com'],
  disable_sdk_watermark: true,
  password_config: { luds_complexity: 2, luds_minimum_count: 10 },
});
const routes = (r: Record<string, any> = {}) => ({ 'GET /projects/bootstrap/public-token-test-ui': BOOTSTRAP, ...r });

const luds = ok({
  valid_password: false,
  score: 0,
  breached_password: false,
  strength_policy: 'luds',
  breach_detection_on_create: true,
  feedback: { suggestions: [], warning: '', luds_requirements: { missing_characters: 7, missing_complexity: 1 } },
});

const LENGTH = 'Must be at least 10 characters long';
const COMPLEXITY = 'Must contain 2 of the following: uppercase letter, lowercase letter, number, symbol';

/** Email lookup on the password tab, answered with a 'new' user: the create-password screen. */
async function newUser(r: Record<string, any>) {
  const h = await setup({ products: ['passwords'] }, routes({ 'POST /users/search': ok({ user_type: 'new' }), ...r }));
  await typeIn(h.el.querySelector('input[type=email]')!, 'ann@example.com');
  submit(h.el);
  await until(() => h.text().includes('Finish creating your account by setting a password.'), 'the create-password screen');
  return h;
}

test.after(() => localStorage.removeItem('stytch_sdk_state_public-token-test-ui::bootstrap'));

test('reset form: the luds checklist reads its N and M from bootstrap password_config', async () => {
  const h = await setup({}, routes({ 'POST /passwords/strength_check': luds }), 'reset');
  await typeIn(h.el.querySelector('input[autocomplete=new-password]')!, 'abc');
  await until(() => h.text().includes('Must be at least'), 'the checklist');
  assert.equal(
    [...h.el.querySelectorAll('li')].map((li) => li.textContent),
    [`✗ ${LENGTH}`, `✗ ${COMPLEXITY}`],
  );
});

test('create password (new user): the same thresholds from bootstrap; the checklist describes the field', async () => {
  const h = await newUser({ 'POST /passwords/strength_check': luds });
  const pw = h.el.querySelector('input[autocomplete=new-password]')!;
  await typeIn(pw, 'abc');
  await until(() => h.text().includes('Must be at least'), 'the checklist');
  assert.equal(
    [...h.el.querySelectorAll('li')].map((li) => li.textContent),
    [`✗ ${LENGTH}`, `✗ ${COMPLEXITY}`],
  );
  assert.is(
    document.getElementById(pw.getAttribute('aria-describedby') || '-'),
    h.el.querySelector('ul'),
    'heard with the field, so a disabled Continue has its reason',
  );
});

test('strength check answered invalid_email: its message under the password field, Continue stays off', async () => {
  const h = await newUser({ 'POST /passwords/strength_check': fail('invalid_email', 'The email address is not valid for this project.') });
  const pw = h.el.querySelector('input[autocomplete=new-password]')!;
  await typeIn(pw, 'a long passphrase');
  await until(() => h.sent('/passwords/strength_check').length, 'the check');
  await flush();
  const alert = document.getElementById((pw.getAttribute('aria-describedby') || '-').split(' ')[0]);
  assert.ok(alert, 'the field names its message');
  assert.is(alert!.getAttribute('role'), 'alert');
  assert.is(alert!.textContent, 'Invalid email address', "the spec's words for invalid_email, not the server's");
  assert.ok((h.el.querySelector('button[type=submit]') as HTMLButtonElement).disabled);
});

test('strength check failing otherwise (too many requests): its words under the field and to onError, Continue stays off', async () => {
  const h = await newUser({ 'POST /passwords/strength_check': fail('too_many_requests', 'Too many requests have been made.', 429) });
  const pw = h.el.querySelector('input[autocomplete=new-password]')!;
  await typeIn(pw, 'a long passphrase');
  await until(() => h.errors.length, 'the error reported');
  await flush();
  const alert = document.getElementById((pw.getAttribute('aria-describedby') || '-').split(' ')[0]);
  assert.is(alert?.textContent, 'Too many attempts. Please wait a moment and try again.', 'why Continue waits');
  assert.ok((h.el.querySelector('button[type=submit]') as HTMLButtonElement).disabled);
});

test.run();
