// Fetching the organization by slug on load (B2B spec section 4 "Load"): a request blocked by an ad
// blocker shows the ad-blocker Error (section 8), any other failure the organization Error, both
// without a way back.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apiError, render, setURL } from './harness';

/** What the core throws when fetch itself fails (an ad blocker, or no network). */
const unreachable = () => Object.assign(new Error('Unable to contact our servers.'), { name: 'StytchAPIUnreachableError' });
const hasBack = (root: Element) => [...root.querySelectorAll('button')].some((b) => b.getAttribute('aria-label') === 'Back');

test('organization fetch blocked (API unreachable) -> Error with the ad-blocker message, no back', async () => {
  setURL('http://localhost:3000/login');
  const h = await render({ organizationSlug: 'acme' }, { 'organization.getBySlug': () => Promise.reject(unreachable()) });
  assert.equal(h.called('organization.getBySlug'), [{ organization_slug: 'acme' }]);
  assert.equal(h.w.state.value.error, { type: 'adBlocker', canGoBack: false, vars: undefined });
  assert.match(h.text(), 'Looks like there was an error!');
  assert.match(h.text(), 'The request was blocked by an Ad Blocker. Please disable your ad blocker, refresh the page, and try again.');
  assert.not.ok(hasBack(h.root));
  h.unmount();
});

test('organization fetch failing otherwise -> the organization Error, no back', async () => {
  setURL('http://localhost:3000/login');
  const h = await render(
    { organizationSlug: 'acme' },
    { 'organization.getBySlug': () => Promise.reject(apiError('internal_server_error')) },
  );
  assert.equal(h.w.state.value.error, { type: 'organization', canGoBack: false, vars: undefined });
  assert.match(h.text(), 'The organization you are looking for could not be found. If you think this is a mistake, contact your admin.');
  assert.not.match(h.text(), 'Ad Blocker');
  assert.not.ok(hasBack(h.root));
  h.unmount();
});

test.run();
