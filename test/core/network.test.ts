// Every error class from malformed, empty, HTML, 4xx, 5xx and network-failure answers, the
// captcha retry, and that nothing ever escapes as an untyped or uncaught exception.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { INVALID_RESPONSE, StytchAPIUnreachableError, StytchError, SDKInvalidResponseError, StytchAPIError } from '../../src/core/errors';
import {
  INVALID_JSON,
  NO_RESPONSE,
  SDKCaptchaRequiredError,
  SDKCaptchaUnavailableError,
  StytchAPISchemaError,
} from '../../src/core/request-errors';
import { network, NetworkOptions, REQUEST_TIMEOUT_MS, timeZone } from '../../src/core/network';
import { parseAnswer } from '../../src/core/engine';
import { Answer, fakeFetch } from '../helpers/fake-fetch';
import { fakeClock } from '../helpers/fake-clock';
import { setup } from './consumer-setup';
import { setup as setupB2B } from './b2b-setup';

const net = (handler: (n: number) => Answer, o: Partial<NetworkOptions> = {}) => {
  let n = 0;
  const f = fakeFetch(() => handler(n++));
  return {
    net: network({ baseURL: 'http://127.0.0.1:1', publicToken: 'public-token-test-x', sessionToken: () => null, fetch: f.fetch, ...o }),
    calls: f.calls,
  };
};

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected a rejection');
};

const API_ERROR = {
  status_code: 401,
  request_id: 'req-1',
  error_type: 'unauthorized_credentials',
  error_message: 'Bad creds',
  error_url: 'https://stytch.com/docs/api/errors/401',
};

// [label, status, text, error class, message (or null: any)]
const answers: [string, number, string, Function, string | null][] = [
  ['200 HTML', 200, '<!doctype html><p>proxy</p>', SDKInvalidResponseError, INVALID_JSON],
  ['200 truncated JSON', 200, '{"data": {', SDKInvalidResponseError, INVALID_JSON],
  ['200 empty', 200, '', SDKInvalidResponseError, NO_RESPONSE],
  ['200 null', 200, 'null', SDKInvalidResponseError, NO_RESPONSE],
  ['200 array', 200, '[1]', SDKInvalidResponseError, NO_RESPONSE],
  ['200 string', 200, '"ok"', SDKInvalidResponseError, NO_RESPONSE],
  ['200 without data', 200, '{"status_code":200}', SDKInvalidResponseError, INVALID_RESPONSE],
  ['200 data not an object', 200, '{"data":"x"}', SDKInvalidResponseError, INVALID_RESPONSE],
  ['400 body schema', 400, '{"body":{"email":"required"}}', StytchAPISchemaError, null],
  ['400 params schema', 400, '{"params":{"id":"bad"}}', StytchAPISchemaError, null],
  ['400 query schema', 400, '{"query":{"x":"bad"}}', StytchAPISchemaError, null],
  ['401 API error', 401, JSON.stringify(API_ERROR), StytchAPIError, null],
  ['404 HTML', 404, '<html>Not Found</html>', SDKInvalidResponseError, INVALID_JSON],
  ['404 JSON without error_type (an API error, spec section 8)', 404, '{"message":"nope"}', StytchAPIError, null],
  ['500 HTML', 500, '<html>Internal Server Error</html>', SDKInvalidResponseError, INVALID_JSON],
  ['502 empty', 502, '', SDKInvalidResponseError, NO_RESPONSE],
  ['503 null', 503, 'null', SDKInvalidResponseError, NO_RESPONSE],
  ['500 API error', 500, '{"status_code":500,"error_type":"internal_server_error","error_message":"Oops"}', StytchAPIError, null],
  ['429 captcha', 429, 'Captcha required', SDKCaptchaRequiredError, 'Captcha required'],
];

test('parseAnswer: each malformed, empty, HTML, 4xx and 5xx answer gives its typed error', () => {
  for (const [label, status, text, cls, message] of answers) {
    const r = parseAnswer(status, text);
    assert.ok('error' in r, label);
    const e = (r as { error: Error }).error;
    assert.instance(e, cls, label);
    assert.instance(e, StytchError, label);
    if (message) assert.is(e.message, message, label);
  }
  assert.equal(parseAnswer(200, '{"data":{"a":1}}'), { data: { a: 1 } });
  assert.equal(parseAnswer(201, '{"data":{}}'), { data: {} });
});

