// Three tabs sharing one local storage and one clock: exactly one refresh per interval, and another
// tab takes over when the leader goes away (its page hides, or its lease lapses after a crash).
// The lease and refresher alone; tabs.test.ts shows the same with three real clients.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { leader as newLeader, Leader, Refresher, refresher as newRefresher, REFRESH_INTERVAL_MS as I } from '../../src/core/refresh';
import { fakeClock, FakeClock } from '../helpers/fake-clock';
import { MemoryStorage } from '../helpers/memory-storage';

const KEY = 'stytch_sdk_state_public-token-test-x::refresh_leader';

interface Tab {
  name: string;
  leader: Leader;
  refresher: Refresher;
  /** The page is gone: its timers never fire again. */
  kill(): void;
}

function tabs(clock: FakeClock, storage: Storage, log: [string, number][]) {
  let ids = 0;
  return (name: string): Tab => {
    let alive = true;
    const tabClock = { ...clock, setTimeout: (fn: () => void, ms: number) => clock.setTimeout(() => alive && fn(), ms) };
    const leader = newLeader(storage, KEY, undefined, { now: clock.now, random: () => ++ids / 10 });
    const refresher = newRefresher(async () => void log.push([name, clock.now()]), leader, tabClock);
    return { name, leader, refresher, kill: () => void (alive = false) };
  };
}

/** Refreshes per interval [k*I, (k+1)*I) from t0. */
const perInterval = (log: [string, number][], t0: number, n: number) =>
  Array.from({ length: n }, (_, k) => log.filter(([, t]) => t >= t0 + k * I && t < t0 + (k + 1) * I).map(([name]) => name));

function start() {
  const clock = fakeClock(0);
  const storage = new MemoryStorage();
  const log: [string, number][] = [];
  const tab = tabs(clock, storage, log);
  const [a, b, c] = ['A', 'B', 'C'].map(tab);
  // The tabs open a little apart, as real ones do.
  a.refresher.start();
  return {
    clock,
    storage,
    log,
    a,
    b,
    c,
    open: async () => {
      await clock.advance(1000);
      b.refresher.start();
      await clock.advance(1000);
      c.refresher.start();
    },
  };
}

test('three tabs: exactly one refresh per interval, always by the leader', async () => {
  const { clock, log, open } = start();
  await open();
  await clock.advance(I * 6);
  assert.equal(perInterval(log, 1, 6), [['A'], ['A'], ['A'], ['A'], ['A'], ['A']]);
});

test("the leader's page hides (lease released): the next tab takes over in the same interval", async () => {
  const { clock, log, a, open } = start();
  await open();
  await clock.advance(I * 2 - 2000); // A refreshed at I and 2I
  assert.equal(
    log.map(([n]) => n),
    ['A', 'A'],
  );
  a.kill();
  a.leader.release(); // what pagehide does
  await clock.advance(I * 4);
  // B ticks 1000 ms after A would have, finds no lease and refreshes; C keeps following.
  assert.equal(perInterval(log, 1, 6), [['A'], ['A'], ['B'], ['B'], ['B'], ['B']]);
});

test('the leader crashes (no pagehide): another tab takes over once the lease lapses', async () => {
  const { clock, log, storage, a, open } = start();
  await open();
  await clock.advance(I * 2 - 2000);
  a.kill(); // no release: the lease stays until it expires
  const lease = JSON.parse(storage.getItem(KEY)!);
  assert.is(lease.exp, 2 * I + I * 1.5, 'the lease outlives one missed interval');
  await clock.advance(I * 4);
  const after = perInterval(log, 1, 6).slice(2);
  // B looks again when the lease lapses (3.5 intervals) and leads from then on.
  assert.equal(after, [[], ['B'], ['B'], ['B']], 'at most one interval without a refresh, then B leads');
  assert.equal(
    log.find(([n]) => n === 'B'),
    ['B', lease.exp],
  );
});

test('a stopped tab gives its lease back; a tab that restarts does not take the lease from a live leader', async () => {
  const { clock, log, a, b, open, storage } = start();
  await open();
  await clock.advance(I);
  b.refresher.stop();
  assert.is(JSON.parse(storage.getItem(KEY)!).id, a.leader.id, 'stopping a follower leaves the leader alone');
  b.refresher.start();
  await clock.advance(I * 3);
  assert.ok(log.every(([n]) => n === 'A'));
  a.refresher.stop();
  assert.is(storage.getItem(KEY), null, 'stopping the leader releases the lease');
});

test('storage that refuses writes: the tab refreshes alone instead of failing', async () => {
  const clock = fakeClock(0);
  const storage = new MemoryStorage();
  storage.setItem = () => {
    throw new DOMException('QuotaExceededError');
  };
  let n = 0;
  const r = newRefresher(async () => void n++, newLeader(storage, KEY, undefined, clock), clock);
  r.start();
  await clock.advance(I * 2);
  assert.is(n, 2);
  r.stop();
});

test.run();
