// The single-file builds (issue 15): dist/featherlogin.all.js and dist/featherlogin.b2b.all.js hold
// every login screen, the brand marks and the presentation mapping; a page that loads one of them draws its
// OAuth buttons' marks, applies a presentation theme and completes a sign-in with no other script
// fetched but the phone library (which only a phone form loads). The account pages (mountUserProfile,
// mountMemberProfile) and the identity provider's pages (mountIdentityProvider) are files beside each
// (issue 24: featherlogin[.b2b].all.profile.js, featherlogin[.b2b].all.idp.js), loaded on their first mount,
// and the B2B file's administration calls load featherlogin.b2b.admin.js on the first such call.
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { flow, uniqueEmail, useHarness, type Tab } from './harness';
import { b2bLogin, consumerLogin, consumerProfile, idpPage, memberProfile } from './pages';
import { discoveryJoin, enterCode, heading } from './flows';

const test = suite('e2e: single-file builds');
const h = useHarness(test);

/** The files the page fetched from dist/, by name (the harness's axe.js is not one). */
const scripts = (tab: Tab) => tab.requests.filter((u) => u.includes('/dist/')).map((u) => u.split('/').pop());

/** The files fetched from dist/ since the `from`-th, but the single file itself (again, or from the cache). */
const besides = (tab: Tab, from: number, single: string) =>
  scripts(tab)
    .slice(from)
    .filter((f) => f !== single);

/** OIDC clients of the emulator (harness config): a first-party one of the consumer project, and the B2B one. */
const FIRST_PARTY = 'connected-app-test-featherlogin';
const B2B_CLIENT = 'connected-app-test-partner-analytics';
/** An identity provider's logout page for `client` (its question: 'Log out?'). */
const logout = (h: { origin: string }, client: string) =>
  new URLSearchParams({ client_id: client, post_logout_redirect_uri: `${h.origin}/logged-out`, state: 'bye' });

/** A presentation theme whose primary colour shows on the submit button once the mapping has run. */
const presentation = { theme: { primary: '#5B21B6' } };
const PRIMARY = 'rgb(91, 33, 182)';

/** The marks drawn in a provider's button, and the background of the named button. */
async function drawn(tab: Tab, provider: string, button: string) {
  const { page } = tab;
  await page.locator(`svg[data-icon="${provider}"] path`).first().waitFor();
  const bg = await page.getByRole('button', { name: button }).evaluate((b) => getComputedStyle(b).backgroundColor);
  assert.is(bg, PRIMARY, 'the presentation theme is applied');
}

flow(
  test,
  h,
  'featherlogin.all.js: the Google mark and a presentation theme, then SMS OTP sign-in, with only the phone library fetched besides it',
  async (tab, h) => {
    const { page } = tab;
    await page.goto(
      consumerLogin(
        h,
        { products: ['oauth', 'otp'], oauthOptions: { providers: [{ type: 'google' }] }, otpOptions: { methods: ['email', 'sms'] } },
        { path: '/single-consumer', bundles: ['featherlogin.all.js'], presentation },
      ),
    );
    await heading(page, 'Sign up or log in');
    await drawn(tab, 'google', 'Continue with email');
    await page.getByRole('tab', { name: 'Text' }).click();
    const national = '4155552' + String(Date.now()).slice(-3);
    await page.getByLabel('Phone number').fill(national);
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await heading(page, 'Enter passcode');
    await enterCode(page, h, `+1${national}`);
    await heading(page, 'Success');
    await tab.screen('single-file-success');
    assert.equal(scripts(tab), ['featherlogin.all.js', 'featherlogin.phone.js']);

    // The signed-in user's account pages, then the identity provider's logout page: each the file beside
    // the single file, on its mount.
    let from = scripts(tab).length;
    await page.goto(consumerProfile(h, {}, { path: '/single-account', bundles: ['featherlogin.all.js'] }));
    await heading(page, 'Your account');
    assert.equal(besides(tab, from, 'featherlogin.all.js'), ['featherlogin.all.profile.js']);
    from = scripts(tab).length;
    await page.goto(`${idpPage(h, 'consumer', { path: '/single-idp', bundles: ['featherlogin.all.js'] })}?${logout(h, FIRST_PARTY)}`);
    await heading(page, 'Log out?');
    await page.getByRole('button', { name: 'No' }).click();
    await page.getByText('You have not been logged out. You may close this page.').waitFor();
    assert.equal(besides(tab, from, 'featherlogin.all.js'), ['featherlogin.all.idp.js']);
  },
);

