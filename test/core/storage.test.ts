// The one reader of what the client keeps in local storage (session state, settings cache, refresh
// lease, PKCE pair): an object, or null for nothing, corrupt JSON or a non-object.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sessionStore } from '../../src/core/session';
import { pageStorage, stored } from '../../src/core/storage';
import { MemoryStorage } from '../helpers/memory-storage';
import { present } from '../helpers/present';

test('stored: the object under the key, else null (none, not JSON, an array, a string, null)', () => {
  const s = new MemoryStorage();
  s.setItem('ok', JSON.stringify({ id: 'a', exp: 1 }));
  assert.equal(stored(s, 'ok'), { id: 'a', exp: 1 });
  assert.is(stored(s, 'none'), null);
  for (const bad of ['{oops', '[1,2]', '"text"', 'null', '5']) {
    s.setItem('bad', bad);
    assert.is(stored(s, 'bad'), null, bad);
  }
});

test('a corrupt or non-object session state reads as signed out', () => {
  for (const bad of ['{oops', '[{"session":{}}]', '"x"']) {
    const s = new MemoryStorage();
    s.setItem('stytch_sdk_state_public-token-test-s', bad);
    const jar = { names: { session: 'a', jwt: 'b', ist: 'c' }, get: () => null, set() {}, remove() {} };
    const store = sessionStore('public-token-test-s', jar as any, s, true, null);
    assert.equal(store.get(), { session: null, user: null, organization: null }, bad);
  }
});

test('storage refused (blocked site data, a sandboxed frame): nothing throws at construction or on a sign-in; the session stays in the page', () => {
  const refused = {
    get localStorage(): Storage {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  };
  const s = pageStorage(refused); // opens nothing yet
  assert.is(stored(s, 'x'), null, 'a read is nothing');
  const jar = { names: { session: 'a', jwt: 'b', ist: 'c' }, get: () => 'tok', set() {}, remove() {} };
  const store = sessionStore('public-token-test-refused', jar as any, s, false, null);
  const session = { session_id: 's1', expires_at: new Date(Date.now() + 3600e3).toISOString() } as any;
  present(store, { session, user: { user_id: 'u1' } as any, organization: null }, { session_token: 'tok', session_jwt: 'jwt' });
  assert.is(store.get().session?.session_id, 's1', 'signed in, in this page');
  store.clear();
  assert.is(store.get().session, null);
});

test.run();