test('the exact messages of the spec', () => {
  assert.is(INVALID_JSON, 'Invalid JSON response from our servers.');
  assert.is(NO_RESPONSE, 'Invalid or no response from server');
  assert.is(INVALID_RESPONSE, 'Invalid response from our servers.');
  assert.is(new StytchAPIUnreachableError().message, 'Unable to contact our servers.');
  assert.is(new SDKCaptchaUnavailableError().message, 'Unable to query captcha and/or dfp telemetry ID');
});

test('an API error carries status_code, error_type, error_message, error_url and request_id', async () => {
  const { net: n } = net(() => ({ status: 401, body: API_ERROR }));
  const e = (await failure(n.call('POST', '/x', {}))) as StytchAPIError;
  assert.instance(e, StytchAPIError);
  assert.equal(
    {
      status_code: e.status_code,
      error_type: e.error_type,
      error_message: e.error_message,
      error_url: e.error_url,
      request_id: e.request_id,
    },
    API_ERROR,
  );
  assert.is(e.name, 'StytchAPIError');
  assert.is(
    e.message,
    '[401] unauthorized_credentials\nBad creds\nSee https://stytch.com/docs/api/errors/401 for more information.\nrequest_id: req-1\n',
    "the official message's lines, the request id last",
  );
});

test('a JSON error body without error_type is still an API error: the status, and the invalid-response words', async () => {
  const { net: n } = net(() => ({ status: 404, body: { message: 'nope' } }));
  const e = (await failure(n.call('POST', '/x', {}))) as StytchAPIError;
  assert.instance(e, StytchAPIError);
  assert.equal([e.status_code, e.error_type, e.error_message], [404, '', INVALID_RESPONSE]);
});

test('a schema error keeps the server body', async () => {
  const { net: n } = net(() => ({ status: 400, body: { body: { email: 'is required' } } }));
  const e = (await failure(n.call('POST', '/x', {}))) as StytchAPISchemaError;
  assert.instance(e, StytchAPISchemaError);
  assert.equal(e.body, { body: { email: 'is required' } });
});

test('Network.call: every failure is a typed rejection, never a throw or an uncaught error', async () => {
  for (const [label, status, text, cls] of answers) {
    const { net: n } = net(() => ({ status, text }));
    const e = await failure(n.call('GET', '/x'));
    // a captcha answer without a source of fresh tokens cannot be retried
    assert.instance(e, cls === SDKCaptchaRequiredError ? SDKCaptchaUnavailableError : cls, label);
  }
});

test('network failure: "Unable to contact our servers."', async () => {
  const { net: n } = net(() => new TypeError('Failed to fetch'));
  const e = await failure(n.call('POST', '/x', {}));
  assert.instance(e, StytchAPIUnreachableError);
  assert.is(e.message, 'Unable to contact our servers.');
  assert.ok((e as StytchAPIUnreachableError).details.includes('Failed to fetch'));
});

test('an unreadable body: "Invalid or no response from server"', async () => {
  const fetch = (async () => ({ status: 200, text: () => Promise.reject(new Error('aborted')) })) as unknown as typeof globalThis.fetch;
  const n = network({ baseURL: 'http://127.0.0.1:1', publicToken: 'p', sessionToken: () => null, fetch });
  const e = await failure(n.call('GET', '/x'));
  assert.instance(e, SDKInvalidResponseError);
  assert.is(e.message, NO_RESPONSE);
});

test('captcha required: retried once with fresh tokens, then succeeds', async () => {
  let issued = 0;
  const protection = async () => ({ captcha_token: `cap-${++issued}`, dfp_telemetry_id: `dfp-${issued}` });
  const { net: n, calls } = net((i) => (i === 0 ? { status: 429, text: 'Captcha required' } : { body: { data: { ok: true } } }), {
    protection,
  });
  assert.equal(await n.call('POST', '/magic_links/email/login_or_create', { email: 'a@example.com' }, true), { ok: true });
  assert.is(calls.length, 2);
  assert.equal(calls[0].body, { email: 'a@example.com', captcha_token: 'cap-1', dfp_telemetry_id: 'dfp-1' });
  assert.equal(calls[1].body, { email: 'a@example.com', captcha_token: 'cap-2', dfp_telemetry_id: 'dfp-2' });
});

