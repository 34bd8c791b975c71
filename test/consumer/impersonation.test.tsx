import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { until } from '../ui/util';
import { getClient, ok, SESSION, setup } from './harness';
import { StytchEventType } from '../../src/core/enums';

test.before.each(() => (getClient() as any).ctx.store.clear());

// The vendor's redirect for support staff carries stytch_token_type=impersonation (consumer);
// B2B uses multi_tenant_impersonation, which the consumer widget leaves alone.
test('impersonation token on load: impersonation.authenticate, confirmation, parameters removed', async () => {
  history.replaceState(null, '', '/page?token=imp-tok&stytch_token_type=impersonation');
  const h = await setup({}, { 'POST /impersonation/authenticate': ok(SESSION) });
  await until(() => h.text().includes('You have successfully logged in.'));
  assert.equal(h.sent('/impersonation/authenticate')[0].body, { impersonation_token: 'imp-tok' });
  assert.is(location.search, '');
  assert.equal(
    h.events.map((e) => e.type),
    [StytchEventType.AuthenticateFlowComplete],
  );
  assert.ok(h.client.session.getSync(), 'the session is stored');
});

test('a B2B impersonation token is not the consumer widget’s: nothing is authenticated', async () => {
  history.replaceState(null, '', '/page?token=imp-tok&stytch_token_type=multi_tenant_impersonation');
  const h = await setup({});
  assert.ok(h.text().includes('Sign up or log in'));
  assert.is(h.sent('/impersonation/authenticate').length, 0);
  history.replaceState(null, '', '/page');
});

test.run();
