// The profile widgets' pure parts: the state machine (one flow at a time; a code only for a flow
// that waits for one) and the rules (never the last way to sign in; which refusals ask for a
// fresher factor; the recovery-codes file).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { free, initial, step } from '../../src/profile/machine';
import {
  canRemove,
  codesFile,
  memberStepUps,
  needsStepUp,
  primaryFactors,
  stepUpEmail,
  stepUpReason,
  userStepUps,
} from '../../src/profile/rules';
import type { User } from '../../src/wire/types';

const user = (o: Partial<User> = {}): User => ({
  user_id: 'user-1',
  created_at: '',
  status: 'active',
  name: { first_name: '', middle_name: '', last_name: '' },
  emails: [],
  phone_numbers: [],
  webauthn_registrations: [],
  totps: [],
  crypto_wallets: [],
  providers: [],
  biometric_registrations: [],
  password: null,
  trusted_metadata: {},
  untrusted_metadata: {},
  ...o,
});
const email = (id: string, verified = true) => ({ email_id: id, email: `${id}@example.com`, verified });

test('machine: open, a code for the open add, done with a notice in its section, cancel', () => {
  let s = step(initial, { type: 'open', section: 'emails', flow: { kind: 'add', channel: 'email', value: 'a@b.c' } });
  assert.equal(s.flow, { kind: 'add', channel: 'email', value: 'a@b.c' });
  s = step(s, { type: 'codeSent', methodId: 'email-1' });
  assert.equal(s.flow, { kind: 'add', channel: 'email', value: 'a@b.c', methodId: 'email-1' });
  const done = step(s, { type: 'done', section: 'emails', notice: 'Saved.' });
  assert.equal(done, { flow: { kind: 'idle' }, section: 'emails', notice: 'Saved.' });
  assert.equal(step(s, { type: 'cancel' }), { flow: { kind: 'idle' }, section: '' });
});

test('machine: an action done in a section with no flow open (the name) is announced there', () => {
  assert.equal(step(initial, { type: 'done', section: 'name', notice: 'Saved.' }), {
    flow: { kind: 'idle' },
    section: 'name',
    notice: 'Saved.',
  });
});

test('machine: a code for a flow that waits for none is ignored; a step-up takes one', () => {
  const confirm = step(initial, { type: 'open', section: 'passkeys', flow: { kind: 'confirm', id: 'k', name: 'Key' } });
  assert.is(step(confirm, { type: 'codeSent', methodId: 'x' }), confirm);
  const up = step(confirm, { type: 'open', section: 'password', flow: { kind: 'stepUp', reason: 'recent' } });
  assert.equal(step(up, { type: 'codeSent', methodId: 'm' }).flow, { kind: 'stepUp', reason: 'recent', methodId: 'm' });
});

test('machine: one flow at a time (free), and a word without a request (say)', () => {
  const s = step(initial, { type: 'open', section: 'totp', flow: { kind: 'confirm', id: 't', name: 'app' } });
  assert.ok(free(s, 'totp'));
  assert.not.ok(free(s, 'emails'));
  assert.ok(free(initial, 'emails'));
  assert.equal(step(s, { type: 'say', section: 'emails', notice: 'no' }), { flow: { kind: 'idle' }, section: 'emails', notice: 'no' });
});

test('primary factors: verified emails and phones, passkeys, providers, wallets, a password; never TOTP or an unverified email', () => {
  const u = user({
    emails: [email('e1'), email('e2', false)],
    phone_numbers: [{ phone_id: 'p1', phone_number: '+1', verified: true }],
    webauthn_registrations: [{ webauthn_registration_id: 'w1', name: 'k', domain: '', verified: true, authenticator_type: '' }],
    providers: [{ provider_type: 'Google', provider_subject: 's', oauth_user_registration_id: 'o1' }],
    crypto_wallets: [{ crypto_wallet_id: 'c1', crypto_wallet_address: '0x', crypto_wallet_type: 'ethereum', verified: true }],
    totps: [{ totp_id: 't1', verified: true }],
    password: { password_id: 'pw', requires_reset: false },
  });
  assert.equal(
    primaryFactors(u).map((f) => f.kind),
    ['email', 'phone', 'passkey', 'oauth', 'wallet', 'password'],
  );
});