test('captcha required twice: one retry only, then "Unable to query captcha and/or dfp telemetry ID"', async () => {
  const { net: n, calls } = net(() => ({ status: 429, text: 'Captcha required' }), { protection: async () => ({ captcha_token: 'c' }) });
  const e = await failure(n.call('POST', '/x', {}, true));
  assert.instance(e, SDKCaptchaUnavailableError);
  assert.is(calls.length, 2);
});

test('captcha required and no fresh tokens to be had: the same error, without a retry', async () => {
  for (const protection of [undefined, async () => null, async () => Promise.reject(new Error('captcha script blocked'))]) {
    const { net: n, calls } = net(() => ({ status: 429, text: 'Captcha required' }), { protection });
    const e = await failure(n.call('POST', '/x', {}, true));
    assert.instance(e, SDKCaptchaUnavailableError);
    assert.is(e.message, 'Unable to query captcha and/or dfp telemetry ID');
    assert.is(calls.length, 1);
  }
});

test('a failing token source does not fail a protected call that needs no captcha', async () => {
  const { net: n, calls } = net(() => ({ body: { data: {} } }), { protection: async () => Promise.reject(new Error('blocked')) });
  assert.equal(await n.call('POST', '/x', { a: 1 }, true), {});
  assert.equal(calls[0].body, { a: 1 });
});

test('a request with no answer rejects as unreachable after the timeout (30 s by default), and is aborted', async () => {
  assert.is(REQUEST_TIMEOUT_MS, 30000);
  for (const timeoutMs of [undefined, 5000]) {
    const clock = fakeClock();
    let signal: AbortSignal | undefined;
    const fetch = ((_u: string, init: RequestInit) => (
      (signal = init.signal ?? undefined), new Promise(() => {})
    )) as unknown as typeof globalThis.fetch;
    const n = network({ baseURL: 'http://127.0.0.1:1', publicToken: 'p', sessionToken: () => null, fetch, clock: () => clock, timeoutMs });
    let settled: unknown = 'pending';
    n.call('POST', '/x', {}).then(
      (v) => (settled = v),
      (e) => (settled = e),
    );
    await clock.advance((timeoutMs ?? 30000) - 1);
    assert.is(settled, 'pending');
    await clock.advance(1);
    assert.instance(settled, StytchAPIUnreachableError);
    assert.ok(signal?.aborted, 'the request is aborted');
    assert.is(clock.pending(), 0);
  }
});

test('a body that stops half way, or a token source that never answers, is bounded by the same timeout', async () => {
  const clock = fakeClock();
  const stalled = (async () => ({ status: 200, text: () => new Promise(() => {}) })) as unknown as typeof globalThis.fetch;
  const n = network({
    baseURL: 'http://127.0.0.1:1',
    publicToken: 'p',
    sessionToken: () => null,
    fetch: stalled,
    clock: () => clock,
    timeoutMs: 1000,
  });
  const p = failure(n.call('GET', '/x'));
  await clock.advance(1000);
  assert.instance(await p, StytchAPIUnreachableError);

  const { net: m, calls } = net(() => ({ body: { data: {} } }), {
    clock: () => clock,
    timeoutMs: 1000,
    protection: () => new Promise(() => {}),
  });
  const q = m.call('POST', '/x', { a: 1 }, true);
  await clock.advance(1000);
  assert.equal(await q, {});
  assert.equal(calls[0].body, { a: 1 }, 'sent without tokens');
});

test('client option requestTimeoutMs: used for every call; not a number is a usage error', async () => {
  const s = setup({ options: { requestTimeoutMs: 2000 }, answer: (r) => (r.path === '/users/me' ? new Promise(() => {}) : undefined) });
  try {
    const clock = fakeClock();
    (s.client._refresher as any).clock = clock;
    const p = failure(s.client.user.get());
    await clock.advance(2000);
    assert.instance(await p, StytchAPIUnreachableError);
  } finally {
    s.done();
  }
  for (const bad of [Number.NaN, 'soon', {}]) {
    try {
      setup({ options: { requestTimeoutMs: bad as number } }).done();
      assert.unreachable(`accepted ${String(bad)}`);
    } catch (e) {
      assert.is((e as Error).name, 'StytchSDKUsageError', String(bad));
      assert.ok((e as Error).message.includes('requestTimeoutMs'));
    }
  }
});

