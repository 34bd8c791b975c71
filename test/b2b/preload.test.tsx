// Main's blocks preload the steps chunk (b2b/lazy.ts preloadSteps) when the user reaches them, so
// the next screen is usually in before the send answers. Its own file: the chunk loads once per
// bundle, and loading it adds its screens' CSS rules to the mount's style element, which is what
// this test sees.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { flush, render } from './harness';

test("focus inside Main's email block loads the steps chunk before any send", async () => {
  const h = await render({ authFlowType: 'Discovery' });
  const style = () => document.querySelector('#app style')!.textContent!.length;
  const before = style();
  await flush();
  assert.is(style(), before, 'not loaded at mount');
  h.root.querySelector('input[type="email"]')!.dispatchEvent(new Event('focus'));
  await flush();
  await flush();
  assert.ok(style() > before, "the chunk loaded: its screens' rules reached the style element");
  assert.is(h.calls.length, 0, 'no request');
  h.unmount();
});

test.run();
