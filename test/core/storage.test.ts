// The one reader of what the client keeps in local storage (session state, settings cache, refresh
// lease, PKCE pair): an object, or null for nothing, corrupt JSON or a non-object.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sessionStore } from '../../src/core/session';
import { stored } from '../../src/core/storage';
import { MemoryStorage } from '../helpers/memory-storage';

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

test.run();
