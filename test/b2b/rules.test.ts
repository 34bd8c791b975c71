import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DISCOVERY_TOKENS, LOGIN_TOKENS } from '../../src/b2b/intents/token';
import { filterProducts, mainBlocks, matchSlug } from '../../src/b2b/rules';
import { directLoginTarget, formatTotpSecret, jitAllowed, membershipLabel } from '../../src/b2b/rules-steps';
import { discovered, org } from './harness';

const SLUGS: [string, string, string | null][] = [
  ['https://{{slug}}.example.com/login', 'https://acme.example.com/login', 'acme'],
  ['https://{{slug}}.example.com/login', 'https://acme.example.com/login?token=x&y=1', 'acme'],
  ['https://{{slug}}.example.com/login', 'https://acme.example.com/login#frag', 'acme'],
  ['https://{{slug}}.example.com/login', 'https://acme.example.com/other', null],
  ['https://{{slug}}.example.com/login', 'https://example.com/login', null],
  ['http://localhost:3000/{{slug}}/login', 'http://localhost:3000/acme-corp/login', 'acme-corp'],
  ['http://localhost:3000/{{slug}}/login', 'http://localhost:3000/acme/login/', 'acme'],
  ['http://localhost:3000/{{slug}}/login', 'http://localhost:3000/a/b/login', null],
  ['https://*.example.com/{{slug}}', 'https://eu.example.com/acme', 'acme'],
  ['https://example.com/{{slug}}/*', 'https://example.com/acme/deep/path', 'acme'],
  ['example.com/orgs/{{slug}}', 'https://example.com/orgs/acme?x=1', 'acme'],
  ['https://example.com/orgs/{{slug}}', 'https://example.com/orgs/', null],
  ['https://example.com/login', 'https://example.com/login', null],
  // a slug may hold dots (the organization settings' rule); the placeholder takes as little as lets the rest match
  ['http://localhost:3000/{{slug}}/login', 'http://localhost:3000/acme.inc/login', 'acme.inc'],
  ['example.com/orgs/{{slug}}', 'https://example.com/orgs/acme.inc', 'acme.inc'],
  ['https://{{slug}}.example.com/login', 'https://acme.inc.example.com/login', 'acme.inc'],
  ['https://{{slug}}.*', 'https://acme.example.com/login', 'acme'],
];

test('slug pattern matcher: placeholder, wildcards, query string ignored', () => {
  for (const [pattern, url, want] of SLUGS) assert.is(matchSlug(pattern, url), want, `${pattern} vs ${url}`);
  assert.is(matchSlug(null, 'https://x.com'), null);
});

test('token-type dispatch: the widget authenticates exactly the redirect token types of section 4', () => {
  const want = ['discovery', 'discovery_oauth', 'oauth', 'sso', 'multi_tenant_magic_links', 'multi_tenant_impersonation'];
  assert.equal([...Object.keys(DISCOVERY_TOKENS), ...Object.keys(LOGIN_TOKENS)].sort(), want.sort());
});

test('products filtered by allowed methods (section 5)', () => {
  const providers = [{ type: 'google' as const }, { type: 'microsoft' as const }];
  // no restriction: configured list; empty configured list: magic links
  assert.equal(filterProducts(['emailOtp', 'oauth'], providers, null).products, ['emailOtp', 'oauth']);
  assert.equal(filterProducts([], [], null).products, ['emailMagicLinks']);
  // restriction keeps matching products and providers
  const r = filterProducts(['emailMagicLinks', 'oauth', 'passwords'], providers, ['magic_link', 'google_oauth']);
  assert.equal(r.products, ['emailMagicLinks', 'oauth']);
  assert.equal(
    r.providers.map((p) => p.type),
    ['google'],
  );
  // nothing of the configured list left: recomputed from all known methods
  const all = filterProducts(['emailMagicLinks'], [], ['sso', 'password']);
  assert.equal(all.products, ['sso', 'passwords']);
  const oauthOnly = filterProducts(['emailMagicLinks'], [], ['slack_oauth']);
  assert.equal(oauthOnly.products, ['oauth']);
  assert.equal(oauthOnly.providers, [{ type: 'slack' }]);
});

test('just-in-time check before a non-member reset', () => {
  assert.ok(jitAllowed(org({ email_jit_provisioning: 'NOT_ALLOWED' }), 'a@x.com'));
  assert.ok(jitAllowed(org({ email_jit_provisioning: 'RESTRICTED', email_allowed_domains: ['acme.com'] }), 'a@ACME.com'));
  assert.not.ok(jitAllowed(org({ email_jit_provisioning: 'RESTRICTED', email_allowed_domains: ['acme.com'] }), 'a@other.com'));
  assert.not.ok(jitAllowed(org({ email_jit_provisioning: 'ALL_ALLOWED' }), 'a@acme.com'));
});

test('discovery direct login: one active membership, no invites or JIT unless ignored', () => {
  const active = discovered('active_member');
  const on = { status: true };
  assert.is(directLoginTarget([active], on), active);
  assert.is(directLoginTarget([active], { status: false }), null);
  assert.is(directLoginTarget([active], undefined), null);
  assert.is(directLoginTarget([active, discovered('active_member', { organization_id: 'o2' })], on), null);
  assert.is(directLoginTarget([active, discovered('invited_member')], on), null);
  assert.is(directLoginTarget([active, discovered('invited_member')], { status: true, ignoreInvites: true }), active);
  assert.is(directLoginTarget([active, discovered('pending_member')], on), null);
  assert.is(directLoginTarget([active, discovered('eligible_to_join_by_email_domain')], on), null);
  assert.is(
    directLoginTarget([active, discovered('eligible_to_join_by_oauth_tenant')], { status: true, ignoreJitProvisioning: true }),
    active,
  );
  assert.is(directLoginTarget([], on), null);
});

test('membership action labels', () => {
  assert.is(membershipLabel('eligible_to_join_by_email_domain'), 'discovery.join');
  assert.is(membershipLabel('eligible_to_join_by_oauth_tenant'), 'discovery.join');
  assert.is(membershipLabel('pending_member'), 'discovery.join');
  assert.is(membershipLabel('invited_member'), 'discovery.acceptInvite');
  assert.is(membershipLabel('active_member'), null);
});

test('TOTP secret: lowercase groups of 4', () => {
  assert.is(formatTotpSecret('ABCDEFGHIJKLMNOPQR'), 'abcd efgh ijkl mnop qr');
  assert.is(formatTotpSecret(''), '');
});

test('Main blocks: product order, one email block, OAuth and SSO grouped, each group with its own products', () => {
  const all = () => true;
  assert.equal(mainBlocks(['emailMagicLinks', 'emailOtp', 'oauth', 'sso', 'passwords'], all), ['email', ['oauth', 'sso'], 'password']);
  assert.equal(mainBlocks(['oauth', 'emailMagicLinks', 'sso'], all), [['oauth'], 'email', ['sso']]);
  assert.equal(mainBlocks(['sso', 'oauth'], all), [['sso', 'oauth']]);
  assert.equal(
    mainBlocks(['sso', 'passwords'], (p) => p !== 'sso'),
    ['password'],
  );
  assert.equal(
    mainBlocks(['oauth', 'emailOtp', 'oauth', 'passwords', 'emailMagicLinks'], all),
    [['oauth'], 'email', 'password'],
    'each product once',
  );
});

test.run();
