// The B2B widget tests' fake client (harness.tsx) answers only calls the real headless client has:
// its path list is typed by B2BClient (a Pick of StytchB2BHeadlessClient: a wrong path is a compile
// error) and checked here against a real client object, so the fake cannot drift from the contract.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { setup } from '../core/b2b-setup';
import { fakeClient, PATHS } from './harness';

test('every path the fake answers is a method of the real B2B headless client', () => {
  const h = setup();
  try {
    const missing = PATHS.filter((p) => typeof p.split('.').reduce<any>((o, k) => o?.[k], h.client) !== 'function');
    assert.equal(missing, []);
    assert.ok(PATHS.length > 40, `${PATHS.length} paths`);
  } finally {
    h.done();
  }
});

test('the fake answers each path and records the call', async () => {
  const f = fakeClient({ 'totp.create': () => ({ secret: 's' }) });
  assert.equal(await f.client.totp.create({ organization_id: 'o', member_id: 'm' }), { secret: 's' });
  assert.equal(f.called('totp.create'), [{ organization_id: 'o', member_id: 'm' }]);
});

test.run();
