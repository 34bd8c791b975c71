// Session cookies: default names, cookieOptions overrides, attributes (path, SameSite, Secure,
// domain) and the intermediate token's 10-minute lifetime.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cookies, DEFAULT_COOKIE_NAMES, IST_LIFETIME_MS } from '../../src/core/cookies';
import { sessionStore } from '../../src/core/session';
import { captureConsole, resetBrowser } from '../helpers/browser';
import { MemoryStorage } from '../helpers/memory-storage';

/** A document whose cookie writes are recorded (and readable back as `jar`). */
function fakeDoc(hostname: string, jar = '') {
  const writes: string[] = [];
  const doc = {
    location: { hostname },
    get cookie() {
      return jar;
    },
    set cookie(v: string) {
      writes.push(v);
    },
  } as unknown as Document;
  return { doc, writes };
}

const attrs = (write: string) => write.split('; ').slice(1);

test('default names', () => {
  assert.equal(DEFAULT_COOKIE_NAMES, { session: 'stytch_session', jwt: 'stytch_session_jwt', ist: 'stytch_intermediate_session_token' });
  assert.equal(cookies({}, fakeDoc('example.com').doc).names, DEFAULT_COOKIE_NAMES);
});

test('cookieOptions override the names', () => {
  const c = cookies({ opaqueTokenCookieName: 'my_session', jwtCookieName: 'my_jwt', istCookieName: 'my_ist' }, fakeDoc('example.com').doc);
  assert.equal(c.names, { session: 'my_session', jwt: 'my_jwt', ist: 'my_ist' });
});

test('attributes: path /, SameSite=Lax, Secure except on localhost, expires', () => {
  const expires = new Date('2030-01-02T03:04:05Z');
  for (const [host, secure] of [
    ['example.com', true],
    ['app.example.com', true],
    ['localhost', false],
    ['127.0.0.1', false],
    ['dev.localhost', false],
  ] as const) {
    const { doc, writes } = fakeDoc(host);
    cookies({}, doc).set('stytch_session', 'tok en', expires);
    assert.is(writes[0].split('; ')[0], 'stytch_session=tok%20en');
    const a = attrs(writes[0]);
    assert.ok(a.includes('path=/'), host);
    assert.ok(a.includes('SameSite=Lax'), host);
    assert.ok(a.includes(`expires=${expires.toUTCString()}`), host);
    assert.is(a.includes('Secure'), secure, `${host}: Secure`);
    assert.not.ok(
      a.some((x) => x.startsWith('domain=')),
      `${host}: host-only by default`,
    );
  }
});

test('attributes: custom path, explicit domain, availableToSubdomains uses the page host', () => {
  const e = new Date(0);
  let f = fakeDoc('app.example.com');
  cookies({ path: '/app' }, f.doc).set('n', 'v', e);
  assert.ok(attrs(f.writes[0]).includes('path=/app'));
  // As the official client: a domain only with availableToSubdomains (alone it is ignored), never on localhost.
  f = fakeDoc('app.example.com');
  cookies({ domain: 'example.com' }, f.doc).set('n', 'v', e);
  assert.not.ok(
    attrs(f.writes[0]).some((x) => x.startsWith('domain=')),
    'domain alone: host-only',
  );
  f = fakeDoc('app.example.com');
  cookies({ domain: 'example.com', availableToSubdomains: true }, f.doc).set('n', 'v', e);
  assert.ok(attrs(f.writes[0]).includes('domain=example.com'));
  f = fakeDoc('app.example.com');
  cookies({ availableToSubdomains: true }, f.doc).set('n', 'v', e);
  assert.ok(attrs(f.writes[0]).includes('domain=app.example.com'));
  f = fakeDoc('localhost');
  cookies({ domain: 'localhost', availableToSubdomains: true }, f.doc).set('n', 'v', e);
  assert.not.ok(
    attrs(f.writes[0]).some((x) => x.startsWith('domain=')),
    'never on localhost',
  );
});

test('a copy made with the other subdomain setting is removed on write; a removal tries both', () => {
  const e = new Date(Date.now() + 60_000);
  let f = fakeDoc('app.example.com', 'stytch_session=old; stytch_session=new');
  cookies({ availableToSubdomains: true }, f.doc).set('stytch_session', 'new', e);
  assert.is(f.writes.length, 2);
  assert.ok(f.writes[1].startsWith('stytch_session=;'), 'the other copy expired');
  assert.not.ok(
    attrs(f.writes[1]).some((x) => x.startsWith('domain=')),
    'the host-only one',
  );
  f = fakeDoc('app.example.com', 'stytch_session=x');
  cookies({}, f.doc).remove('stytch_session');
  assert.equal(
    f.writes.map((w) => attrs(w).some((x) => x.startsWith('domain='))),
    [false, true],
    'host-only, then shared with subdomains (the fake jar keeps it, so both are tried)',
  );
});

test("a removal with a configured path also tries path / (the site's earlier default), both subdomain settings each", () => {
  const f = fakeDoc('app.example.com', 'stytch_session=x');
  cookies({ path: '/app' }, f.doc).remove('stytch_session');
  assert.equal(
    f.writes.map((w) => attrs(w).find((x) => x.startsWith('path='))),
    ['path=/app', 'path=/app', 'path=/', 'path=/'],
    'the fake jar keeps it, so every variant is tried',
  );
});

test('the intermediate session token lives 10 minutes', () => {
  assert.is(IST_LIFETIME_MS, 10 * 60 * 1000);
  const { doc, writes } = fakeDoc('example.com');
  const store = sessionStore('public-token-test-x', cookies({ istCookieName: 'my_ist' }, doc), new MemoryStorage(), false, null);
  const before = Date.now();
  store.setIntermediate('ist-1');
  assert.is(writes[0].split('; ')[0], 'my_ist=ist-1');
  const exp = Date.parse(
    attrs(writes[0])
      .find((x) => x.startsWith('expires='))!
      .slice(8),
  );
  // toUTCString drops milliseconds
  assert.ok(exp > before + IST_LIFETIME_MS - 1000 && exp <= Date.now() + IST_LIFETIME_MS, 'expires in 10 minutes');
});

test("read, write and remove against the page's cookies", () => {
  resetBrowser();
  const c = cookies();
  c.set('stytch_session', 'a=b;c', new Date(Date.now() + 60_000));
  assert.is(c.get('stytch_session'), 'a=b;c');
  assert.is(c.get('stytch_session_jwt'), null);
  c.remove('stytch_session');
  assert.is(c.get('stytch_session'), null);
});

test('warnings: duplicate cookies, and a cookie that cannot be removed', async () => {
  // A copy the write could not remove (another path): said at the write, as the official client does, not on every read.
  const dup = cookies({}, fakeDoc('example.com', 'stytch_session=one; other=1; stytch_session=two').doc);
  let value: string | null = null;
  assert.is((await captureConsole('warn', () => (value = dup.get('stytch_session')))).length, 0, 'not on a read (every request reads it)');
  assert.is(value, 'one');
  const warned = await captureConsole('warn', () => dup.set('stytch_session', 'one', new Date(Date.now() + 60_000)));
  assert.is(warned.length, 1);
  assert.match(warned[0], /more than one stytch_session cookie/);
  const stuck = cookies({}, fakeDoc('example.com', 'stytch_session=x').doc);
  const warned2 = await captureConsole('warn', () => stuck.remove('stytch_session'));
  assert.is(warned2.length, 1);
  assert.match(warned2[0], /could not remove the stytch_session cookie/);
});

test.run();
