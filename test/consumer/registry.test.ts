// A login widget's screens are those of its config's products (src/consumer/registry.ts): the 6.x
// objects carry their chunks; a 5.x string is read as the mounting client says
// (src/consumer/product-names.ts): every product by id for the 5.x StytchUIClient, a usage error
// naming the object for the 6.x StytchClient.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchSDKUsageError } from '../../src/core/errors';
import { manifest } from '../../src/consumer/manifest';
import { everyProduct } from '../../src/consumer/product-names';
import { crypto, otp, passwords } from '../../src/consumer/products';
import { registry } from '../../src/consumer/registry';
import { createStytchClient, mountLogin, mountPasskeyRegistration, mountResetPassword } from '../../src/consumer/standalone';
import { StytchUIClient } from '../../src/consumer/StytchUIClient';
import { installFetch, restoreFetch } from '../helpers/fake-fetch';
import { host } from '../ui/util';

const screensOf = (r: { screens: object }) => Object.keys(r.screens).sort();
const expect = (...ids: (keyof typeof manifest.products)[]) =>
  ['Main', 'LoggingIn', ...manifest.shared, ...ids.flatMap((id) => manifest.products[id])].sort();

test('product objects: the widget has the screens of its products, and no other', () => {
  // The 5.x client's reader, and none (the 6.x client's: registry.ts refuses ids, product-names.ts refuseStrings).
  for (const byId of [everyProduct, undefined]) {
    assert.equal(screensOf(registry({ products: [otp] }, 'login', byId)), expect('otp'));
    assert.equal(screensOf(registry({ products: [otp, passwords] }, 'login', byId)), expect('otp', 'passwords'));
    // The reset form needs the passwords product; the registration widget its own, with the signed-in check.
    assert.equal(screensOf(registry({ products: [otp, passwords] }, 'reset', byId)), expect('otp', 'passwords'));
    assert.is(registry({ products: [otp] }, 'login', byId).crypto, undefined);
    assert.type(registry({ products: [crypto] }, 'login', byId).crypto, 'function');
  }
  const reg = registry({ products: [otp] }, 'passkeyRegistration', everyProduct);
  assert.equal(screensOf(reg), expect('otp', 'passkeyRegistration'));
  assert.type(reg.RequireUser, 'function');
});

test('5.x strings: the 5.x client reads them, with emailMagicLinks when none is named; the 6.x client refuses them with a usage error naming the object', () => {
  assert.equal(screensOf(registry({ products: ['otp', 'passwords'] }, 'login', everyProduct)), expect('otp', 'passwords'));
  assert.equal(screensOf(registry({ products: [otp, 'passwords'] }, 'login', everyProduct)), expect('otp', 'passwords'), 'mixed');
  assert.equal(screensOf(registry({}, 'login', everyProduct)), expect('emailMagicLinks'), 'emailMagicLinks when none');
  assert.throws(
    () => registry({ products: ['otp'] }, 'login'),
    (e: Error) => e instanceof StytchSDKUsageError && /mountLogin/.test(e.message) && /Products\.otp/.test(e.message),
  );
  // A product the widget needs and the config does not name: the reset widget's passwords, for its mount.
  assert.throws(
    () => registry({ products: [otp] }, 'reset'),
    (e: Error) => /mountResetPassword/.test(e.message) && /Products\.passwords/.test(e.message),
  );
});

test("the 5.x client draws a product object with its own build's screens: another build's object (featherlogin's Products on a featherlogin/react page, as 5.x's docs import it) is read by its id", async () => {
  let foreign = 0;
  const other = { id: 'crypto', chunk: () => (foreign++, Promise.resolve({})) } as const;
  const r = registry({ products: [other] }, 'login', everyProduct);
  await r.crypto!().catch(() => {});
  assert.is(foreign, 0, "the other build's chunk is not loaded");
  // The 6.x client, which reads no ids, takes the object as it is.
  await registry({ products: [other] }, 'login').crypto!().catch(() => {});
  assert.is(foreign, 1);
});

