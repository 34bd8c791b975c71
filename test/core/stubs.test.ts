// The lazily loaded namespaces (src/core/stubs.ts): each client's stub namespaces list exactly the
// methods of the real ones (a method left out of a SHAPE, or one added to a module but not to its
// SHAPE, fails here), every stub is a function that returns a promise, and a call goes through to the
// real method with its arguments (the request tests cover every method's request).
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { namespaces as b2bNamespaces } from '../../src/core/b2b/api';
import { members as b2bMembers } from '../../src/core/b2b/members';
import { members as b2bMembersLater, shape as b2bMembersShape } from '../../src/core/b2b/members-loader';
import type { Ctx } from '../../src/core/client';
import { namespaces as consumerNamespaces } from '../../src/core/consumer/api';
import { members as consumerMembers } from '../../src/core/consumer/members';
import { members as consumerMembersLater, shape as consumerMembersShape } from '../../src/core/consumer/members-loader';
import { lazy } from '../../src/core/chunk';
import { StytchAPIUnreachableError, StytchError } from '../../src/core/errors';
import { chunkFailed, preload, provide, stubs } from '../../src/core/stubs';
import { setup as b2bSetup } from './b2b-setup';
import { setup as consumerSetup } from './consumer-setup';

/** The method paths of a namespace tree: 'email.loginOrSignup', ... */
const paths = (o: object, pre = ''): string[] =>
  Object.entries(o)
    .flatMap(([k, v]) => (typeof v === 'function' ? [pre + k] : paths(v, `${pre}${k}.`)))
    .sort();

/** Enough of a Ctx for the modules to build their methods (none is called). */
const ctx = {} as Ctx;

test('the B2B client stubs exactly the methods of its lazily loaded namespaces', () => {
  const real = b2bNamespaces(ctx);
  const s = b2bSetup();
  try {
    for (const ns of Object.keys(real) as (keyof typeof real)[])
      assert.equal(paths(s.client[ns]), paths(real[ns]), `${ns}: the stub's methods are the module's`);
  } finally {
    s.done();
  }
});

test('the consumer client stubs exactly the methods of its lazily loaded namespaces', () => {
  const real = consumerNamespaces(ctx);
  const s = consumerSetup();
  try {
    for (const ns of Object.keys(real) as (keyof typeof real)[])
      assert.equal(paths(s.client[ns]), paths(real[ns]), `${ns}: the stub's methods are the module's`);
  } finally {
    s.done();
  }
});

/** The stubbed paths of a shape: { session: 'authenticate revoke' } -> ['session.authenticate', 'session.revoke']. */
const stubbed = (shape: Record<string, string>) => Object.entries(shape).flatMap(([ns, p]) => p.split(' ').map((m) => `${ns}.${m}`));

test("each client's other namespaces (members.ts): the stub module builds exactly the module's methods, and the client has each", () => {
  for (const [real, later, setup] of [
    [consumerMembers(ctx), consumerMembersLater(ctx), consumerSetup],
    [b2bMembers(ctx), b2bMembersLater(ctx), b2bSetup],
  ] as const) {
    assert.equal(paths(later), paths(real));
    const s = setup();
    try {
      for (const path of paths(real)) {
        const at = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], s.client);
        assert.type(at, 'function', path);
      }
    } finally {
      s.done();
    }
  }
});

/** The methods of a namespace tree with their paths. */
const methods = (o: object, pre = ''): [string, (...a: unknown[]) => unknown][] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'function' ? [[pre + k, v]] : methods(v, `${pre}${k}.`)));

test('every lazily loaded method answers a promise, never a value or a synchronous throw (a stub is always async: a synchronous method there would silently change)', () => {
  const sync: string[] = [];
  for (const [vertical, real, only] of [
    ['b2b', b2bNamespaces(ctx)],
    ['consumer', consumerNamespaces(ctx)],
    // members.ts: the methods its stub module stubs (the others are built at once, synchronous ones among them)
    ['consumer members', consumerMembers(ctx), stubbed(consumerMembersShape())],
    ['b2b members', b2bMembers(ctx), stubbed(b2bMembersShape())],
  ] as const)
    for (const [path, fn] of methods(real).filter(([p]) => !only || only.includes(p))) {
      try {
        // the submit's stub stands only for 6.x's shape (`scopes`): the synchronous member posts 5.x's form itself
        const r = fn(path === 'idp.oauthAuthorizeSubmit' ? { scopes: [] } : {});
        if (r instanceof Promise) r.catch(() => {});
        else sync.push(`${vertical}.${path}`);
      } catch {
        sync.push(`${vertical}.${path}`);
      }
    }
  assert.equal(sync, []);
});

