// PKCE: the verifier format, the challenge against independent SHA-256 vectors, the pair's life
// (created at flow start, spent by a successful authenticate), malformed and missing pairs.
import '../helpers/dom';
import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MissingPKCEError, PKCEUnavailableError } from '../../src/core/errors';
import { challengeOf, newVerifier, pkceManager, pkceOf } from '../../src/core/pkce';
import { captureConsole } from '../helpers/browser';
import { MemoryStorage } from '../helpers/memory-storage';
import { AUTH, setup } from './consumer-setup';

const sha256url = (s: string) => createHash('sha256').update(s).digest('base64url');
const rejects = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
};

test('verifier: 16 random 32-bit values, 8 hex digits each (128 characters)', () => {
  const c = globalThis.crypto as Crypto;
  const orig = c.getRandomValues;
  const values = [0, 1, 0xff, 0xabcdef, 0xffffffff, 0x10000000, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0xdeadbeef];
  (c as any).getRandomValues = (a: Uint32Array) => {
    assert.instance(a, Uint32Array);
    assert.is(a.length, 16);
    a.set(values);
    return a;
  };
  try {
    assert.is(newVerifier(), values.map((v) => v.toString(16).padStart(8, '0')).join(''));
  } finally {
    (c as any).getRandomValues = orig;
  }
  const v = newVerifier();
  assert.match(v, /^[0-9a-f]{128}$/);
  assert.is.not(newVerifier(), v);
});

test('challenge: base64url(SHA-256(verifier)), against RFC 7636 and node:crypto', async () => {
  // RFC 7636 appendix B
  assert.is(await challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'), 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  for (let i = 0; i < 20; i++) {
    const v = newVerifier();
    const ch = await challengeOf(v);
    assert.is(ch, sha256url(v));
    assert.match(ch, /^[A-Za-z0-9_-]{43}$/);
  }
});

test('PKCEManager: start stores the pair; get reads it; clear removes it', async () => {
  const storage = new MemoryStorage();
  const m = pkceManager(storage, 'public-token-test-x');
  assert.is(m.key, 'stytch_sdk_state_public-token-test-x::PKCE');
  assert.is(m.get(), null);
  const pair = await m.start();
  assert.is(pair.code_challenge, sha256url(pair.code_verifier));
  assert.equal(m.get(), pair);
  assert.equal(JSON.parse(storage.getItem(m.key)!), pair);
  m.clear();
  assert.is(m.get(), null);
});

test('a malformed stored pair is warned about and ignored', async () => {
  const storage = new MemoryStorage();
  const m = pkceManager(storage, 'p');
  for (const bad of ['{not json', '"a string"', '{"code_verifier":1,"code_challenge":"x"}', '{"code_challenge":"x"}']) {
    storage.setItem(m.key, bad);
    let got: unknown = 'unset';
    const warned = await captureConsole('warn', () => (got = m.get()));
    assert.is(got, null, bad);
    assert.is(warned.length, 1, bad);
    assert.match(warned[0], /malformed PKCE/);
  }
});

// [flow, bootstrap flag, start call, authenticate call, authenticate path]
const flows = [
  [
    'email magic links',
    'pkce_required_for_email_magic_links',
    (c: any) => c.magicLinks.email.loginOrCreate('a@example.com'),
    (c: any) => c.magicLinks.authenticate('tok', { session_duration_minutes: 30 }),
    '/magic_links/authenticate',
  ],
  [
    'password reset',
    'pkce_required_for_password_resets',
    (c: any) => c.passwords.resetByEmailStart({ email: 'a@example.com' }),
    (c: any) => c.passwords.resetByEmail({ token: 'tok', password: 'pw', session_duration_minutes: 30 }),
    '/passwords/email/reset',
  ],
  [
    'oauth',
    'pkce_required_for_oauth',
    (c: any) => ((c.ctx.redirect = () => {}), c.oauth.google.start()),
    (c: any) => c.oauth.authenticate('tok', { session_duration_minutes: 30 }),
    '/oauth/authenticate',
  ],
] as const;