test('canRemove: never the last way to sign in; an unverified email always may go', () => {
  const one = user({ emails: [email('e1'), email('e2', false)] });
  assert.not.ok(canRemove(one, 'email', 'e1'), 'the only verified email');
  assert.ok(canRemove(one, 'email', 'e2'), 'an unverified one');
  const two = user({
    emails: [email('e1')],
    providers: [{ provider_type: 'Google', provider_subject: 's', oauth_user_registration_id: 'o1' }],
  });
  assert.ok(canRemove(two, 'email', 'e1'));
  assert.ok(canRemove(two, 'oauth', 'o1'));
  const lone = user({ providers: [{ provider_type: 'Google', provider_subject: 's', oauth_user_registration_id: 'o1' }] });
  assert.not.ok(canRemove(lone, 'oauth', 'o1'));
});

test('step-up: only the refusals a fresher factor lifts', () => {
  assert.ok(needsStepUp({ error_type: 'session_too_old_to_reset_password' }));
  assert.ok(needsStepUp({ error_type: 'insufficient_factors' }));
  assert.not.ok(needsStepUp({ error_type: 'breached_password' }));
  assert.not.ok(needsStepUp(null));
  assert.not.ok(needsStepUp(new Error('x')));
});

test('recovery codes file: the project, then one code a line; the step-up email is the first verified one', () => {
  assert.is(codesFile('Acme', ['a-b', 'c-d']), 'Acme\n\na-b\nc-d\n');
  assert.is(stepUpEmail(user({ emails: [email('x', false), email('y')] })), 'y@example.com');
  assert.is(stepUpEmail(user()), undefined);
});

test('step-up: the reason of a refusal, and the ways offered for it', () => {
  assert.is(stepUpReason({ error_type: 'session_too_old_to_reset_password' }), 'recent');
  assert.is(stepUpReason({ error_type: 'insufficient_factors' }), 'mfa');
  assert.is(stepUpReason({ error_type: 'unauthorized_credentials' }), null);
  const u = user({
    emails: [email('e1')],
    phone_numbers: [{ phone_id: 'p1', phone_number: '+15555550100', verified: true }],
    webauthn_registrations: [{ webauthn_registration_id: 'w1', name: 'k', domain: '', verified: true, authenticator_type: '' }],
    totps: [{ totp_id: 't1', verified: true }],
  });
  const emailCode = { type: 'otp', delivery_method: 'email' };
  // A recent sign-in (a user's password set): an email code only.
  assert.equal(userStepUps(u, [emailCode], 'recent'), [{ kind: 'email', to: 'e1@example.com' }]);
  // The MFA rule: a factor of a kind the session lacks (the email-code session: a device or the phone).
  assert.equal(userStepUps(u, [emailCode], 'mfa'), [{ kind: 'passkey' }, { kind: 'totp' }, { kind: 'sms', to: '+15555550100' }]);
  assert.equal(userStepUps(u, [{ type: 'webauthn', delivery_method: 'webauthn_registration' }], 'mfa'), [
    { kind: 'sms', to: '+15555550100' },
    { kind: 'email', to: 'e1@example.com' },
  ]);
  assert.equal(userStepUps(user({ emails: [email('e1')] }), [emailCode], 'mfa'), [], 'nothing of another kind: none');
  assert.is(
    userStepUps(u, [emailCode, { type: 'totp', delivery_method: 'authenticator_app' }], 'mfa').length,
    4,
    'two kinds, all too old: any',
  );
  // A member: their MFA factors (a phone only once verified).
  assert.equal(memberStepUps({ totp_registration_id: 'r', mfa_phone_number: '+1555', mfa_phone_number_verified: true }), [
    { kind: 'totp' },
    { kind: 'sms', to: '+1555' },
  ]);
  assert.equal(memberStepUps({ totp_registration_id: '', mfa_phone_number: '+1555', mfa_phone_number_verified: false }), []);
});

test.run();
