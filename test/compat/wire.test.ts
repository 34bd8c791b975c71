// Wire conformance (issue 11, item 3): for every public method of the official headless clients
// (enumerated from the official package's type declarations, so a method ours lacks is a failure, not a
// skip), the official client and ours are called with the same arguments against a loopback recorder, and
// their requests must be identical: HTTP method, path, query, body keys and values, and the Basic-auth
// identity (public token alone, or with the session token). PKCE values, nonces and timestamps are compared
// by presence only. Browser redirects the clients build themselves (OAuth and SSO starts, which the widgets
// compose through the same methods) are compared as URLs. The raw request is compared: a POST without a body
// and one with `{}` differ. Two oracles: the 5.x line (prints `wire: M/M methods identical`) and the current
// 6.x line (prints `wire (6.3.0): N/N methods identical`), each enumerated from its own declarations.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StytchB2BHeadlessClient } from '../../src/core/b2b/client';
import { StytchHeadlessClient } from '../../src/core/consumer/client';
import { resetBrowser } from '../helpers/browser';
import { type Oracle, officialClient, officialMethods, oracleVersion, type Vertical } from './official-methods';
import { Recorder, startRecorder } from './recorder';
import { b2bCases, Case, consumerCases, IDP_CASES } from './wire-cases';

const ours = { consumer: StytchHeadlessClient, b2b: StytchB2BHeadlessClient };

/**
 * Official methods whose requests cannot be observed on loopback, each with its reason. Ours must still
 * have them (checked below).
 */
const UNOBSERVABLE: Record<string, string> = {
  'consumer oauth.googleOneTap.start':
    "the official client starts One Tap inside Stytch's hosted clientside-services iframe and loads Google's script (outside hosts)",
  'b2b oauth.googleOneTap.start': 'as the consumer One Tap start',
  'b2b oauth.googleOneTap.discovery.start': 'as the consumer One Tap start',
};

/**
 * Official requests that are a bug of that official version, each with its reason and what the request
 * would be without the bug (`fix`, applied to the official requests before the comparison): ours sends
 * the fixed request. When the vendor fixes it, the fixed official request is simply identical.
 */
const DELIBERATE: Record<string, { reason: string; fix: (requests: unknown[]) => unknown[] }> = {
  'v6 b2b organization.members.getConnectedApps': {
    reason: "its path lacks the slash after /sdk/v1 ('/sdk/v1b2b/...'), which no server serves",
    fix: (requests) =>
      requests.map((r: any) => (r.path?.startsWith('/sdk/v1b2b/') ? { ...r, path: r.path.replace('/sdk/v1b2b/', '/sdk/v1/b2b/') } : r)),
  },
};

/**
 * Official 6.x methods ours does not send the same way yet, each with its reason (printed with the
 * figure, which does not count them). A pending method that becomes identical fails the suite, so the
 * row goes as soon as it is done.
 */
const PENDING: Record<string, string> = {};

/** Values compared by presence only: PKCE pairs, nonces, timestamps, a form's telemetry blob (its ids and clock). */
const VOLATILE = /^(code_challenge|code_verifier|pkce_code_challenge|pkce_code_verifier|nonce|issued_at|__X-SDK-Client)$/;

// Browser form POSTs (the identity provider's authorize submit): captured, not sent.
const forms: HTMLFormElement[] = [];
HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
  forms.push(this);
  this.remove();
};
/** A captured form as a request: its path and hidden fields, the `__Authorization` Basic value decoded to its identity. */
function formRequest(f: HTMLFormElement) {
  const fields = Object.fromEntries([...f.querySelectorAll('input')].map((i) => [i.name, i.value]));
  const basic = /^Basic (.+)$/.exec(fields.__Authorization || '');
  if (basic) fields.__Authorization = `Basic identity ${atob(basic[1])}`;
  return { form: new URL(f.action).pathname, method: f.method.toUpperCase(), fields };
}

