// Bootstrap: the snake_case wire settings mapped to the names the widgets read, cached in local
// storage for the next load, defaults with a console warning when the fetch fails.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootstrap, DEFAULT_BOOTSTRAP, DEFAULT_EMAIL_DOMAIN } from '../../src/core/bootstrap';
import { fromWire as wire } from '../../src/core/engine';

const fromWire = (w: Record<string, unknown>) => wire(w, DEFAULT_BOOTSTRAP);
import { network } from '../../src/core/network';
import { captureConsole } from '../helpers/browser';
import { settle } from '../helpers/fake-clock';
import { Answer, fakeFetch } from '../helpers/fake-fetch';
import { MemoryStorage } from '../helpers/memory-storage';

const WIRE = {
  status_code: 200,
  request_id: 'r',
  project_name: 'Acme',
  disable_sdk_watermark: true,
  captcha_settings: { enabled: true, siteKey: 'site-key' },
  cname_domain: 'login.acme.example',
  email_domains: ['acme.example'],
  pkce_required_for_email_magic_links: true,
  pkce_required_for_password_resets: true,
  pkce_required_for_oauth: true,
  pkce_required_for_sso: true,
  slug_pattern: 'https://{{slug}}.acme.example',
  create_organization_enabled: true,
  password_config: { luds_complexity: 3, luds_minimum_count: 10 },
  dfp_protected_auth_enabled: true,
  dfp_protected_auth_mode: 'DECISIONING',
  rbac_policy: { roles: [] },
  siwe_required_for_crypto_wallets: true,
  vertical: 'CONSUMER',
};

const MAPPED = {
  projectName: 'Acme',
  displayWatermark: false,
  captchaSettings: { enabled: true, siteKey: 'site-key' },
  cnameDomain: 'login.acme.example',
  emailDomains: ['acme.example'],
  pkceRequiredForEmailMagicLinks: true,
  pkceRequiredForPasswordResets: true,
  pkceRequiredForOAuth: true,
  pkceRequiredForSso: true,
  slugPattern: 'https://{{slug}}.acme.example',
  createOrganizationEnabled: true,
  passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 10 },
  dfpProtectedAuthEnabled: true,
  dfpProtectedAuthMode: 'DECISIONING',
  rbacPolicy: { roles: [] },
  siweRequiredForCryptoWallets: true,
  vertical: 'CONSUMER',
};

function make(answer: () => Answer, storage = new MemoryStorage()) {
  const f = fakeFetch(answer);
  const net = network({ baseURL: 'http://127.0.0.1:1', publicToken: 'public-token-test-b', sessionToken: () => null, fetch: f.fetch });
  return { b: bootstrap(net, 'public-token-test-b', storage), calls: f.calls, storage };
}

test('snake_case wire fields map to camelCase', () => {
  assert.equal(fromWire(WIRE), MAPPED);
  assert.is(fromWire({ disable_sdk_watermark: false }).displayWatermark, true);
  assert.is(fromWire({ captcha_settings: { enabled: true, site_key: 'k' } }).captchaSettings.siteKey, 'k');
});

test('missing or ill-typed fields keep the defaults', () => {
  assert.equal(fromWire({}), DEFAULT_BOOTSTRAP);
  const odd = fromWire({
    project_name: 5,
    email_domains: 'x',
    pkce_required_for_oauth: 'yes',
    password_config: 'no',
    dfp_protected_auth_mode: 'OTHER',
    vertical: 'nope',
  });
  assert.equal(odd, DEFAULT_BOOTSTRAP);
});

test('defaults: one email domain, all PKCE flags off, observation mode', () => {
  // the sender domain of the provider's emails (login@stytch.com), the one "mail-provider domain"
  assert.equal(DEFAULT_BOOTSTRAP.emailDomains, ['stytch.com']);
  assert.is(DEFAULT_EMAIL_DOMAIN, 'stytch.com');
  assert.is(DEFAULT_BOOTSTRAP.pkceRequiredForEmailMagicLinks, false);
  assert.is(DEFAULT_BOOTSTRAP.pkceRequiredForPasswordResets, false);
  assert.is(DEFAULT_BOOTSTRAP.pkceRequiredForOAuth, false);
  assert.is(DEFAULT_BOOTSTRAP.pkceRequiredForSso, false);
  assert.is(DEFAULT_BOOTSTRAP.dfpProtectedAuthMode, 'OBSERVATION');
});

test('fetched once from GET /projects/bootstrap/{public_token}, then cached for the next load', async () => {
  const first = make(() => ({ body: { data: WIRE } }));
  assert.equal(first.b.getSync(), DEFAULT_BOOTSTRAP, 'defaults until the fetch settles');
  await settle();
  assert.is(first.calls.length, 0, 'no request before start() or getAsync() (the client starts it after the first render)');
  assert.equal(await first.b.getAsync(), MAPPED);
  assert.equal(first.b.getSync(), MAPPED);
  await first.b.getAsync();
  assert.equal(
    first.calls.map((r) => [r.method, r.path]),
    [['GET', '/projects/bootstrap/public-token-test-b']],
  );
  assert.equal(JSON.parse(first.storage.getItem('stytch_sdk_state_public-token-test-b::bootstrap')!), MAPPED);
  // next page load: the cached settings are there at once
  let release!: (a: Answer) => void;
  const second = make(() => new Promise<Answer>((r) => (release = r)) as any, first.storage);
  assert.equal(second.b.getSync(), MAPPED);
  second.b.start();
  second.b.start();
  while (!release) await settle();
  assert.equal(second.b.getSync(), MAPPED, 'the cache while the fetch runs');
  release({ body: { data: { ...WIRE, project_name: 'Acme 2' } } });
  assert.is((await second.b.getAsync()).projectName, 'Acme 2');
  assert.is(second.calls.length, 1, 'start() twice and getAsync(): one request');
});

test('a failed fetch warns and keeps the defaults (or the cache); getAsync never rejects', async () => {
  for (const answer of [
    () => new TypeError('offline'),
    () => ({ status: 500, text: '<html>' }),
    () => ({ status: 404, body: { error_type: 'project_not_found', error_message: 'x' } }),
  ] as (() => Answer)[]) {
    let data: unknown;
    const warned = await captureConsole('warn', async () => (data = await make(answer).b.getAsync()));
    assert.equal(data, DEFAULT_BOOTSTRAP);
    assert.is(warned.length, 1);
    assert.match(warned[0], /bootstrap/);
  }
  const storage = new MemoryStorage();
  storage.setItem('stytch_sdk_state_public-token-test-b::bootstrap', JSON.stringify(MAPPED));
  let data: any;
  await captureConsole('warn', async () => (data = await make(() => new TypeError('offline'), storage).b.getAsync()));
  assert.equal(data, MAPPED);
});

test('isSettled: false until the fetch settles (answered or failed), true once getAsync / settled resolve', async () => {
  for (const answer of [() => ({ body: { data: WIRE } }), () => new TypeError('offline')] as (() => Answer)[]) {
    const { b } = make(answer);
    assert.is(b.isSettled(), false, 'before the fetch');
    const got = b.getAsync();
    assert.is(b.isSettled(), false, 'while it runs');
    await captureConsole('warn', () => got);
    assert.is(b.isSettled(), true, 'once it settled');
  }
});

test('a corrupt cache is ignored', async () => {
  const storage = new MemoryStorage();
  storage.setItem('stytch_sdk_state_public-token-test-b::bootstrap', '{oops');
  const { b } = make(() => ({ body: { data: WIRE } }), storage);
  assert.equal(b.getSync(), DEFAULT_BOOTSTRAP);
  await b.getAsync();
});

test.run();
