// OAuth login hint (B2B spec section 5): "A login hint is added to Google and Microsoft provider
// params when the email is known and none is configured."
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { auth, org, T0, widget } from './harness';
import { startOAuth } from '../../src/b2b/intents/start';

const PROVIDERS = ['google', 'microsoft', 'slack', 'github', 'hubspot'] as const;

/** The provider_params of each provider's start, with `email` known (or not) and `params` configured. */
async function starts(email: string | null, params?: Record<string, string>, flow: 'Organization' | 'Discovery' = 'Organization') {
  const h = widget({ authFlowType: flow, products: ['oauth'], oauthOptions: { providers: [...PROVIDERS], providerParams: params } });
  if (flow === 'Organization') h.w.dispatch({ type: 'setOrganization', organization: org() });
  if (email) h.w.dispatch({ type: 'setEmail', email });
  const suffix = flow === 'Discovery' ? '.discovery.start' : '.start';
  const out: Record<string, unknown> = {};
  for (const p of PROVIDERS) {
    await startOAuth(h.w, p);
    out[p] = h.called(`oauth.${p}${suffix}`)[0].provider_params;
  }
  return out;
}

test('email known: login_hint for Google and Microsoft only', async () => {
  const hint = { login_hint: 'ada@acme.com' };
  assert.equal(await starts('ada@acme.com'), { google: hint, microsoft: hint, slack: undefined, github: undefined, hubspot: undefined });
  assert.equal(await starts('ada@acme.com', undefined, 'Discovery'), {
    google: hint,
    microsoft: hint,
    slack: undefined,
    github: undefined,
    hubspot: undefined,
  });
});

test('email unknown: no login_hint', async () => {
  assert.equal(await starts(null), { google: undefined, microsoft: undefined, slack: undefined, github: undefined, hubspot: undefined });
});

test('a configured login_hint is kept (the email does not replace it)', async () => {
  const mine = { login_hint: 'boss@acme.com' };
  assert.equal(await starts('ada@acme.com', mine), { google: mine, microsoft: mine, slack: mine, github: mine, hubspot: mine });
});

test('the email of a primary-required member counts as known', async () => {
  const h = widget({ products: ['oauth'], oauthOptions: { providers: ['microsoft'] } });
  h.w.dispatch({ type: 'setOrganization', organization: org() });
  h.w.dispatch({ type: 'primarySuccess', resp: auth({ primary_required: { allowed_auth_methods: ['microsoft_oauth'] } }), now: T0 });
  await startOAuth(h.w, 'microsoft');
  assert.equal(h.called('oauth.microsoft.start')[0].provider_params, { login_hint: 'ada@acme.com' });
});

test.run();