// Authenticate answers whose stored fields have the wrong type: [label, data]
const misTyped: [string, object][] = [
  ['session a string', { session: 'x', session_token: 't', session_jwt: 'j' }],
  ['session an array', { session: [1], session_token: 't', session_jwt: 'j' }],
  ['user a string', { user: 'u' }],
  ['user a string next to a session', { session: {}, user: 'u', session_token: 't', session_jwt: 'j' }],
  ['session_token an object', { session: {}, session_token: {}, session_jwt: 'j' }],
  ['session_jwt an object', { session: {}, session_token: 't', session_jwt: { a: 1 } }],
  ['intermediate_session_token a number', { intermediate_session_token: 5 }],
];
const misTypedB2B: [string, object][] = [
  ['member_session a string', { member_session: 'x', session_token: 't', session_jwt: 'j' }],
  ['member an array', { member_session: {}, member: [], session_token: 't', session_jwt: 'j' }],
  ['organization a boolean', { member_session: {}, organization: true, session_token: 't', session_jwt: 'j' }],
  ['session_jwt an object', { member_session: {}, session_token: 't', session_jwt: {} }],
  ['intermediate_session_token an object', { intermediate_session_token: {} }],
];

/** Cookies and stored state, to prove a call changed neither. */
const snapshot = () => [document.cookie, JSON.stringify(Object.entries({ ...localStorage }).filter(([k]) => !k.includes('::')))];

test('client: a mistyped session, user or token in an answer is an invalid response and changes nothing stored', async () => {
  for (const [label, data] of misTyped) {
    const s = setup({ answer: () => ({ body: { data } }) });
    try {
      s.signIn();
      const before = snapshot();
      assert.instance(
        await failure(s.client.otps.authenticate('123456', 'method-1', { session_duration_minutes: 30 })),
        SDKInvalidResponseError,
        label,
      );
      assert.instance(await failure(s.client.session.authenticate()), SDKInvalidResponseError, label);
      assert.equal(snapshot(), before, label);
    } finally {
      s.done();
    }
  }
  // null and absent are fine (an MFA step answers session: null and session_token: '')
  const s = setup({ answer: () => ({ body: { data: { session: null, session_token: '', user: { user_id: 'u' } } } }) });
  await s.client.otps.authenticate('123456', 'method-1', { session_duration_minutes: 30 });
  s.done();
});

test('B2B client: a mistyped member session, member, organization or token is an invalid response and changes nothing stored', async () => {
  for (const [label, data] of misTypedB2B) {
    const s = setupB2B({ answer: () => ({ body: { data } }) });
    try {
      s.signIn();
      const before = snapshot();
      const e = await failure(
        s.client.otps.email.authenticate({
          code: '123456',
          email_address: 'a@example.com',
          organization_id: 'org-1',
          session_duration_minutes: 30,
        }),
      );
      assert.instance(e, SDKInvalidResponseError, label);
      assert.equal(snapshot(), before, label);
    } finally {
      s.done();
    }
  }
  const s = setupB2B({ answer: (r) => (r.path === '/b2b/organizations/me' ? { body: { data: { organization: 'acme' } } } : undefined) });
  s.signIn();
  const before = snapshot();
  assert.instance(await failure(s.client.organization.get()), SDKInvalidResponseError, 'a fresh read');
  assert.equal(snapshot(), before);
  s.done();
});

test('the request engine, once it has loaded, a call sends in the same task (no extra tick before fetch)', async () => {
  const { net: n, calls } = net(() => ({ body: { data: { ok: true } } }));
  assert.equal(await n.call('GET', '/first'), { ok: true });
  const second = n.call('GET', '/second');
  assert.is(calls.length, 2, 'fetch was called synchronously');
  assert.equal(await second, { ok: true });
});

test("the X-SDK-Client header's time-zone name: Temporal's where the browser has it (no Intl call: a page's first loads locale data, 150-250 ms at 4x); Intl's elsewhere", () => {
  const G = globalThis as any;
  const had = G.Temporal;
  const DTF = Intl.DateTimeFormat;
  let intl = 0;
  (Intl as any).DateTimeFormat = function (...a: any[]) {
    intl++;
    return new (DTF as any)(...a);
  };
  try {
    G.Temporal = { Now: { timeZoneId: () => 'Europe/Paris' } };
    assert.is(timeZone(), 'Europe/Paris');
    assert.is(intl, 0, 'no Intl call');
    delete G.Temporal;
    assert.is(timeZone(), new DTF().resolvedOptions().timeZone);
    assert.is(intl, 1);
  } finally {
    (Intl as any).DateTimeFormat = DTF;
    if (had) G.Temporal = had;
  }
});

test.run();