flow(
  test,
  h,
  'featherlogin.b2b.all.js: the HubSpot mark and a presentation theme, then discovery by email OTP, organization list, join, with no other script',
  async (tab, h) => {
    const { page } = tab;
    const email = uniqueEmail('single', 'acme.test');
    await page.goto(
      b2bLogin(
        h,
        { authFlowType: 'Discovery', products: ['emailOtp', 'oauth'], oauthOptions: { providers: [{ type: 'hubspot' }] } },
        { path: '/single-b2b', bundles: ['featherlogin.b2b.all.js'], presentation },
      ),
    );
    await heading(page, 'Sign up or log in');
    await drawn(tab, 'hubspot', 'Continue with email');
    await discoveryJoin(page, h, email);
    await tab.screen('single-file-b2b-success');
    assert.equal(scripts(tab), ['featherlogin.b2b.all.js']);

    // The administration calls (self, organization, members, SCIM, SSO connections) load the CDN's
    // featherlogin.b2b.admin.js from beside the file on the first such call: no login screen makes one.
    const name = await page.evaluate(async () => (await (window as any).client.self.update({ name: 'Single File' })).member.name);
    assert.is(name, 'Single File');
    assert.equal(scripts(tab), ['featherlogin.b2b.all.js', 'featherlogin.b2b.admin.js']);

    // The member's account page, then the identity provider's logout page: each the file beside it.
    let from = scripts(tab).length;
    await page.goto(memberProfile(h, { path: '/single-b2b-account', bundles: ['featherlogin.b2b.all.js'] }));
    await heading(page, 'Your account');
    await page.getByRole('region', { name: 'Organization' }).getByText('Acme Inc').waitFor();
    // (its sections read the member's connected apps: an administration call; waited for, as the
    // section draws after its own chunk and the call answers)
    await page.getByRole('region', { name: 'Connected apps' }).getByText('None yet.').waitFor();
    assert.equal(besides(tab, from, 'featherlogin.b2b.all.js').sort(), ['featherlogin.b2b.admin.js', 'featherlogin.b2b.all.profile.js']);
    from = scripts(tab).length;
    await page.goto(`${idpPage(h, 'b2b', { path: '/single-b2b-idp', bundles: ['featherlogin.b2b.all.js'] })}?${logout(h, B2B_CLIENT)}`);
    await heading(page, 'Log out?');
    assert.equal(besides(tab, from, 'featherlogin.b2b.all.js'), ['featherlogin.b2b.all.idp.js']);
  },
);

test('the single files hold every login module; the account pages and the identity provider are files beside them, which may fail to load (Retry)', () => {
  const read = (file: string) => readFileSync(`dist/${file}`, 'utf8');
  // "ui.retry": the catalogue's key; a second one is lazyComponent's Retry button (src/ui/lazy.tsx).
  const retries = (file: string) => read(file).split('"ui.retry"').length - 1;
  assert.is(retries('featherlogin.js'), 2, 'the CDN bundle has the message');
  assert.is(retries('featherlogin.all.js'), 2, 'for the files beside it');
  // (a third in the B2B file: the authenticator-app setup's Retry after a refused create, TotpPending)
  assert.is(retries('featherlogin.b2b.all.js'), 3, 'for the files beside it');
  // Their own words are in the files beside, not in the single file.
  for (const [file, profile, idp] of [
    ['featherlogin.all.js', 'featherlogin.all.profile.js', 'featherlogin.all.idp.js'],
    ['featherlogin.b2b.all.js', 'featherlogin.b2b.all.profile.js', 'featherlogin.b2b.all.idp.js'],
  ])
    for (const [beside, words] of [
      [profile, 'Your account'],
      [idp, 'Log out?'],
    ]) {
      assert.ok(read(file).includes(JSON.stringify(beside)), `${file} loads ${beside}`);
      assert.not.ok(read(file).includes(words), `${words} not in ${file}`);
      assert.ok(read(beside).includes(words), `${words} in ${beside}`);
    }
});

test('the single files carry no preload handlers (onPointerEnter): every chunk is in the file, nothing to preload', () => {
  const read = (file: string) => readFileSync(`dist/${file}`, 'utf8');
  assert.ok(read('featherlogin.js').includes('onPointerEnter'), 'the CDN bundle preloads');
  assert.not.ok(read('featherlogin.all.js').includes('onPointerEnter'));
  assert.not.ok(read('featherlogin.b2b.all.js').includes('onPointerEnter'));
});

test.run();
