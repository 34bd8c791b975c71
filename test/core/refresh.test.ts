// Background refresh under a fake clock: the 180000 ms interval, the exponential backoff with its
// jitter, and the unrecoverable-error logout.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchAPIUnreachableError, StytchAPIError } from '../../src/core/errors';
import { backoff, leader, refresher } from '../../src/core/refresh';
import { LOGGED_OUT_LINE, tick } from '../../src/core/refresh-tick';
import { captureConsole } from '../helpers/browser';
import { fakeClock } from '../helpers/fake-clock';
import { setup } from './consumer-setup';

const unrecoverable = () => new StytchAPIError({ status_code: 404, error_type: 'session_not_found', error_message: 'Session not found.' });

test('the exact log line of the spec', () => {
  assert.is(LOGGED_OUT_LINE, 'Session background refresh failed. Signalling to app that user is logged out.');
});

test('refreshes every 180000 ms while started', async () => {
  const clock = fakeClock();
  let n = 0;
  const r = refresher(async () => void n++, null, clock);
  r.start();
  r.start(); // idempotent
  assert.is(clock.pending(), 1);
  await clock.advance(179999);
  assert.is(n, 0);
  await clock.advance(1);
  assert.is(n, 1);
  await clock.advance(180000 * 3);
  assert.is(n, 4);
  assert.ok(clock.delays.every((d) => d === 180000));
  r.stop();
  assert.is(clock.pending(), 0);
  assert.not.ok(r.running);
});

test('backoff: 2000 ms x 2^attempt, attempt capped at 7, jitter within +-175 ms', () => {
  for (let attempt = 0; attempt < 12; attempt++) {
    const base = 2000 * 2 ** Math.min(attempt, 7);
    assert.is(
      backoff(attempt, () => 0.5),
      base,
      `attempt ${attempt}`,
    );
    assert.is(
      backoff(attempt, () => 0),
      base - 175,
    );
    assert.is(
      backoff(attempt, () => 0.999999),
      base + 175,
    );
    for (let i = 0; i < 50; i++) {
      const d = backoff(attempt) - base;
      assert.ok(d >= -175 && d <= 175, `jitter ${d}`);
    }
  }
});

test('an attempt whose code cannot load (offline, a blocked file) is a failed refresh: retried on the backoff, then the interval once it loads', async () => {
  const clock = fakeClock(0, () => 0.5);
  let loads = 0;
  let n = 0;
  const r = refresher(
    async () => {
      n++;
    },
    null,
    clock,
    (...a) => (++loads <= 2 ? Promise.reject(new Error('could not load')) : tick(...a)),
  );
  r.start();
  await clock.advance(180000);
  assert.is(loads, 1);
  await clock.advance(1999);
  assert.is(loads, 1, 'not before the first backoff');
  await clock.advance(1);
  assert.is(loads, 2, 'the first backoff: 2000 ms');
  await clock.advance(4000);
  assert.is(loads, 3, 'the second: 4000 ms');
  assert.is(n, 1, 'the refresh is sent once its code loads');
  assert.is(r.attempt, 0, 'a success ends the backoff');
  await clock.advance(180000);
  assert.is(n, 2, 'then the interval');
  r.stop();
});

test('failed refreshes retry on the backoff schedule; a success returns to the interval', async () => {
  let random = 0.5;
  const clock = fakeClock(0, () => random);
  let fail = 10;
  let n = 0;
  const r = refresher(
    async () => {
      n++;
      if (fail-- > 0) throw new StytchAPIUnreachableError();
    },
    null,
    clock,
  );
  r.start();
  await clock.advance(180000);
  for (const attempt of [0, 1, 2, 3, 4, 5, 6, 7, 7]) await clock.advance(2000 * 2 ** Math.min(attempt, 7));
  assert.is(n, 10);
  assert.equal(clock.delays, [180000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 256000, 256000]);
  await clock.advance(256000); // 11th try succeeds
  assert.is(n, 11);
  assert.is(clock.delays.at(-1), 180000);
  fail = 1;
  random = 0; // jitter -175 ms
  await clock.advance(180000);
  assert.is(clock.delays.at(-1), 2000 - 175, 'the attempt count restarts after a success');
  r.stop();
});

test('an unrecoverable error stops retrying and logs the line (the refresh itself cleared the session)', async () => {
  const clock = fakeClock();
  let n = 0;
  const r = refresher(
    async () => {
      n++;
      throw unrecoverable();
    },
    null,
    clock,
  );
  r.start();
  const lines = await captureConsole('warn', () => clock.advance(180000));
  assert.equal(lines, [`${LOGGED_OUT_LINE} [object Object]`]);
  assert.not.ok(r.running);
  await clock.advance(180000 * 10);
  assert.is(n, 1, 'no retries');
});

test('stop() during a refresh in flight leaves nothing scheduled', async () => {
  const clock = fakeClock();
  let release!: () => void;
  const r = refresher(() => new Promise<void>((res) => (release = res)), null, clock);
  r.start();
  await clock.advance(180000);
  r.stop();
  release();
  await clock.advance(0);
  assert.is(clock.pending(), 0);
});

