// A login widget's screens are those of its config's products (src/consumer/registry.ts): the 6.x
// objects carry their chunks; a 5.x string resolves as the entry registered: every product by id
// (featherlogin's main entry, featherlogin/react, the CDN bundles), or featherlogin/login's usage error.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchSDKUsageError } from '../../src/core/errors';
import { Products } from '../../src/consumer/all-products';
import { manifest } from '../../src/consumer/manifest';
import { otp, passwords } from '../../src/consumer/products';
import { registerStringProducts, registry } from '../../src/consumer/registry';
import { refuseStrings } from '../../src/consumer/strings-refused';

const screensOf = (r: { screens: object }) => Object.keys(r.screens).sort();
const expect = (...ids: (keyof typeof manifest.products)[]) =>
  ['Main', 'LoggingIn', ...manifest.shared, ...ids.flatMap((id) => manifest.products[id])].sort();
const byId = (id: keyof typeof Products) => Products[id];

test('product objects: the widget has the screens of its products, and no other', () => {
  registerStringProducts(byId);
  assert.equal(screensOf(registry({ products: [otp] }, 'login')), expect('otp'));
  assert.equal(screensOf(registry({ products: [otp, passwords] }, 'login')), expect('otp', 'passwords'));
  // The reset form needs the passwords product; the registration widget its own, with the signed-in check.
  assert.equal(screensOf(registry({ products: [otp, passwords] }, 'reset')), expect('otp', 'passwords'));
  const reg = registry({ products: [otp] }, 'passkeyRegistration');
  assert.equal(screensOf(reg), expect('otp', 'passkeyRegistration'));
  assert.type(reg.RequireUser, 'function');
  assert.is(registry({ products: [otp] }, 'login').crypto, undefined);
  assert.type(registry({ products: [Products.crypto] }, 'login').crypto, 'function');
});

test("5.x strings: featherlogin/login's usage error names the object to pass; an entry that registers every product wins over it, in either order", () => {
  registerStringProducts(refuseStrings);
  try {
    assert.throws(
      () => registry({ products: ['otp'] }, 'login'),
      (e: Error) =>
        e instanceof StytchSDKUsageError && /mountLogin/.test(e.message) && /import \{ otp \} from 'featherlogin\/login'/.test(e.message),
    );
    // The reset widget's passwords, named by id: the same, for its mount.
    assert.throws(
      () => registry({ products: [otp] }, 'reset'),
      (e: Error) => /mountResetPassword/.test(e.message),
    );
    registerStringProducts(byId);
    registerStringProducts(refuseStrings, true); // featherlogin/login imported after the main entry
    assert.equal(screensOf(registry({ products: ['otp', 'passwords'] }, 'login')), expect('otp', 'passwords'));
    assert.equal(screensOf(registry({}, 'login')), expect('emailMagicLinks'), 'emailMagicLinks when none');
  } finally {
    registerStringProducts(byId);
  }
});

test.run();