const ORIGIN = 'http://localhost:3000';
const redirects: string[] = [];
const loc = window.location as any;
Object.defineProperty(loc, 'href', { configurable: true, get: () => `${ORIGIN}/`, set: (v: string) => void redirects.push(String(v)) });
loc.assign = (v: string) => void redirects.push(String(v));
loc.replace = (v: string) => void redirects.push(String(v));

// WebAuthn: a fake authenticator, the same for both clients, so registration and authentication reach their second request.
const buf = (s: string) => new TextEncoder().encode(s).buffer;
const credential = (kind: 'create' | 'get') => ({
  id: 'Y3JlZGVudGlhbC0x',
  rawId: buf('credential-1'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response:
    kind === 'create'
      ? { clientDataJSON: buf('{"type":"webauthn.create"}'), attestationObject: buf('attestation'), getTransports: () => ['internal'] }
      : {
          clientDataJSON: buf('{"type":"webauthn.get"}'),
          authenticatorData: buf('authenticator-data'),
          signature: buf('signature'),
          userHandle: buf('user-1'),
        },
  getClientExtensionResults: () => ({}),
  toJSON: undefined,
});
Object.defineProperty(navigator, 'credentials', {
  configurable: true,
  value: { create: async () => credential('create'), get: async () => credential('get') },
});
(window as any).PublicKeyCredential = Object.assign(function PublicKeyCredential() {}, {
  isConditionalMediationAvailable: async () => true,
  isUserVerifyingPlatformAuthenticatorAvailable: async () => true,
});

interface Seen {
  outcome: string;
  requests: unknown[];
}

function canon(v: unknown, token: string, key = ''): unknown {
  if (VOLATILE.test(key) && v !== undefined && v !== null && v !== '') return '<present>';
  if (typeof v === 'string' && /^\{.*\}$/s.test(v)) {
    // a JSON document inside a field (WebAuthn credentials): compared as data, not as text
    try {
      return { json: canon(JSON.parse(v), token) };
    } catch {}
  }
  if (typeof v === 'string') return v.split(token).join('PUBLIC_TOKEN');
  if (Array.isArray(v)) return v.map((x) => canon(x, token));
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) out[k] = canon((v as any)[k], token, k);
    return out;
  }
  return v;
}

/** A method by path; for the official client also under its internals (the identity-provider calls its widgets make). */
function method(client: any, path: string): ((...a: unknown[]) => unknown) | undefined {
  const parts = path.split('.');
  const internals = Object.getOwnPropertySymbols(client).find((s) => s.description?.startsWith('stytch__internal_'));
  let owner = internals && !(parts[0] in client) ? client[internals] : client;
  for (const p of parts.slice(0, -1)) owner = owner?.[p];
  const fn = owner?.[parts[parts.length - 1]];
  return typeof fn === 'function' ? fn.bind(owner) : undefined;
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, no) => setTimeout(() => no(new Error(`no answer within ${ms} ms`)), ms))]);

