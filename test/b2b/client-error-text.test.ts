// B2B: client errors shown as their message use the catalogue's words (ui.error.<class name>).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SDKAPIUnreachableError, StytchSDKAPIError } from '../../src/core/errors';
import { serverMessage } from '../../src/b2b/errors';
import { b2bText } from '../../src/b2b/text';
import { makeT, uiText } from '../../src/ui/text';

test('serverMessage: API error_message first, then the catalogue for client errors, then the message', () => {
  const en = makeT({ ...uiText, ...b2bText });
  const fr = makeT({ ...uiText, ...b2bText, 'ui.error.SDKAPIUnreachableError': 'Impossible de joindre nos serveurs.' });
  assert.is(serverMessage(new SDKAPIUnreachableError(), en), 'Unable to contact our servers.');
  assert.is(serverMessage(new SDKAPIUnreachableError(), fr), 'Impossible de joindre nos serveurs.');
  assert.is(serverMessage(new StytchSDKAPIError({ status_code: 400, error_type: 'x', error_message: 'Server words' }), fr), 'Server words');
  assert.is(serverMessage(new Error('plain'), fr), 'plain');
  assert.is(serverMessage(new Error('plain')), 'plain');
});

test.run();
