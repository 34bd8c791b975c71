// src/ui/signal.ts: the widgets' state holder (value + subscribe), in place of @preact/signals-core.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { signal } from '../../src/ui/signal';

test('subscribe calls at once with the value, then after each change to a different value; unsubscribe stops it', () => {
  const s = signal(1);
  const seen: number[] = [];
  const off = s.subscribe((v) => seen.push(v));
  assert.equal(seen, [1], 'called at once');
  s.value = 2;
  s.value = 2; // the same value: no call
  s.value = 3;
  assert.equal(seen, [1, 2, 3]);
  assert.is(s.value, 3);
  off();
  s.value = 4;
  assert.equal(seen, [1, 2, 3], 'no call after unsubscribing');
});

test('a subscriber that unsubscribes another while being notified does not break the round', () => {
  const s = signal('a');
  const seen: string[] = [];
  let offB = () => {};
  s.subscribe((v) => (v === 'b' ? offB() : undefined));
  offB = s.subscribe((v) => seen.push(v));
  s.value = 'b';
  s.value = 'c';
  assert.equal(seen, ['a', 'b'], 'notified in the round it was removed in, not after');
});

test.run();