let n = 0;
async function run(rec: Recorder, vertical: Vertical, side: 'official' | 'ours', c: Case, oracle: Oracle = 'v5'): Promise<Seen | null> {
  resetBrowser();
  const id = `${side}-${vertical}-${++n}`;
  const token = `public-token-test-${id}`;
  const Client = side === 'official' ? officialClient(oracle, vertical) : ours[vertical];
  const quiet = { log: console.log, warn: console.warn, error: console.error };
  console.warn = console.log = () => {};
  let client: any;
  try {
    client = new Client(token, {
      endpoints: { testAPIURL: rec.base, liveAPIURL: rec.base, clientsideServicesIframeURL: `${rec.base}/iframe`, dfpBackendURL: rec.base },
      cookieOptions: { opaqueTokenCookieName: `s_${id}`, jwtCookieName: `j_${id}`, istCookieName: `i_${id}` },
    });
    const fn = method(client, c.method);
    if (!fn) return null;
    rec.mode = 'session';
    // A setup that fails would leave both clients in the same wrong state and make the case pass
    // without checking it: the failure is the case's outcome instead.
    let setup = '';
    const step = (p: () => Promise<unknown>) =>
      setup
        ? undefined
        : within(Promise.resolve().then(p), 10000).catch((e: any) => {
            setup = `setup failed: ${e?.name || 'Error'}: ${e?.message || e}`;
          });
    if (c.state === 'session')
      await step(() =>
        vertical === 'consumer'
          ? client.passwords.authenticate({ email: 'ada@example.com', password: 'correct horse battery', session_duration_minutes: 60 })
          : client.passwords.authenticate({
              organization_id: 'organization-1',
              email_address: 'ada@example.com',
              password: 'correct horse battery',
              session_duration_minutes: 60,
            }),
      );
    if (c.state === 'ist') {
      rec.mode = 'ist';
      await step(() => client.otps.email.discovery.authenticate({ code: '000000', email_address: 'ada@example.com' }));
      rec.mode = 'session';
    }
    // The official 6.x clients decide whether a start makes a PKCE pair from the project's settings
    // (bootstrap): on a slow machine a start made before they arrive makes none. Wait for them (at
    // most 3 s) before a start, as a page does (nobody signs in within the first milliseconds).
    if (c.before && side === 'official') {
      const asked = () => rec.log.some((r) => r.path.endsWith(`/projects/bootstrap/${token}`));
      for (let t = 0; t < 60 && !asked(); t++) await settle(50);
      await settle(50);
    }
    if (c.before) await step(() => c.before!(client));
    await settle(10);
    const mark = rec.log.length;
    const redirectMark = redirects.length;
    const formMark = forms.length;
    let outcome = setup || 'ok';
    if (!setup) {
      try {
        await within(Promise.resolve(fn(...c.args)), 10000);
      } catch (e: any) {
        outcome = `${e?.name || 'Error'}: ${e?.message || e}`;
      }
    }
    await settle(30);
    const requests = rec.log
      .slice(mark)
      .filter(
        (r) =>
          r.identity.startsWith(`${token}:`) &&
          !r.path.startsWith('/sdk/v1/projects/bootstrap/') &&
          r.path !== '/sdk/v1/events' &&
          r.method !== 'OPTIONS',
      )
      // the raw request: a POST without a body (`body` absent) is not one with {}
      .map((r) => canon({ method: r.method, path: r.path, query: r.query, body: r.body, identity: r.identity }, token));
    for (const f of forms.slice(formMark)) requests.push(canon(formRequest(f), token));
    for (const url of redirects.slice(redirectMark)) {
      const u = new URL(url);
      requests.push(canon({ redirect: `${u.origin}${u.pathname}`, query: Object.fromEntries(u.searchParams) }, token));
    }
    return { outcome, requests };
  } finally {
    client?._refresher?.stop?.();
    Object.assign(console, quiet);
  }
}

const recorders: Recorder[] = [];
interface Result {
  oracle: Oracle;
  vertical: Vertical;
  method: string;
  ok: boolean;
  detail: string;
}
const results: Result[] = [];
/** A case applies to an oracle unless it names another one (where the two official lines send differently). */
const applies = (c: Case, oracle: Oracle) => !c.oracle || c.oracle === oracle;

