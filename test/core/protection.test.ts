// Captcha and device-fingerprint tokens by default (consumer spec sections 3, 7, 8): the client reads
// the project's bootstrap settings, loads reCAPTCHA Enterprise / the vendor's telemetry.js only when
// they are on (a page that defines the globals already is used as it is), and the 'Captcha required'
// retry gets fresh tokens.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SDKCaptchaUnavailableError } from '../../src/core/request-errors';
import { StytchHeadlessClient } from '../../src/core/consumer/client';
import { captureConsole } from '../helpers/browser';
import { installFetch, restoreFetch, type Recorded } from '../helpers/fake-fetch';
import { BASE, setup } from './consumer-setup';

const g = globalThis as any;
const SEND = '/magic_links/email/login_or_create';
const CAPTCHA_ON = { captcha_settings: { enabled: true, siteKey: 'site-key-1' } };
const DFP_ON = { dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'DECISIONING' };
const CAPTCHA_REQUIRED = { status: 429, text: 'Captcha required' };

/** Stand-ins for the page's grecaptcha.enterprise and the vendor's GetTelemetryID, counting calls. */
function fakeGlobals() {
  const seen = { captcha: [] as unknown[][], dfp: [] as unknown[][] };
  g.grecaptcha = {
    enterprise: {
      ready: (cb: () => void) => cb(),
      execute: async (...a: unknown[]) => (seen.captcha.push(a), `captcha-${seen.captcha.length}`),
    },
  };
  g.GetTelemetryID = async (...a: unknown[]) => (seen.dfp.push(a), `dfp-${seen.dfp.length}`);
  return seen;
}

// happy-dom does not run scripts: the client's tags are kept out of the document and recorded.
let added: HTMLScriptElement[] = [];
const scripts = () => added;
const append = document.head.appendChild;
test.before.each(() => {
  added = [];
  document.head.appendChild = ((n: HTMLScriptElement) => (n.src ? added.push(n) : append.call(document.head, n), n)) as any;
});
test.after.each(() => {
  document.head.appendChild = append;
  delete g.grecaptcha;
  delete g.GetTelemetryID;
  for (const s of document.querySelectorAll('script')) s.remove();
});

test('both off (the common case): no script is added and protected bodies carry no tokens', async () => {
  const s = setup();
  try {
    await s.client.magicLinks.email.loginOrCreate('a@example.com');
    await s.client.otps.sms.loginOrCreate('+12025550123');
    assert.equal(scripts(), []);
    for (const r of s.calls()) assert.not.ok('captcha_token' in r.body || 'dfp_telemetry_id' in r.body, r.path);
  } finally {
    s.done();
  }
});

test("captcha on: the page's grecaptcha.enterprise gives the token (site key, action), no script is loaded", async () => {
  const seen = fakeGlobals();
  const s = setup({ bootstrap: CAPTCHA_ON });
  try {
    await s.client.magicLinks.email.loginOrCreate('a@example.com');
    assert.equal(s.calls()[0].body.captcha_token, 'captcha-1');
    assert.not.ok('dfp_telemetry_id' in s.calls()[0].body);
    assert.equal(seen.captcha, [['site-key-1', { action: 'LOGIN' }]]);
    assert.equal(seen.dfp, []);
    assert.equal(scripts(), []);
  } finally {
    s.done();
  }
});

test('captcha on without grecaptcha: reCAPTCHA Enterprise is loaded once with the site key and the page nonce', async () => {
  // The page's own script: browsers hide the nonce attribute's value; the property keeps it.
  const page = document.createElement('script');
  page.setAttribute('nonce', '');
  page.nonce = 'nonce-abc';
  document.head.appendChild(page);
  const s = setup({ bootstrap: CAPTCHA_ON });
  try {
    const sends = [s.client.magicLinks.email.loginOrCreate('a@example.com'), s.client.magicLinks.email.loginOrCreate('b@example.com')];
    await new Promise((r) => setTimeout(r, 10));
    const tags = scripts();
    assert.is(tags.length, 1, 'one script tag for two calls');
    assert.is(tags[0].src, 'https://www.google.com/recaptcha/enterprise.js?render=site-key-1');
    assert.is(tags[0].nonce, 'nonce-abc');
    fakeGlobals();
    tags[0].dispatchEvent(new Event('load'));
    await Promise.all(sends);
    assert.equal(
      s.calls().map((r) => r.body.captcha_token),
      ['captcha-1', 'captcha-2'],
    );
  } finally {
    s.done();
  }
});

