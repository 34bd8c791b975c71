// Captcha and device fingerprinting in Chromium: the consumer project turned to captcha on + DFP
// protected auth (DECISIONING) in the emulator, a page under a strict CSP with a reCAPTCHA stand-in
// (as the One Tap tests stand in for Google's API) and the client's endpointOptions pointing the DFP
// domains at the emulator. An email-code login goes through: the telemetry script loads with the
// nonce, the first send carries the telemetry id and is answered 'Captcha required', the one retry
// carries a fresh id and a captcha token, the code signs in.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { flow, uniqueEmail, useHarness, type Harness } from './harness';
import { consumerLogin } from './pages';
import { emailOtpConfig, emailOtpLogin } from './flows';

const test = suite('e2e: captcha and device fingerprinting');
const h = useHarness(test);

const NONCE = 'e2eN0nceProtect';
const csp = (emu: string) =>
  `default-src 'self'; script-src 'self' 'nonce-${NONCE}'; style-src 'self' 'nonce-${NONCE}'; connect-src 'self' ${emu}`;

/** Patches the consumer project's config in the running emulator (its admin endpoint). */
const configure = (h: Harness, patch: object) =>
  fetch(`${h.emu.url}/emulator/projects/${h.consumerToken}/config`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  }).then((r) => assert.is(r.status, 200));

const RECAPTCHA_STAND_IN = `window.__captcha = [];
window.grecaptcha = { enterprise: { ready: (cb) => cb(), execute: async (siteKey, o) => (window.__captcha.push([siteKey, o.action]), 'captcha-token-' + window.__captcha.length) } };
options.endpointOptions = { dfppaDomain: EMU, dfpCdnDomain: EMU };`;

flow(test, h, 'captcha + DFP (DECISIONING): a login goes through the Captcha-required retry with fresh tokens', async (tab, h) => {
  await configure(h, { captcha: { enabled: true, site_key: 'e2e-site-key' }, dfp_protected_auth: { enabled: true, mode: 'DECISIONING' } });
  try {
    const sends: Record<string, unknown>[] = [];
    tab.page.on('request', (r) => r.url().endsWith('/sdk/v1/otps/email/login_or_create') && sends.push(r.postDataJSON()));
    const url = consumerLogin(h, emailOtpConfig, {
      nonce: NONCE,
      path: '/protected',
      extra: RECAPTCHA_STAND_IN,
      headers: { 'content-security-policy': csp(h.emu.url) },
    });
    const email = uniqueEmail('protected');
    await emailOtpLogin(tab, h, url, email);

    assert.is(sends.length, 2, 'the send, then one retry');
    assert.match(String(sends[0].dfp_telemetry_id), /^telemetry-id-test-/);
    assert.not.ok('captcha_token' in sends[0], 'DECISIONING: no captcha before the server asks');
    assert.match(String(sends[1].dfp_telemetry_id), /^telemetry-id-test-/);
    assert.is.not(sends[1].dfp_telemetry_id, sends[0].dfp_telemetry_id, 'a fresh telemetry id for the retry');
    assert.is(sends[1].captcha_token, 'captcha-token-1');
    assert.equal(await tab.page.evaluate(() => (window as any).__captcha), [['e2e-site-key', 'LOGIN']]);
    assert.is(
      tab.requests.filter((u) => u === `${h.emu.url}/telemetry.js`).length,
      1,
      'the telemetry script, once, from endpointOptions.dfpCdnDomain',
    );
    assert.is(tab.requests.filter((u) => u === `${h.emu.url}/submit`).length, 2, 'one telemetry id per send');
    assert.not.ok(
      tab.requests.some((u) => u.includes('google.com/recaptcha')),
      "the page's grecaptcha is used; Google's script is not loaded",
    );
    assert.is(tab.requests.filter((u) => u.endsWith('/featherlogin.captcha.js')).length, 1, 'the loaders come as their own chunk, once');
    assert.equal(tab.csp, [], 'the captcha chunk and the telemetry script carry the nonce: no CSP violation');
  } finally {
    await configure(h, { captcha: { enabled: false }, dfp_protected_auth: { enabled: false } });
  }
});

flow(test, h, 'both off (the default): no captcha or telemetry script, sends carry no tokens', async (tab, h) => {
  const sends: Record<string, unknown>[] = [];
  tab.page.on('request', (r) => r.url().endsWith('/sdk/v1/otps/email/login_or_create') && sends.push(r.postDataJSON()));
  await emailOtpLogin(tab, h, consumerLogin(h, emailOtpConfig), uniqueEmail('unprotected'));
  assert.is(sends.length, 1);
  assert.not.ok('captcha_token' in sends[0] || 'dfp_telemetry_id' in sends[0]);
  assert.not.ok(tab.requests.some((u) => /telemetry\.js|recaptcha|featherlogin\.captcha\.js/.test(u)));
});

test.run();
