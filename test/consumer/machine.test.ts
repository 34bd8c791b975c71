import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createMachine, initialState, reducer } from '../../src/consumer/machine';
import { configError, tabs } from '../../src/consumer/config';

test('initial state: Main with an empty form state', () => {
  const s = initialState();
  assert.is(s.screen, 'Main');
  assert.equal(s.formState.magicLinkState, { email: '' });
  assert.is(s.formState.errorMessage, '');
  assert.is(s.formState.cryptoState.walletOption, 'BrowserWallet');
});

test('every named action, and transition clears the error', () => {
  let s = initialState();
  s = reducer(s, { type: 'set_magic_link_email', email: 'a@b.co' });
  assert.is(s.formState.magicLinkState.email, 'a@b.co');
  s = reducer(s, { type: 'update_otp_state', otpState: { type: 'whatsapp', methodId: 'm1' } });
  assert.equal(s.formState.otpState, { type: 'whatsapp', methodId: 'm1', otpDestination: '' });
  s = reducer(s, { type: 'update_crypto_state', cryptoState: { walletAddress: '0x1' } });
  assert.is(s.formState.cryptoState.walletAddress, '0x1');
  assert.is(s.formState.cryptoState.walletOption, 'BrowserWallet');
  s = reducer(s, { type: 'update_password_state', passwordState: { email: 'a@b.co', type: 'password' } });
  assert.equal(s.formState.passwordState, { email: 'a@b.co', type: 'password' });
  s = reducer(s, { type: 'set_error_message', errorMessage: 'boom' });
  assert.is(s.formState.errorMessage, 'boom');
  s = reducer(s, { type: 'clear_error_message' });
  assert.is(s.formState.errorMessage, '');
  s = reducer(reducer(s, { type: 'set_error_message', errorMessage: 'x' }), { type: 'transition', screen: 'OTPAuthenticate' });
  assert.is(s.screen, 'OTPAuthenticate');
  assert.is(s.formState.errorMessage, '');
  assert.is(s.formState.magicLinkState.email, 'a@b.co', 'form state kept');
});

test('an unknown action is an error', () => {
  assert.throws(() => reducer(initialState(), { type: 'nope' } as any), /Unknown action: nope/);
});

test('machine: state in a signal, dispatch goes through the reducer', () => {
  const m = createMachine();
  let seen = '';
  m.state.subscribe((s) => (seen = s.screen));
  m.dispatch({ type: 'transition', screen: 'EmailConfirmation' });
  assert.is(seen, 'EmailConfirmation');
});

test('tabs follow product order, deduplicated; config errors', () => {
  assert.equal(tabs({}), ['email']);
  assert.equal(tabs({ products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } }), ['sms', 'whatsapp']);
  assert.equal(tabs({ products: ['emailMagicLinks', 'otp', 'passwords'], otpOptions: { methods: ['sms'] } }), ['email', 'sms']);
  assert.is(configError({ products: ['passkeys'] }), 'error.passkeysAlone');
  assert.is(configError({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } }), 'error.emlAndEmailOtp');
  assert.is(configError({ products: ['emailMagicLinks', 'passkeys'] }), null);
});

test.run();