test('captcha script fails to load: the call goes without a token; on "Captcha required" it fails with the spec text', async () => {
  const s = setup({ bootstrap: { captcha_settings: { enabled: true, siteKey: 'site-key-2' } }, answer: () => CAPTCHA_REQUIRED });
  try {
    const call = s.client.magicLinks.email.loginOrCreate('a@example.com').catch((e) => e);
    await new Promise((r) => setTimeout(r, 10));
    scripts()[0].dispatchEvent(new Event('error'));
    await new Promise((r) => setTimeout(r, 10));
    // The retry asks again: a failed load is tried again (a new tag), which fails too.
    assert.equal(
      scripts().map((t) => t.src),
      Array(2).fill('https://www.google.com/recaptcha/enterprise.js?render=site-key-2'),
      'the retry adds a new tag',
    );
    scripts()[1].dispatchEvent(new Event('error'));
    const e = await call;
    assert.instance(e, SDKCaptchaUnavailableError);
    assert.is(e.message, 'Unable to query captcha and/or dfp telemetry ID');
    assert.not.ok('captcha_token' in s.calls()[0].body);
  } finally {
    s.done();
  }
});

test('DFP DECISIONING: the telemetry id first; "Captcha required" is retried once with a fresh id and a captcha token', async () => {
  const seen = fakeGlobals();
  let n = 0;
  const s = setup({
    bootstrap: { ...CAPTCHA_ON, ...DFP_ON },
    answer: (r: Recorded) => (r.path === SEND && !n++ ? CAPTCHA_REQUIRED : undefined),
  });
  try {
    await s.client.magicLinks.email.loginOrCreate('a@example.com');
    const [first, retry] = s.calls().map((r) => r.body);
    assert.is(first.dfp_telemetry_id, 'dfp-1');
    assert.not.ok('captcha_token' in first, 'DECISIONING: no captcha before the server asks');
    assert.is(retry.dfp_telemetry_id, 'dfp-2');
    assert.is(retry.captcha_token, 'captcha-1');
    assert.equal(seen.dfp[0], [s.token, 'https://telemetry.stytch.com/submit']);
  } finally {
    s.done();
  }
});

test('DFP OBSERVATION: both tokens from the first call', async () => {
  fakeGlobals();
  const s = setup({ bootstrap: { ...CAPTCHA_ON, dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'OBSERVATION' } });
  try {
    await s.client.otps.email.loginOrCreate('a@example.com');
    assert.is(s.calls()[0].body.captcha_token, 'captcha-1');
    assert.is(s.calls()[0].body.dfp_telemetry_id, 'dfp-1');
  } finally {
    s.done();
  }
});

test('DFP on without GetTelemetryID: telemetry.js from endpointOptions.dfpCdnDomain, submit to dfppaDomain', async () => {
  const s = setup({
    bootstrap: DFP_ON,
    options: { endpointOptions: { dfpCdnDomain: 'cdn.example.com', dfppaDomain: 'http://127.0.0.1:4100' } },
  });
  try {
    const call = s.client.magicLinks.email.loginOrCreate('a@example.com');
    await new Promise((r) => setTimeout(r, 10));
    const [tag] = scripts();
    assert.is(tag.src, 'https://cdn.example.com/telemetry.js');
    const seen = fakeGlobals();
    tag.dispatchEvent(new Event('load'));
    await call;
    assert.equal(seen.dfp, [[s.token, 'http://127.0.0.1:4100/submit']]);
    assert.is(s.calls()[0].body.dfp_telemetry_id, 'dfp-1');
  } finally {
    s.done();
  }
});

test('a host `protection` option overrides the bootstrap-driven source', async () => {
  const seen = fakeGlobals();
  const s = setup({ bootstrap: CAPTCHA_ON, options: { protection: async () => ({ captcha_token: 'host' }) } });
  try {
    await s.client.magicLinks.email.loginOrCreate('a@example.com');
    assert.is(s.calls()[0].body.captcha_token, 'host');
    assert.equal(seen.captcha, []);
  } finally {
    s.done();
  }
});

test('non-protected calls never ask for tokens', async () => {
  const seen = fakeGlobals();
  const s = setup({ bootstrap: { ...CAPTCHA_ON, ...DFP_ON } });
  try {
    await s.client.magicLinks.authenticate('token-1', { session_duration_minutes: 5 });
    assert.equal(seen, { captcha: [], dfp: [] });
  } finally {
    s.done();
  }
});

test('a bootstrap fetch answered "Captcha required" falls back to the defaults (it does not wait for tokens that wait for it)', async () => {
  const f = installFetch(() => CAPTCHA_REQUIRED);
  const client = new StytchHeadlessClient(`public-token-test-bootstrap-captcha-${Date.now()}`, { endpoints: { testAPIURL: BASE } });
  try {
    const warned = await captureConsole('warn', async () => {
      const settled = await Promise.race([client.bootstrap.getAsync().then(() => true), new Promise((r) => setTimeout(r, 50, false))]);
      assert.ok(settled, 'bootstrap settles');
    });
    assert.match(warned.join('\n'), /could not load project settings \(bootstrap\); using defaults\. Unable to query captcha/);
    assert.is(f.calls.length, 1, 'a GET carries no tokens: no retry');
  } finally {
    client._refresher.stop();
    restoreFetch();
  }
});

test.run();
