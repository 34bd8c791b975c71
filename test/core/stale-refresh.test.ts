// A background refresh answers for the session whose token it sent. When that session has been
// replaced by the time the answer arrives (a sign-out, then a sign-in, in this tab or another), the
// answer is dropped: a success does not write the old session back over the new one, an
// unrecoverable error does not sign the new one out (no logged-out line; the refresh goes on for
// the new session). A sign-out alone is not undone by a late success. Without a switch the answer
// applies as always. Both clients share the path (src/core/session-api.ts), so both are driven.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cookies } from '../../src/core/cookies';
import { REFRESH_INTERVAL_MS } from '../../src/core/refresh';
import { LOGGED_OUT_LINE } from '../../src/core/refresh-tick';
import { type SessionState, sessionStore } from '../../src/core/session';
import { basic, captureConsole } from '../helpers/browser';
import { fakeClock, settle } from '../helpers/fake-clock';
import type { Answer, Recorded } from '../helpers/fake-fetch';
import * as B from './b2b-setup';
import * as C from './consumer-setup';
import { present } from '../helpers/present';

const dead: Answer = { status: 404, body: { status_code: 404, error_type: 'session_not_found', error_message: 'Session not found.' } };
const cookie = (name: string) => cookies().get(name);

interface Vertical {
  name: string;
  path: string;
  setup: (answer: (r: Recorded) => Answer | undefined | Promise<Answer>) => {
    client: C.Setup['client'] | B.B2BSetup['client'];
    token: string;
    calls: () => Recorded[];
    signIn: () => void;
    done: () => void;
  };
  /** The token signIn() stores (session A). */
  tokenA: string;
  /** Session A as signIn() stores it, and session B, the one that replaces it. */
  sessionA: object;
  stateB: SessionState;
  /** A successful refresh answer for session A carrying this token. */
  fresh: (token: string) => object;
}

const VERTICALS: Vertical[] = [
  {
    name: 'consumer',
    path: '/sessions/authenticate',
    setup: (answer) => C.setup({ answer }),
    tokenA: C.SESSION_TOKEN,
    sessionA: C.SESSION,
    stateB: { session: { ...C.SESSION, session_id: 'session-B' }, user: C.USER },
    fresh: (session_token) => ({ session: C.SESSION, user: C.USER, session_token, session_jwt: 'jwt-A2' }),
  },
  {
    name: 'B2B',
    path: '/b2b/sessions/authenticate',
    setup: (answer) => B.setup({ answer }),
    tokenA: B.SESSION_TOKEN,
    sessionA: B.MEMBER_SESSION,
    stateB: { session: { ...B.MEMBER_SESSION, member_session_id: 'ms-B' }, user: B.MEMBER, organization: B.ORG },
    fresh: (session_token) => ({ ...B.FULL, session_token, session_jwt: 'jwt-A2' }),
  },
];

type Switch = 'none' | 'sign-out' | 'this tab' | 'another tab';

/** Replaces session A while its refresh is out: signs out, then (unless 'sign-out') signs in as B. */
function replace(s: ReturnType<Vertical['setup']>, v: Vertical, by: Switch) {
  if (by === 'none') return;
  // This tab's own store, or another tab's: the same cookies and storage, and the storage event
  // the browser fires here for each of its writes.
  const other = by === 'another tab';
  const store = other ? sessionStore(s.token, cookies(), localStorage, false, null) : (s.client as any).ctx.store;
  const heard = () => other && window.dispatchEvent(new StorageEvent('storage', { key: store.key }));
  store.clear();
  heard();
  if (by === 'sign-out') return;
  present(store, v.stateB, { session_token: 'token-B', session_jwt: 'jwt-B' });
  heard();
}

