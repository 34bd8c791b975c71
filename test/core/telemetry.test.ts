// Telemetry: events batched to POST /events, flushed at 15 events or 800 ms after the first.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { network } from '../../src/core/network';
import { BATCH_SIZE, FLUSH_MS, telemetry } from '../../src/core/telemetry';
import { fakeClock, settle } from '../helpers/fake-clock';
import { fakeFetch } from '../helpers/fake-fetch';

function make(answer: () => any = () => ({ body: { data: {} } })) {
  const clock = fakeClock();
  const f = fakeFetch(answer);
  const net = network({ baseURL: 'http://127.0.0.1:1', publicToken: 'public-token-test-t', sessionToken: () => null, fetch: f.fetch });
  const t = telemetry(net, 'public-token-test-t', clock as any);
  return { clock, calls: f.calls, t };
}

test('constants of the spec', () => {
  assert.is(BATCH_SIZE, 15);
  assert.is(FLUSH_MS, 800);
});

test('a batch flushes 800 ms after its first event, with every event field', async () => {
  const { clock, calls, t } = make();
  t.log('render_login_screen', { config: { products: ['emailMagicLinks'] } });
  await clock.advance(400);
  t.log(
    'email_sent',
    { email: 'a@example.com', type: 'login or create email magic link' },
    { code: 'bad_request', description: 'nope', status: 400 },
  );
  await clock.advance(399);
  assert.is(calls.length, 0);
  await clock.advance(1);
  await settle();
  assert.is(calls.length, 1);
  const [req] = calls;
  assert.is(req.method, 'POST');
  assert.is(req.path, '/events');
  // the official batch shape: [{ telemetry, event }]; telemetry is the X-SDK-Client blob
  assert.ok(Array.isArray(req.body));
  for (const r of req.body) assert.equal(Object.keys(r).sort(), ['event', 'telemetry']);
  assert.is(req.body[0].telemetry.sdk.identifier, 'featherlogin');
  assert.equal(
    req.body.map((r: any) => r.event),
    [
      { public_token: 'public-token-test-t', event_name: 'render_login_screen', details: { config: { products: ['emailMagicLinks'] } } },
      {
        public_token: 'public-token-test-t',
        event_name: 'email_sent',
        details: { email: 'a@example.com', type: 'login or create email magic link' },
        error_code: 'bad_request',
        error_description: 'nope',
        http_status_code: 400,
      },
    ],
  );
  await clock.advance(5000);
  assert.is(calls.length, 1, 'nothing more to send');
});

test('15 events flush at once, without waiting for the timer', async () => {
  const { clock, calls, t } = make();
  for (let i = 0; i < 16; i++) t.log(`e${i}`);
  await settle();
  assert.is(calls.length, 1);
  assert.equal(
    calls[0].body.map((r: any) => r.event.event_name),
    Array.from({ length: 15 }, (_, i) => `e${i}`),
  );
  await clock.advance(800);
  await settle();
  assert.is(calls.length, 2);
  assert.equal(
    calls[1].body.map((r: any) => r.event.event_name),
    ['e15'],
  );
});

test('a failed send is dropped quietly (no rejection, no retry)', async () => {
  const { clock, calls, t } = make(() => new TypeError('offline'));
  let unhandled = 0;
  const onUnhandled = () => unhandled++;
  process.on('unhandledRejection', onUnhandled);
  try {
    t.log('x');
    await clock.advance(800);
    await settle();
    assert.is(calls.length, 1);
    await clock.advance(5000);
    assert.is(calls.length, 1);
    assert.is(unhandled, 0);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});

test('the default timers are called as plain functions (a browser throws "Illegal invocation" otherwise)', async () => {
  const g = globalThis as any;
  const orig = g.setTimeout;
  g.setTimeout = function (this: unknown, fn: () => void, ms: number) {
    if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
    return orig(fn, ms);
  };
  try {
    const f = fakeFetch();
    const net = network({ baseURL: 'http://127.0.0.1:1', publicToken: 'p', sessionToken: () => null, fetch: f.fetch });
    const t = telemetry(net, 'p');
    t.log('render_login_screen');
    t.flush();
    await settle();
    assert.is(f.calls.length, 1);
  } finally {
    g.setTimeout = orig;
  }
});

test.run();
