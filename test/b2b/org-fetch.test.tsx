// Fetching the organization by slug (B2B spec section 4 "Load"): Main in the organization flow
// without its organization fetches it, on load and on Back from a failed link's Error; a request
// blocked by an ad blocker shows the ad-blocker Error (section 8), a missing organization or any
// other failure the organization Error, all without a way back.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apiError, auth, button, flush, org, render, session, setURL, widget } from './harness';
import { B2BWidget } from '../../src/b2b/B2BWidget';
import { b2bText } from '../../src/b2b/text';
import { mountWidget } from '../../src/ui/mount';

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

const FAILED_LINK = 'http://localhost:3000/login?token=t&stytch_token_type=multi_tenant_magic_links';
const linkFails = { 'magicLinks.authenticate': () => Promise.reject(apiError('magic_link_not_found')) };

test('Back from a failed link in the organization flow: Main fetches its organization (once) and shows it', async () => {
  setURL(FAILED_LINK);
  const h = await render({ organizationSlug: 'acme' }, { ...linkFails, 'organization.getBySlug': () => ({ organization: org() }) });
  assert.is(h.w.state.value.screen, 'Error');
  button(h.root, 'Back').click();
  await flush();
  assert.equal(h.called('organization.getBySlug'), [{ organization_slug: 'acme' }]);
  assert.match(h.text(), 'Continue to Acme');
  h.unmount();
});

test('Back from a failed link when the organization is missing: no endless spinner, the organization Error without back', async () => {
  setURL(FAILED_LINK);
  const h = await render({ organizationSlug: 'gone' }, { ...linkFails, 'organization.getBySlug': () => ({ organization: null }) });
  button(h.root, 'Back').click();
  await flush();
  assert.equal(h.called('organization.getBySlug').at(-1), { organization_slug: 'gone' });
  assert.equal(h.w.state.value.error, { type: 'organization', canGoBack: false, vars: undefined });
  assert.match(h.text(), 'The organization you are looking for could not be found.');
  assert.not.ok(hasBack(h.root));
  h.unmount();
});

test('a link that logs in, in the organization flow: no organization fetch (the loading view, not Main, while it runs)', async () => {
  setURL(FAILED_LINK);
  const h = await render({ organizationSlug: 'acme' }, { 'magicLinks.authenticate': () => auth({ member_session: session }) });
  assert.is(h.w.state.value.screen, 'LoggedIn');
  assert.equal(h.called('organization.getBySlug'), []);
  h.unmount();
});

test('a mount again on the same element in the organization flow (a new widget on the same Main): it fetches its organization', async () => {
  setURL('http://localhost:3000/login');
  const first = await render({ authFlowType: 'Discovery' });
  const second = widget(
    { authFlowType: 'Organization', organizationSlug: 'acme' },
    { 'organization.getBySlug': () => ({ organization: org() }) },
  );
  mountWidget('#app', <B2BWidget widget={second.w} />, { text: b2bText });
  await flush(8);
  assert.equal(second.called('organization.getBySlug'), [{ organization_slug: 'acme' }]);
  assert.match(first.root.textContent || '', 'Continue to');
  first.unmount();
});

test.run();