for (const v of VERTICALS)
  for (const by of ['none', 'sign-out', 'this tab', 'another tab'] as const)
    for (const kind of ['success', 'unrecoverable error'] as const)
      test(`${v.name}: a refresh's ${kind} after ${by === 'none' ? 'no switch applies' : `${by === 'sign-out' ? 'a sign-out' : `a switch in ${by}`} is dropped`}`, async () => {
        let release!: (a: Answer) => void;
        const s = v.setup((r) => (r.path === v.path ? new Promise<Answer>((res) => (release = res)) : undefined));
        try {
          const clock = fakeClock();
          (s.client._refresher as any).clock = clock;
          // The refresher's call, kept so the test can wait for its answer to be handled.
          const session = s.client.session as { authenticate: (...a: unknown[]) => Promise<unknown> };
          const authenticate = session.authenticate;
          let out: Promise<unknown> | undefined;
          session.authenticate = (...a) => (out = authenticate.apply(session, a));
          s.signIn();
          await clock.advance(REFRESH_INTERVAL_MS);
          assert.ok(out && release, 'the refresh is out');
          assert.is(basic(s.calls().at(-1)?.headers.Authorization), `${s.token}:${v.tokenA}`, 'sent with session A');
          replace(s, v, by);
          const seen: unknown[] = [];
          s.client.session.onChange((x: unknown) => seen.push(x));
          const lines = await captureConsole('warn', async () => {
            release(kind === 'success' ? { body: { data: v.fresh('token-A2') } } : dead);
            await out?.catch(() => {});
            await settle();
          });
          const key = `stytch_sdk_state_${s.token}`;
          const stored = () => JSON.parse(localStorage.getItem(key) || 'null')?.session ?? null;
          if (by === 'none' && kind === 'success') {
            assert.is(cookie('stytch_session'), 'token-A2', 'the fresh token is stored');
            assert.equal(s.client.session.getSync(), v.sessionA);
            assert.equal(stored(), v.sessionA);
            assert.ok(s.client._refresher.running);
          } else if (by === 'none') {
            assert.is(cookie('stytch_session'), null, 'the failed session is cleared');
            assert.is(stored(), null);
            assert.is(s.client.session.getSync(), null);
            assert.equal(seen, [null]);
            assert.equal(lines, [`${LOGGED_OUT_LINE} [object Object]`]);
            assert.not.ok(s.client._refresher.running);
          } else if (by === 'sign-out') {
            assert.is(cookie('stytch_session'), null, 'still signed out');
            assert.is(stored(), null);
            assert.is(s.client.session.getSync(), null);
            assert.equal(seen, []);
            assert.equal(lines, []);
          } else {
            assert.is(cookie('stytch_session'), 'token-B', 'session B stands');
            assert.is(cookie('stytch_session_jwt'), 'jwt-B');
            assert.equal(stored(), v.stateB.session);
            assert.equal(s.client.session.getSync(), v.stateB.session);
            assert.equal(seen, [], 'no change heard (no null)');
            assert.equal(lines, [], 'no logged-out line');
            assert.ok(s.client._refresher.running, 'the refresh goes on for session B');
          }
        } finally {
          s.done();
        }
      });

// A caller's own session.authenticate (not the refresh) across a switch in this tab: its answer is not
// applied to the new session; the call is asked again for the session stored now, as the official
// client does, and resolves with that answer.
for (const v of VERTICALS)
  test(`${v.name}: a caller's authenticate whose session was replaced while it was out is asked again for the new one`, async () => {
    let release!: (a: Answer) => void;
    let n = 0;
    const s = v.setup((r) =>
      r.path === v.path ? (++n === 1 ? new Promise<Answer>((res) => (release = res)) : { body: { data: v.fresh('token-B2') } }) : undefined,
    );
    try {
      s.signIn();
      const out = s.client.session.authenticate();
      await settle();
      replace(s, v, 'this tab');
      release(dead);
      await out;
      assert.is(n, 2, 'asked twice');
      assert.is(basic(s.calls().filter((r) => r.path === v.path)[1].headers.Authorization), `${s.token}:token-B`, 'again, with session B');
      assert.is(cookie('stytch_session'), 'token-B2', "the second answer is session B's");
    } finally {
      s.done();
    }
  });

test.run();