for (const oracle of ['v5', 'v6'] as const)
  for (const vertical of ['consumer', 'b2b'] as const) {
    test(`wire (${oracleVersion(oracle)}): every public method of the official ${vertical} headless client sends what ours sends`, async () => {
      const rec = await startRecorder(vertical === 'b2b' ? 'B2B' : 'CONSUMER', ORIGIN);
      const cases = (vertical === 'b2b' ? b2bCases : consumerCases).filter((c) => applies(c, oracle));
      const push = (method: string, ok: boolean, detail: string) => results.push({ oracle, vertical, method, ok, detail });
      try {
        for (const m of officialMethods(vertical, oracle)) {
          const key = `${vertical} ${m}`;
          const rows = cases.filter((c) => c.method === m);
          const oursHas = await hasMethod(rec, vertical, m);
          if (!oursHas) {
            const seen = rows[0] && (await run(rec, vertical, 'official', rows[0], oracle));
            push(m, false, `missing in ours; the official sends ${JSON.stringify(seen?.requests)}`);
            continue;
          }
          if (UNOBSERVABLE[key]) {
            push(m, true, `not observable: ${UNOBSERVABLE[key]}`);
            continue;
          }
          if (!rows.length) {
            push(m, false, 'no case written in wire-cases.ts');
            continue;
          }
          const problems: string[] = [];
          const deliberate = DELIBERATE[`${oracle} ${key}`];
          // every row twice: with the project's PKCE flags on (the PKCE fields show) and off
          for (const pkce of [true, false])
            for (const c of rows) {
              rec.pkce = pkce;
              const a = await run(rec, vertical, 'official', c, oracle);
              const b = await run(rec, vertical, 'ours', c, oracle);
              const label = `[${c.label ? `${c.label}, ` : ''}PKCE ${pkce ? 'on' : 'off'}]`;
              if (!a) problems.push(`${label} official client lacks it`);
              else if (!b) problems.push('missing in ours');
              else if (a.outcome.startsWith('setup failed') || b.outcome.startsWith('setup failed'))
                problems.push(`${label} official: ${a.outcome}; ours: ${b.outcome}`);
              else if (deliberate && JSON.stringify(deliberate.fix(a.requests)) === JSON.stringify(b.requests) && a.requests.length)
                continue;
              else if (JSON.stringify(a.requests) !== JSON.stringify(b.requests))
                problems.push(
                  `${label}\n    official (${a.outcome}): ${JSON.stringify(a.requests)}\n    ours     (${b.outcome}): ${JSON.stringify(b.requests)}`,
                );
            }
          rec.pkce = true;
          const pending = PENDING[`${oracle} ${key}`];
          if (pending) push(m, false, problems.length ? `pending: ${pending}` : 'identical now: remove its PENDING row');
          else
            push(
              m,
              !problems.length,
              problems.length ? problems.join('\n  ') : deliberate ? `differs on purpose: ${deliberate.reason}` : '',
            );
        }
      } finally {
        // closed after the summary: official clients keep timers (telemetry, refresh) that still post here
        recorders.push(rec);
      }
    });
  }

/** Whether our client of that vertical has the method (a client made only to look). */
async function hasMethod(rec: Recorder, vertical: Vertical, m: string) {
  resetBrowser();
  const quiet = console.warn;
  console.warn = () => {};
  try {
    const client: any = new ours[vertical](`public-token-test-probe-${vertical}-${++n}`, {
      endpoints: { testAPIURL: rec.base, liveAPIURL: rec.base },
    });
    client._refresher.stop();
    return !!method(client, m);
  } finally {
    console.warn = quiet;
  }
}

test('positive control: the comparison sees a differing field, path and identity, and ignores only PKCE values', async () => {
  const rec = await startRecorder('CONSUMER', ORIGIN);
  recorders.push(rec);
  const same = (a: Seen | null, b: Seen | null) => JSON.stringify(a!.requests) === JSON.stringify(b!.requests);
  const send = (args: unknown[], state?: Case['state']): Case => ({ method: 'magicLinks.email.loginOrCreate', args, state });
  const base = await run(rec, 'consumer', 'official', send(['ada@example.com']));
  assert.ok(
    same(base, await run(rec, 'consumer', 'ours', send(['ada@example.com']))),
    'the same call (PKCE challenges differ in value only)',
  );
  assert.not.ok(same(base, await run(rec, 'consumer', 'ours', send(['ada@example.com', { locale: 'es' }]))), 'an extra body field');
  assert.not.ok(same(base, await run(rec, 'consumer', 'ours', send(['bob@example.com']))), 'another value');
  assert.not.ok(
    same(base, await run(rec, 'consumer', 'ours', send(['ada@example.com'], 'session'))),
    'another identity (with the session token)',
  );
  assert.not.ok(
    same(base, await run(rec, 'consumer', 'ours', { method: 'otps.email.loginOrCreate', args: ['ada@example.com'] })),
    'another path',
  );
});

