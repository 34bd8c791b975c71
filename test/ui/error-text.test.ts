// The words both widgets show for a failed call (src/ui/error-text.ts, spec section 8 of both specs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  INVALID_RESPONSE,
  MissingPKCEError,
  NoCurrentSessionError,
  PKCEUnavailableError,
  StytchAPIUnreachableError,
  SDKInvalidResponseError,
  StytchAPIError,
} from '../../src/core/errors';
import { INVALID_JSON, NO_RESPONSE, SDKCaptchaUnavailableError, StytchAPISchemaError } from '../../src/core/request-errors';
import { errorText, isLockedCode } from '../../src/ui/error-text';
import { makeT, uiText } from '../../src/ui/text';
import { countdownText } from '../../src/ui/text-components';
import { errorTypeText } from '../../src/ui/text-errors';

const en = makeT(uiText);
const fr = makeT({ ...uiText, 'ui.error.StytchAPIUnreachableError': 'Impossible de joindre nos serveurs.' });

test("errorText: the server's error_message first, from an API error or any error object", () => {
  assert.is(errorText(new StytchAPIError({ status_code: 400, error_type: 'x', error_message: 'Server words' }), fr), 'Server words');
  assert.is(errorText({ error_message: 'Plain object words', message: 'not these' }, en), 'Plain object words');
});

test("errorText: a client error class shows the catalogue's words (the host's strings win), not its message", () => {
  assert.is(errorText(new StytchAPIUnreachableError('TypeError: Failed to fetch'), en), 'Unable to contact our servers.');
  assert.is(errorText(new StytchAPIUnreachableError(), fr), 'Impossible de joindre nos serveurs.');
  assert.is(errorText(new SDKCaptchaUnavailableError(), en), 'Unable to query captcha and/or dfp telemetry ID');
});

test("errorText: sign-in code that could not load shows the load error's words, not the browser's message", () => {
  const e = Object.assign(new TypeError('Failed to fetch dynamically imported module: https://cdn.test/api.js'), { chunkFailed: true });
  assert.is(errorText(e, en), en('ui.loadError'));
  assert.is.not(en('ui.loadError'), 'ui.loadError');
  assert.is(errorText(new TypeError('Plain failure'), en), 'Plain failure');
});

/** Every client message of section 8 (consumer spec): its error, its catalogue key, the English words. */
const CLIENT: [Error, string, string][] = [
  [new StytchAPIUnreachableError(), 'ui.error.StytchAPIUnreachableError', 'Unable to contact our servers.'],
  [
    new SDKInvalidResponseError(INVALID_JSON),
    'ui.error.Invalid JSON response from our servers.',
    'Invalid JSON response from our servers.',
  ],
  [new SDKInvalidResponseError(NO_RESPONSE), 'ui.error.Invalid or no response from server', 'Invalid or no response from server'],
  [new SDKInvalidResponseError(INVALID_RESPONSE), 'ui.error.Invalid response from our servers.', 'Invalid response from our servers.'],
  [new SDKCaptchaUnavailableError(), 'ui.error.SDKCaptchaUnavailableError', 'Unable to query captcha and/or dfp telemetry ID'],
  // Their messages speak to the developer; the end user reads these words.
  [
    new MissingPKCEError(),
    'ui.error.MissingPKCEError',
    'This login must be started and finished on the same device and browser. Please start again here.',
  ],
  [new NoCurrentSessionError(), 'ui.error.NoCurrentSessionError', 'No active session. Please log in to continue.'],
  [new PKCEUnavailableError(), 'ui.error.PKCEUnavailableError', 'This page must be served over HTTPS to log in securely.'],
  [new StytchAPISchemaError({ body: { email: 'bad' } }), 'ui.error.StytchAPISchemaError', 'Something went wrong. Please try again.'],
];

test('errorText: every section 8 client message has its own catalogue key, English by default, each overridable alone', () => {
  for (const [e, key, words] of CLIENT) {
    assert.is((uiText as Record<string, string>)[key], words, `${key} in the catalogue`);
    assert.is(errorText(e, en), words, key);
    const host = makeT({ ...uiText, [key]: `host words for ${key}` });
    for (const [other, otherKey, otherWords] of CLIENT)
      assert.is(errorText(other, host), other === e ? `host words for ${key}` : otherWords, `${otherKey} with ${key} overridden`);
  }
});

test('errorText: the schema error shows a sentence for users, never its raw JSON', () => {
  const e = new StytchAPISchemaError({ body: { email: 'bad' } });
  assert.ok(e.message.includes('{"body"'), 'the message (for onError) keeps the JSON');
  assert.not.ok(errorText(e, en).includes('{'));
});

test("errorText: else the error's message, else '' (the widget's default), never String(e)", () => {
  assert.is(errorText(new Error('plain'), en), 'plain');
  assert.is(errorText(new TypeError(), en), '', 'not "TypeError"');
  assert.is(errorText({}, en), '', 'not "[object Object]"');
  assert.is(errorText(null, en), '');
  assert.is(errorText(undefined, en), '');
});

const api = (error_type: string, error_message: string) => new StytchAPIError({ status_code: 400, error_type, error_message });

const people = makeT({ ...uiText, ...errorTypeText });

test("errorText: a known error_type shows the catalogue's words for people, never the server's developer text", () => {
  const e = api('unauthorized_credentials', 'The credentials are missing or incorrect (Authorization header, or email and password).');
  assert.is(errorText(e, people), 'Invalid email or password. Please try again.');
  assert.is(errorText(api('otp_code_not_found', 'x'), people), 'Invalid passcode, please try again.', "the spec's text");
  assert.is(errorText(api('invalid_email', 'x'), people), 'Invalid email address', "the spec's text");
  assert.is(errorText(api('unable_to_authenticate_recovery_code', 'x'), people), 'Invalid backup code, please try again.');
  assert.is(errorText(api('unable_to_authenticate_totp', 'x'), people), 'Invalid passcode, please try again.');
  // The host's strings reword it; an unknown error_type falls back to the server's error_message.
  assert.is(
    errorText(e, makeT({ ...uiText, ...errorTypeText, 'ui.errorType.unauthorized_credentials': 'Mauvais identifiants.' })),
    'Mauvais identifiants.',
  );
  assert.is(errorText(api('some_new_type', 'Server words'), people), 'Server words');
});

test("a lock (user_lock_limit_reached, the API's answer after too many failed attempts) is a locked code; errorText words it for any screen", () => {
  const locked = new StytchAPIError({
    status_code: 429,
    error_type: 'user_lock_limit_reached',
    error_message: 'Too many failed attempts: x.',
  });
  assert.ok(isLockedCode(locked));
  // Password and TOTP screens show errorText: the lock's own words, not the code screens' 'request a new code'.
  assert.is(
    errorText(locked, makeT({ ...uiText, ...countdownText, ...errorTypeText })),
    'Too many failed attempts. Please try again later.',
  );
  assert.match(countdownText['ui.code.locked'], /wait a while, then request a new code/);
  // A code spent by its own wrong tries answers otp_code_not_found: a wrong code, not a lock. No *_too_many_attempts type exists.
  for (const type of ['otp_code_not_found', 'otp_too_many_attempts', 'too_many_requests'])
    assert.not.ok(isLockedCode(api(type, 'x')), type);
  assert.not.ok(isLockedCode(null));
});

test.run();