test("the client's loader (lazy) loads once, and again after a failed load", async () => {
  let loads = 0;
  let fail = true;
  const load = lazy(async () => {
    loads++;
    if (fail) throw new TypeError('offline');
    return 'namespaces';
  });
  const api = stubs(async () => ({ a: { b: async () => (await load()) as string } }), { a: 'b' });
  await api.a.b().catch(() => {});
  assert.is(loads, 1);
  fail = false;
  assert.is(await api.a.b(), 'namespaces', 'the next call tries again');
  assert.is(await api.a.b(), 'namespaces');
  assert.is(loads, 2, 'and keeps the loaded module');
});

test('a stub calls the method with its arguments and returns its answer (stubs() asks `real` on each call: the client memoizes it)', async () => {
  let loads = 0;
  const seen: unknown[][] = [];
  const api = stubs(
    async () => {
      loads++;
      return { a: { b: { c: async (...args: unknown[]) => (seen.push(args), 'answer') } }, d: { e: async () => 'e' } };
    },
    { a: 'b.c', d: 'e' },
  );
  assert.is(typeof api.a.b.c, 'function');
  const p = api.a.b.c(1, { x: 2 });
  assert.instance(p, Promise);
  assert.is(await p, 'answer');
  assert.equal(seen, [[1, { x: 2 }]]);
  assert.is(await api.d.e(), 'e');
  assert.is(loads, 2, 'stubs() calls `real` each time: the client memoizes it with lazy()');
});

test('a stub whose namespaces cannot load (CDN outage, blocked file) rejects with a StytchAPIUnreachableError (a StytchError, as the official client fails unreachable), its details the load error, marked by its lazy() loader (chunkFailed: the widgets then show the load error words, the B2B one its default Error, not the link error)', async () => {
  const api = stubs(
    lazy(async (): Promise<{ a: { b: () => Promise<string> } }> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    }),
    { a: 'b' },
  );
  const e = await api.a.b().catch((x: unknown) => x);
  assert.instance(e, StytchAPIUnreachableError);
  assert.instance(e, StytchError);
  assert.is((e as StytchAPIUnreachableError).details, 'Failed to fetch dynamically imported module');
  assert.match(
    (e as Error).message,
    /Failed to fetch dynamically imported module$/,
    'the message names the load error too (a host onError reads it)',
  );
  assert.ok(chunkFailed(e));
  assert.not.ok(chunkFailed(Object.assign(new Error('no'), { name: 'StytchAPIError', error_type: 'magic_link_not_found' })));
  assert.not.ok(chunkFailed(null));
});

test('preload(namespace) starts loading the real namespaces once, quietly on failure (the next call loads again), and does nothing for a real namespace', async () => {
  let loads = 0;
  let fail = true;
  const load = lazy(async () => {
    loads++;
    if (fail) throw new TypeError('offline');
    return { a: { b: async () => 'b' }, c: { d: async () => 'd' } };
  });
  const api = stubs(load, { a: 'b', c: 'd' });
  preload(api.a);
  await Promise.resolve();
  assert.is(loads, 1, 'started at once');
  await new Promise((r) => setTimeout(r));
  fail = false;
  preload(api.c); // either namespace: they load together
  assert.is(await api.a.b(), 'b');
  assert.is(loads, 2, 'the failed preload left no rejection behind; the next load went through once');
  preload({ e: async () => 'e' });
  assert.is(loads, 2);
});

test('provide() hands real members to stub namespaces: a provided method runs without loading the module, the others still load it, synchronous members join, the namespace objects stay (preload finds their loader)', async () => {
  let loads = 0;
  // `now`, a synchronous member, is no stub (not in the shape): provide() brings it.
  const real = { a: { b: async () => 'loaded b', c: async () => 'loaded c', now: () => 'module' } };
  const api = stubs(async () => (loads++, real), { a: 'b c' });
  const ns = api.a;
  assert.is(api.a.now, undefined);
  assert.is(provide(api, { a: { b: async () => 'provided b', now: () => 'sync' } }), api, 'returns the same namespaces');
  assert.is(api.a, ns, 'the same namespace object');
  assert.is(await api.a.b(), 'provided b');
  assert.is(loads, 0, 'a provided method loads nothing');
  assert.is(api.a.now(), 'sync');
  assert.is(await api.a.c(), 'loaded c');
  assert.is(loads, 1, 'the other stubs still load the module');
  preload(api.a);
  assert.is(loads, 2, "preload still finds the namespace's loader");
});

test.run();