/**
 * The identity-provider calls the official widgets make through the client's internals (not public
 * methods, so not counted above): the authorize start with the four fields the official widget sends,
 * and the authorize form POST (the request's fields, consent_granted, the headers as `__` fields).
 */
test('wire (identity provider, as the widgets call it): authorize start and form POST identical', async () => {
  let ok = 0;
  const problems: string[] = [];
  for (const vertical of ['consumer', 'b2b'] as const) {
    const rec = await startRecorder(vertical === 'b2b' ? 'B2B' : 'CONSUMER', ORIGIN);
    recorders.push(rec);
    for (const c of IDP_CASES) {
      const a = await run(rec, vertical, 'official', c);
      const b = await run(rec, vertical, 'ours', c);
      assert.ok(a && a.requests.length === 1, `${vertical} ${c.method}: the official client sent one request (${JSON.stringify(a)})`);
      if (JSON.stringify(a!.requests) === JSON.stringify(b?.requests)) ok++;
      else
        problems.push(
          `${vertical} ${c.method}${c.label ? ` [${c.label}]` : ''}\n    official: ${JSON.stringify(a!.requests)}\n    ours:     ${JSON.stringify(b?.requests)}`,
        );
    }
  }
  for (const p of problems) console.log(`  DIFF ${p}`);
  console.log(`wire (identity provider, widget calls): ${ok}/${ok + problems.length} identical`);
  assert.is(problems.length, 0);
});

/** The oracle's summary line and its checks. */
function summary(oracle: Oracle, line: (ok: number, all: number, note: string) => string) {
  const all = results.filter((r) => r.oracle === oracle);
  const pending = all.filter((r) => r.detail.startsWith('pending: '));
  // pending methods are left out of the figure and listed after it
  const mine = all.filter((r) => !pending.includes(r));
  const ok = mine.filter((r) => r.ok).length;
  for (const r of mine.filter((x) => !x.ok)) console.log(`  DIFF (${oracleVersion(oracle)}) ${r.vertical} ${r.method}: ${r.detail}`);
  const unobservable = mine.filter((r) => r.detail.startsWith('not observable')).length;
  const onPurpose = mine.filter((r) => r.detail.startsWith('differs on purpose'));
  const fixed = onPurpose.map((r) => `${r.vertical} ${r.method}: ${r.detail.slice('differs on purpose: '.length)}`);
  const note = `(${mine.length - unobservable} compared request by request; ${unobservable} One Tap starts present in ours but not observable on loopback${fixed.length ? `; ${fixed.length} where the official request is a bug ours does not repeat: ${fixed.join('; ')}` : ''})`;
  console.log(line(ok, mine.length, note));
  for (const r of pending) console.log(`  not counted, ${r.vertical} ${r.method}: ${r.detail}`);
  assert.ok(mine.length > 150, `the official clients' methods were enumerated (${mine.length})`);
  assert.is(ok, mine.length, `${mine.length - ok} methods differ (listed above)`);
}

test('wire: M/M methods identical', () => {
  summary('v5', (ok, all, note) => `wire: ${ok}/${all} methods identical ${note}`);
});

test(`wire (6.3.0): N/N methods identical`, () => {
  // the figure line exactly, its note on the next line
  summary('v6', (ok, all, note) => `wire (${oracleVersion('v6')}): ${ok}/${all} methods identical\n  ${note}`);
  for (const r of recorders) r.close();
});

test.run();