test('stop() while the attempt loads (its module is lazy: refresh-tick-loader.ts): no lease claimed, no refresh sent', async () => {
  const storage = new Map<string, string>();
  const lease = leader(
    {
      getItem: (k) => storage.get(k) ?? null,
      setItem: (k, v) => void storage.set(k, v),
      removeItem: (k) => void storage.delete(k),
    } as Storage,
    'lease',
  );
  // The timer fires, then stop() comes at once, before the attempt's module has loaded (a microtask later at the earliest).
  const clock = fakeClock();
  const set = clock.setTimeout;
  clock.setTimeout = (fn, ms) => set(() => (fn(), r.stop()), ms);
  let n = 0;
  const r = refresher(async () => void n++, lease, clock);
  r.start();
  await clock.advance(180000);
  assert.is(n, 0, 'no refresh after stop()');
  assert.is(storage.size, 0, 'no lease claimed after stop()');
  assert.is(clock.pending(), 0);
});

test('client: the background refresh re-authenticates, and an unrecoverable answer clears the session', async () => {
  let answer: 'ok' | 'dead' | 'down' = 'ok';
  const s = setup({
    answer: (r) => {
      if (r.path !== '/sessions/authenticate') return undefined;
      if (answer === 'down') return new TypeError('Failed to fetch');
      if (answer === 'dead') return { status: 404, body: { status_code: 404, error_type: 'session_not_found', error_message: 'gone' } };
      return {
        body: {
          data: {
            session: { session_id: 'session-1', expires_at: new Date(Date.now() + 3600_000).toISOString() },
            session_token: 'session-token-2',
            session_jwt: 'jwt-2',
            user: { user_id: 'user-1' },
          },
        },
      };
    },
  });
  try {
    const clock = fakeClock();
    (s.client._refresher as any).clock = clock;
    s.signIn();
    assert.ok(s.client._refresher.running, 'a session starts the refresher');
    await clock.advance(180000);
    assert.equal(
      s.calls().map((r) => [r.method, r.path]),
      [['POST', '/sessions/authenticate']],
    );
    assert.is(s.client.session.getTokens()?.session_token, 'session-token-2', 'fresh tokens stored');
    answer = 'down';
    await clock.advance(180000 + 2000);
    assert.is(s.calls().length, 3, 'network failure: one retry after 2000 ms');
    assert.ok(s.client.session.getSync(), 'the session survives network failures');
    answer = 'dead';
    const lines = await captureConsole('warn', () => clock.advance(4000));
    assert.equal(lines, [`${LOGGED_OUT_LINE} [object Object]`]);
    assert.is(s.client.session.getSync(), null);
    assert.is(s.client.session.getTokens(), null);
    assert.not.ok(s.client._refresher.running);
    await clock.advance(180000 * 5);
    assert.is(s.calls().length, 4, 'no retries after logout');
  } finally {
    s.done();
  }
});

test('a 10-minute outage (refused, 5xx, HTML, a hung request): the session is kept, retries follow the backoff, refresh resumes', async () => {
  const OUTAGE = ['refused', '503 html', '500 json', '200 html', 'hung', '502 empty', 'refused', '504 html'];
  let outage = true;
  const times: number[] = [];
  const fresh = (n: number) => ({
    body: {
      data: {
        session: { session_id: 'session-1', expires_at: new Date(Date.now() + 3600_000).toISOString() },
        session_token: `tok-${n}`,
        session_jwt: `jwt-${n}`,
        user: { user_id: 'user-1' },
      },
    },
  });
  const clock = fakeClock();
  const s = setup({
    answer: (r) => {
      if (r.path !== '/sessions/authenticate') return undefined;
      times.push(clock.now());
      if (!outage) return fresh(times.length);
      switch (OUTAGE[(times.length - 1) % OUTAGE.length]) {
        case 'refused':
          return new TypeError('Failed to fetch');
        case '503 html':
          return { status: 503, text: '<html><body>Service Unavailable</body></html>' };
        case '500 json':
          return { status: 500, body: { status_code: 500, error_type: 'internal_server_error', error_message: 'Oops' } };
        case '200 html':
          return { status: 200, text: '<!doctype html><p>captive portal</p>' };
        case 'hung':
          return new Promise<never>(() => {});
        case '502 empty':
          return { status: 502, text: '' };
        default:
          return { status: 504, text: '<html>Gateway Timeout</html>' };
      }
    },
  });
  try {
    (s.client._refresher as any).clock = clock;
    s.signIn();
    const start = clock.now();
    await clock.advance(180000 + 10 * 60000); // the first refresh, then ten minutes of outage
    outage = false;
    await clock.advance(300000); // the backend is back
    // Gaps between tries: the interval, then 2000 x 2^attempt (attempt capped at 7; jitter 0 here);
    // the hung try adds the 30 s request timeout before its backoff starts.
    const gaps = times.map((t, i) => t - (i ? times[i - 1] : start));
    const expected = [180000];
    for (let i = 1; i < gaps.length; i++) {
      const failed = i - 1; // the try before this gap
      expected.push(failed < 8 ? 2000 * 2 ** Math.min(failed, 7) + (OUTAGE[failed] === 'hung' ? 30000 : 0) : 180000);
    }
    assert.ok(times.length >= 10, `tries: ${times.length}`);
    assert.equal(gaps.slice(0, 9), expected.slice(0, 9));
    const back = times.findIndex((t) => t >= start + 180000 + 10 * 60000);
    assert.ok(back > 0, 'a try after the outage');
    assert.is(s.client.session.getTokens()?.session_token, `tok-${back + 1}`, 'refresh resumed and stored fresh tokens');
    assert.ok(s.client.session.getSync(), 'the session was kept');
    assert.ok(s.client._refresher.running);
    console.log(`refresh outage: ${back} failed tries over 10 min (refused, 5xx, HTML, hung), session kept, resumed at try ${back + 1}`);
  } finally {
    s.done();
  }
});

test.run();
