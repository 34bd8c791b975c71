// The 6.x standalone mounts of both verticals (src/ui/standalone-mount.ts): a headless client cannot
// draw, said as a usage error naming the method called; B2B mountIdentityProvider draws with any
// client, in its 6.x form ({ client, ... }) and in featherlogin's (client, { ... }).
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchB2BHeadlessClient } from '../../src/core/b2b/client';
import { StytchHeadlessClient } from '../../src/core/consumer/client';
import { StytchSDKUsageError } from '../../src/core/errors';
import { mountLogin } from '../../src/consumer/standalone';
import { mount, mountIdentityProvider } from '../../src/b2b/standalone';
import { installFetch, restoreFetch } from '../helpers/fake-fetch';
import { host } from './util';

const options = { endpoints: { testAPIURL: 'http://localhost:4100' } };

test('a headless client given to a standalone mount: a StytchSDKUsageError naming the method and where a drawing client comes from', () => {
  installFetch(() => ({ body: { data: {} } }));
  try {
    host('login');
    const consumer = new StytchHeadlessClient('public-token-test-standalone-c', options);
    const b2b = new StytchB2BHeadlessClient('public-token-test-standalone-b', options);
    for (const c of [consumer, b2b]) c._refresher.stop();
    const refused = (f: () => unknown, method: string, from: RegExp) =>
      assert.throws(f, (e: Error) => e instanceof StytchSDKUsageError && e.message.includes(method) && from.test(e.message));
    refused(
      () => mountLogin({ elementId: '#login', client: consumer as never, config: { products: [] } }),
      'mountLogin',
      /createStytchClient/,
    );
    refused(
      () => mount({ elementId: '#login', client: b2b as never, config: { authFlowType: 'Discovery', products: [] } as never }),
      'Invalid call to mount',
      /createStytchB2BClient/,
    );
  } finally {
    restoreFetch();
  }
});

test('B2B mountIdentityProvider draws with a headless client, in both its forms', () => {
  installFetch(() => ({ body: { data: {} } }));
  try {
    const el = host('idp');
    const b2b = new StytchB2BHeadlessClient('public-token-test-standalone-idp', options);
    b2b._refresher.stop();
    const forms = [
      () => mountIdentityProvider({ elementId: '#idp', client: b2b }),
      () => mountIdentityProvider(b2b, { elementId: '#idp' }),
    ];
    for (const draw of forms) {
      const off = draw();
      assert.ok(el.childElementCount > 0, 'drawn');
      off();
      assert.is(el.childElementCount, 0, 'gone with its unmount');
    }
  } finally {
    restoreFetch();
  }
});

test.run();
