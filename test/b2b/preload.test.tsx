// Main's blocks preload the steps chunk (b2b/chunks.ts preloadSteps) when the user reaches them, so
// the next screen is usually in before the send answers. Its own file: the chunk loads once per
// bundle, and loading it adds the steps intents' host events (stepFlows.ts addEvents), which is
// what this test sees.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EVENTS } from '../../src/b2b/flows';
import { flush, render } from './harness';

test("focus inside Main's email block loads the steps chunk before any send", async () => {
  const h = await render({ authFlowType: 'Discovery' });
  assert.is(EVENTS['otps.email.authenticate'], undefined, 'not loaded at mount');
  h.root.querySelector('input[type="email"]')!.dispatchEvent(new Event('focus'));
  await flush();
  assert.is(EVENTS['otps.email.authenticate'], 'B2B_OTP_EMAIL_AUTHENTICATE');
  assert.is(h.calls.length, 0, 'no request');
  h.unmount();
});

test.run();
