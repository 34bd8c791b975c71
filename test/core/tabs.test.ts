// Three tabs of one origin, each with a real consumer client: they share local storage and the
// cookies, and each has its own `storage` and `pagehide` events, as browser tabs do (a write in one
// tab reaches the others as a storage event, never the writer). Exactly one refresh request goes
// out per interval, the other tabs learn each refreshed session through storage, and another tab
// takes over when the leader's page goes away or crashes. (leader.test.ts drives the lease alone.)
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchHeadlessClient } from '../../src/core/consumer/client';
import { REFRESH_INTERVAL_MS as I } from '../../src/core/refresh';
import { captureConsole, resetBrowser } from '../helpers/browser';
import { fakeClock } from '../helpers/fake-clock';
import { installFetch, restoreFetch } from '../helpers/fake-fetch';
import { MemoryStorage } from '../helpers/memory-storage';
import { BASE, USER } from './consumer-setup';

interface Tab {
  name: string;
  client: StytchHeadlessClient;
  /** The tab's own window events (storage, pagehide, its clients' page news). */
  events: EventTarget;
  /** False once the page is gone: its timers never fire again and it hears no more events. */
  alive: boolean;
}

/** Local storage as one tab sees it: the origin's shared store; a change reaches every other tab as a storage event. */
function tabStorage(shared: Storage, others: () => Tab[]): Storage {
  const write = (key: string | null, change: () => void) => {
    const before = key === null ? null : shared.getItem(key);
    change();
    if (key === null || shared.getItem(key) !== before)
      for (const t of others()) t.events.dispatchEvent(new StorageEvent('storage', { key }));
  };
  return {
    get length() {
      return shared.length;
    },
    key: (i) => shared.key(i),
    getItem: (k) => shared.getItem(k),
    setItem: (k, v) => write(k, () => shared.setItem(k, v)),
    removeItem: (k) => write(k, () => shared.removeItem(k)),
    clear: () => write(null, () => shared.clear()),
  };
}

/** Opens tabs A, B and C on one fake clock (Date.now follows it, so leases lapse) and one scripted server. */
async function browser() {
  resetBrowser();
  const clock = fakeClock(Date.now());
  const realNow = Date.now;
  Date.now = clock.now;
  const token = `public-token-test-tabs-${realNow()}`;
  /** Times of the refresh requests (POST /sessions/authenticate). */
  const refreshes: number[] = [];
  let n = 0;
  installFetch((r) => {
    if (r.path === '/sessions/authenticate') refreshes.push(clock.now());
    else if (r.path !== '/magic_links/authenticate') return { body: { data: { vertical: 'CONSUMER' } } }; // bootstrap and the rest
    n++;
    const session = { session_id: `session-${n}`, user_id: USER.user_id, expires_at: new Date(clock.now() + 3600_000).toISOString() };
    return { body: { data: { session, user: USER, session_token: `token-${n}`, session_jwt: `jwt-${n}` } } };
  });
  const shared = new MemoryStorage();
  const tabs: Tab[] = [];
  const open = (name: string) => {
    const tab = { name, events: new EventTarget(), alive: true } as Tab;
    const win = {
      localStorage: tabStorage(shared, () => tabs.filter((t) => t !== tab && t.alive)),
      addEventListener: tab.events.addEventListener.bind(tab.events),
      dispatchEvent: tab.events.dispatchEvent.bind(tab.events),
      location: window.location,
    };
    const saved = Object.getOwnPropertyDescriptor(globalThis, 'window')!;
    Object.defineProperty(globalThis, 'window', { value: win, configurable: true, writable: true });
    try {
      tab.client = new StytchHeadlessClient(token, { endpoints: { testAPIURL: BASE } });
    } finally {
      Object.defineProperty(globalThis, 'window', saved);
    }
    (tab.client._refresher as any).clock = {
      ...clock,
      setTimeout: (fn: () => void, ms: number) => clock.setTimeout(() => tab.alive && fn(), ms),
    };
    tabs.push(tab);
    return tab;
  };
  await captureConsole('warn', () => ['A', 'B', 'C'].forEach(open)); // one client per tab: the same-token warning is expected
  const leaseKey = `stytch_sdk_state_${token}::refresh_leader`;
  return {
    clock,
    tabs,
    refreshes,
    /** The tab holding the refresh lease. */
    leader: () => tabs.find((t) => t.client._refresher.leader!.id === JSON.parse(shared.getItem(leaseKey) || '{}').id),
    /** Every live tab sees the latest session and its token. */
    allSeeLatest(label: string) {
      for (const t of tabs.filter((x) => x.alive)) {
        assert.is(t.client.session.getSync()?.session_id, `session-${n}`, `${label}: tab ${t.name} session`);
        assert.is(t.client.session.getTokens()?.session_token, `token-${n}`, `${label}: tab ${t.name} token`);
      }
    },
    done() {
      for (const t of tabs) t.client._refresher.stop();
      Date.now = realNow;
      restoreFetch();
      resetBrowser();
    },
  };
}

/** Refresh requests in each of `count` intervals after `from` (exclusive of `from` itself). */
const perInterval = (times: number[], from: number, count: number) =>
  Array.from({ length: count }, (_, k) => times.filter((t) => t > from + k * I && t <= from + (k + 1) * I).length);

test('three tabs: one refresh request per interval, and the other tabs see each refreshed session through storage', async () => {
  const b = await browser();
  try {
    const [a, tabB] = b.tabs;
    const seenInB: unknown[] = [];
    tabB.client.session.onChange((s) => seenInB.push(s?.session_id));
    await a.client.magicLinks.authenticate('ml-token', { session_duration_minutes: 30 });
    b.allSeeLatest('after the sign-in in A');
    assert.ok(
      b.tabs.every((t) => t.client._refresher.running),
      'every tab with a session runs the refresher',
    );
    const t0 = b.clock.now();
    await b.clock.advance(I * 5);
    assert.equal(perInterval(b.refreshes, t0, 5), [1, 1, 1, 1, 1]);
    b.allSeeLatest('after five refreshes');
    assert.equal(seenInB, ['session-1', 'session-2', 'session-3', 'session-4', 'session-5', 'session-6'], 'B heard of every new session');
  } finally {
    b.done();
  }
});

test("three tabs: when the leader's page goes away (pagehide) another tab refreshes in the same interval; when it crashes, once its lease lapses", async () => {
  const b = await browser();
  try {
    await b.tabs[0].client.magicLinks.authenticate('ml-token', { session_duration_minutes: 30 });
    const t0 = b.clock.now();
    await b.clock.advance(I * 2);
    const first = b.leader()!;
    first.alive = false;
    first.events.dispatchEvent(new Event('pagehide')); // the client gives its lease back
    await b.clock.advance(I * 2);
    assert.equal(perInterval(b.refreshes, t0, 4), [1, 1, 1, 1], 'no interval missed');
    const second = b.leader()!;
    assert.ok(second && second !== first, 'another tab leads');
    b.allSeeLatest('after the hand-over');

    const last = b.refreshes[b.refreshes.length - 1];
    second.alive = false; // a crash: no pagehide, the lease stays until it lapses
    await b.clock.advance(I * 3);
    const after = b.refreshes.filter((t) => t > last);
    assert.equal(
      after,
      [last + 1.5 * I, last + 2.5 * I],
      'the last tab refreshes once the lease lapses (1.5 intervals after the last refresh), then every interval',
    );
    const third = b.leader()!;
    assert.ok(third.alive && third !== first && third !== second);
    b.allSeeLatest('after the crash');
  } finally {
    b.done();
  }
});

test.run();
