// The words both widgets show for a failed call (src/ui/error-text.ts, spec section 8 of both specs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SDKAPIUnreachableError, SDKCaptchaUnavailableError, StytchSDKAPIError } from '../../src/core/errors';
import { errorText } from '../../src/ui/error-text';
import { makeT, uiText } from '../../src/ui/text';

const en = makeT(uiText);
const fr = makeT({ ...uiText, 'ui.error.SDKAPIUnreachableError': 'Impossible de joindre nos serveurs.' });

test("errorText: the server's error_message first, from an API error or any error object", () => {
  assert.is(errorText(new StytchSDKAPIError({ status_code: 400, error_type: 'x', error_message: 'Server words' }), fr), 'Server words');
  assert.is(errorText({ error_message: 'Plain object words', message: 'not these' }, en), 'Plain object words');
});

test("errorText: a client error class shows the catalogue's words (the host's strings win), not its message", () => {
  assert.is(errorText(new SDKAPIUnreachableError('TypeError: Failed to fetch'), en), 'Unable to contact our servers.');
  assert.is(errorText(new SDKAPIUnreachableError(), fr), 'Impossible de joindre nos serveurs.');
  assert.is(errorText(new SDKCaptchaUnavailableError(), en), 'Unable to query captcha and/or dfp telemetry ID');
});

test("errorText: else the error's message, else '' (the widget's default), never String(e)", () => {
  assert.is(errorText(new Error('plain'), en), 'plain');
  assert.is(errorText(new TypeError(), en), '', 'not "TypeError"');
  assert.is(errorText({}, en), '', 'not "[object Object]"');
  assert.is(errorText(null, en), '');
  assert.is(errorText(undefined, en), '');
});

test.run();