test("a reset link: the 5.x client's login widget opens the reset form; the 6.x client's draws Main without passwords named (as the official 6.x login widget), with them the form", () => {
  installFetch(() => ({ body: { data: { request_id: 'r', status_code: 200 } } }));
  const options = { endpoints: { testAPIURL: 'http://localhost:4100' } };
  history.replaceState(null, '', '/page?token=rp-tok&stytch_token_type=reset_password');
  try {
    assert.equal(screensOf(registry({ products: [otp] }, 'login', everyProduct)), expect('otp', 'passwords'));
    assert.equal(screensOf(registry({ products: [otp] }, 'login')), expect('otp'), 'no usage error from an address');
    const el = host('login');
    const six = createStytchClient('public-token-test-reset-6', options);
    six._refresher.stop();
    const off = mountLogin({ elementId: '#login', client: six, config: { products: [otp], otpOptions: { methods: ['email'] } } });
    assert.ok(el.querySelector('input[type=email]'), 'Main');
    off();
    const again = mountLogin({ elementId: '#login', client: six, config: { products: [otp, passwords] } });
    assert.not.ok(el.querySelector('input[type=email]'), 'the reset form, not Main');
    again();
  } finally {
    history.replaceState(null, '', '/page');
    restoreFetch();
  }
});

test("the clients: createStytchClient's (6.x) refuses a product named by its 5.x string at mount and draws its objects; StytchUIClient (5.x) draws the strings", () => {
  installFetch(() => ({ body: { data: { request_id: 'r', status_code: 200 } } }));
  const options = { endpoints: { testAPIURL: 'http://localhost:4100' } };
  const quiet = <C extends { _refresher: { stop(): void; start(): void } }>(c: C) => (
    c._refresher.stop(), (c._refresher.start = () => {}), c
  );
  try {
    const el = host('login');
    const six = quiet(createStytchClient('public-token-test-names-6', options));
    assert.throws(
      () => mountLogin({ elementId: '#login', client: six, config: { products: ['otp'] } }),
      (e: Error) => e instanceof StytchSDKUsageError && /Products\.otp/.test(e.message),
    );
    const off = mountLogin({ elementId: '#login', client: six, config: { products: [otp], otpOptions: { methods: ['email'] } } });
    assert.ok(el.querySelector('input[type=email]'), 'the 6.x client draws the otp object');
    off();
    const five = quiet(new StytchUIClient('public-token-test-names-5', options));
    five.mountLogin({ elementId: '#login', config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    assert.ok(el.querySelector('input[type=email]'), 'the 5.x client draws the string');
    five.unmount('#login');

    // The 6.x reset and passkey-registration mounts add their own product, as the official 6.x ones do;
    // the client's methods do not (every 6.x page would then hold those screens).
    assert.throws(
      () => six.mountResetPassword({ elementId: '#login', config: { products: [otp] }, passwordResetToken: 't' }),
      (e: Error) => /Products\.passwords/.test(e.message),
    );
    mountResetPassword({ elementId: '#login', client: six, config: { products: [otp] }, passwordResetToken: 't' })();
    mountPasskeyRegistration({ elementId: '#login', client: six, config: {} })();
  } finally {
    restoreFetch();
  }
});

test('a second standalone mountLogin on the same element keeps the options it leaves out (6.x: merged), until the widget is unmounted', () => {
  installFetch(() => ({ body: { data: { request_id: 'r', status_code: 200 } } }));
  try {
    const el = host('login');
    const six = createStytchClient('public-token-test-merge-6', { endpoints: { testAPIURL: 'http://localhost:4100' } });
    six._refresher.stop();
    const config = { products: [otp], otpOptions: { methods: ['email' as const] } };
    mountLogin({ elementId: '#login', client: six, config, strings: { 'main.title': 'Welcome back' } });
    assert.match(el.textContent || '', 'Welcome back');
    const off = mountLogin({
      elementId: '#login',
      client: six,
      config: { ...config, otpOptions: { methods: ['email' as const], expirationMinutes: 5 } },
    });
    assert.match(el.textContent || '', 'Welcome back', 'the strings of the first call stay');
    off();
    const fresh = mountLogin({ elementId: '#login', client: six, config });
    assert.match(el.textContent || '', 'Sign up or log in', 'an unmounted widget starts afresh');
    fresh();
    // Another widget on the element takes nothing of the login's options.
    mountLogin({ elementId: '#login', client: six, config, strings: { 'main.title': 'Welcome back' } });
    const passkeys = mountPasskeyRegistration({ elementId: '#login', client: six, config: { products: [] } });
    assert.not.match(el.textContent || '', 'Welcome back');
    passkeys();
  } finally {
    restoreFetch();
  }
});

test.run();