test('required PKCE: a pair is created at flow start, its verifier sent and the pair spent on success', async () => {
  for (const [flow, flag, start, finish, path] of flows) {
    let fail = true;
    const s = setup({
      bootstrap: { [flag]: true },
      answer: (r) =>
        r.path === path
          ? fail
            ? { status: 401, body: { status_code: 401, error_type: 'unauthorized_credentials', error_message: 'x' } }
            : { body: { data: AUTH } }
          : undefined,
    });
    try {
      const pkce = pkceOf((s.client as any).ctx);
      await start(s.client);
      const pair = pkce.get();
      assert.ok(pair, `${flow}: pair stored at start`);
      const sent = s.calls()[0];
      if (sent) assert.is(sent.body.code_challenge, pair!.code_challenge, `${flow}: challenge sent`);
      await rejects(finish(s.client));
      assert.equal(pkce.get(), pair, `${flow}: a failed authenticate keeps the pair`);
      fail = false;
      await finish(s.client);
      const auth = s.calls().filter((r) => r.path === path);
      assert.is(auth.at(-1)!.body.code_verifier, pair!.code_verifier, `${flow}: verifier sent`);
      assert.is(pkce.get(), null, `${flow}: spent`);
    } finally {
      s.done();
    }
  }
});

test('required PKCE without a stored verifier (none, empty or malformed): MissingPKCEError and no request', async () => {
  for (const [flow, flag, , finish] of flows) {
    for (const stored of [null, '{"code_verifier":"","code_challenge":""}', '{bad']) {
      const s = setup({ bootstrap: { [flag]: true } });
      try {
        if (stored) localStorage.setItem(pkceOf((s.client as any).ctx).key, stored);
        let e: any;
        await captureConsole('warn', async () => (e = await rejects(finish(s.client))));
        assert.instance(e, MissingPKCEError, `${flow} ${stored}`);
        assert.match(e.message, /same device/);
        assert.is(s.calls().length, 0);
      } finally {
        s.done();
      }
    }
  }
});

test('PKCE not required: no pair at start and no verifier sent; a stored one is still sent', async () => {
  for (const [flow, , start, finish, path] of flows.slice(0, 2)) {
    const s = setup();
    try {
      await start(s.client);
      assert.is(pkceOf((s.client as any).ctx).get(), null, flow);
      assert.is(s.calls()[0].body.code_challenge, undefined, flow);
      await finish(s.client);
      assert.is(s.calls().find((r) => r.path === path)!.body.code_verifier, undefined, flow);
      const pair = await pkceOf((s.client as any).ctx).start();
      await finish(s.client);
      assert.is(
        s
          .calls()
          .filter((r) => r.path === path)
          .at(-1)!.body.code_verifier,
        pair.code_verifier,
        flow,
      );
    } finally {
      s.done();
    }
  }
});

test('no crypto.subtle (plain http, not localhost): starts fail with PKCEUnavailableError naming the secure context, nothing stored or sent', async () => {
  const c = globalThis.crypto as any;
  Object.defineProperty(c, 'subtle', { value: undefined, configurable: true });
  const s = setup({ bootstrap: { pkce_required_for_email_magic_links: true, pkce_required_for_oauth: true } });
  try {
    const redirects: string[] = [];
    (s.client as any).ctx.redirect = (u: string) => redirects.push(u);
    const runs = [
      () => s.client.oauth.google.start(),
      () => s.client.magicLinks.email.loginOrCreate('a@example.com'),
      () => pkceManager(new MemoryStorage(), 'p').start(),
    ];
    for (const run of runs) {
      const e: any = await rejects(run());
      assert.instance(e, PKCEUnavailableError);
      assert.is(e.name, 'PKCEUnavailableError');
      assert.match(e.message, /PKCE needs a secure context \(https, or http on localhost\)/);
    }
    assert.equal(redirects, []);
    assert.is(s.calls().length, 0);
    assert.is(pkceOf((s.client as any).ctx).get(), null);
  } finally {
    delete c.subtle;
    s.done();
  }
  assert.ok(globalThis.crypto.subtle, 'restored');
});

test.run();
