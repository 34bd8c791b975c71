// Nothing on the mount path that can wait (issue 15), in a real browser: when the page's script
// creates the client and mounts, the widget's email field is in the DOM before the first request
// leaves, and that first request is the settings (bootstrap) request, which still happens.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { flow, useHarness } from './harness';
import { b2bLogin, consumerLogin } from './pages';

const test = suite('e2e: first render before any request');
const h = useHarness(test);

/** Records, at the first fetch, its URL and whether the email field was already there. */
const RECORD_FIRST_FETCH = `
window.__first = null;
const realFetch = window.fetch;
window.fetch = function (...a) {
  if (!window.__first) window.__first = { url: String(a[0] && a[0].url || a[0]), email: !!document.querySelector('#login input[type=email]') };
  return realFetch.apply(this, a);
};`;

for (const [name, open] of [
  [
    'consumer',
    (hh: Parameters<typeof consumerLogin>[0]) =>
      consumerLogin(hh, { products: ['emailMagicLinks'] }, { path: '/order-consumer', extra: RECORD_FIRST_FETCH }),
  ],
  [
    'B2B',
    (hh: Parameters<typeof b2bLogin>[0]) =>
      b2bLogin(hh, { authFlowType: 'Discovery', products: ['emailMagicLinks'] }, { path: '/order-b2b', extra: RECORD_FIRST_FETCH }),
  ],
] as const) {
  flow(test, h, `${name}: the email field renders before the first request, and the bootstrap request follows`, async (tab, h) => {
    const { page } = tab;
    const bootstrap = page.waitForRequest((r) => r.url().includes('/sdk/v1/projects/bootstrap/'));
    await page.goto(open(h));
    await bootstrap;
    const first = await page.evaluate(() => (window as any).__first);
    assert.ok(first, 'a request was made');
    assert.ok(first.email, 'the email field was in the DOM before the first request');
    assert.match(first.url, '/sdk/v1/projects/bootstrap/');
  });
}

test.run();
