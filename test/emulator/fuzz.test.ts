// The whole front door under hostile input (issue 14): every route the emulator serves (SDK
// endpoints of both verticals, the backend API, every page: admin, provider pages, identity
// provider), with real sessions so handlers are reached, gets bad JSON, wrong types and prototype
// names (__proto__, constructor, toString...) in every declared field, prototype keys in the body,
// huge and nested bodies, bad auth, odd path parameters and a burst. 0 answers may be 5xx, and the
// emulator must still sign a user in afterwards. Prints its figures.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Emulator } from '../../src/emulator/index';
import { features } from '../../src/emulator/routes/index';
import type { Schema } from '../../src/emulator/schema';
import { fill } from '../../src/wire/routes';
import { SEED } from './b2b-setup';
import { basic, lastMessage, raw, startEmulator, type RawAnswer } from './setup';

const t = suite('emulator fuzz: every route, hostile input');
let emu: Emulator;
let consumerSession = '';
let b2bSession = '';

t.before(async () => {
  emu = await startEmulator();
  const json = { 'Content-Type': 'application/json' };
  const sent = await raw(`${emu.url}/sdk/v1/otps/email/login_or_create`, {
    method: 'POST',
    headers: { ...json, Authorization: basic(emu.publicToken) },
    body: JSON.stringify({ email: 'fuzz@example.com' }),
  });
  const auth = await raw(`${emu.url}/sdk/v1/otps/authenticate`, {
    method: 'POST',
    headers: { ...json, Authorization: basic(emu.publicToken) },
    body: JSON.stringify({
      token: lastMessage(emu, 'fuzz@example.com').code,
      method_id: sent.json.data.method_id,
      session_duration_minutes: 60,
    }),
  });
  consumerSession = auth.json.data.session_token;
  const b = await raw(`${emu.url}/sdk/v1/b2b/passwords/authenticate`, {
    method: 'POST',
    headers: { ...json, Authorization: basic(emu.b2bPublicToken) },
    body: JSON.stringify({
      organization_id: SEED.acme,
      email_address: SEED.acmeAdmin.email,
      password: SEED.acmeAdmin.password,
      session_duration_minutes: 60,
    }),
  });
  b2bSession = b.json.data.session_token;
});
t.after(() => emu.close());

const PROTO = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
const WRONG: unknown[] = [null, -1.5, ['x', 1], { __proto__: { admin: true } }, 'x'.repeat(12_000)];
const PROTO_BODY = '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"toString":"x","valueOf":1}';

/** A plausible value per schema type, so one mutated field at a time reaches deeper code. */
const SAMPLE: Record<string, unknown> = {
  string: 'x',
  text: '',
  email: 'fuzz@example.com',
  phone: '+15555550100',
  int: 30,
  boolean: true,
  object: {},
  strings: ['x'],
  array: [],
  json: '{"id":"x"}',
};
const sample = (schema: Schema = {}) => Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, SAMPLE[v.replace('?', '')]]));

interface Case {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function cases(): Case[] {
  const list: Case[] = [];
  // Pages go last: they include the admin writes (reset, state), which end the sessions above.
  const pages: Case[] = [];
  const json = { 'Content-Type': 'application/json' };
  const pathParams = (pattern: string, v: string) => pattern.replace(/\{(\w+)\}/g, () => encodeURIComponent(v));
  for (const f of features) {
    for (const e of f.endpoints ?? []) {
      const b2b = e.vertical === 'B2B' || e.route[1].startsWith('/b2b/');
      const token = b2b ? emu.b2bPublicToken : emu.publicToken;
      const session = b2b ? b2bSession : consumerSession;
      const hasBody = e.route[0] === 'POST' || e.route[0] === 'PUT';
      const base = sample(e.body);
      const paths = [
        fill(e.route[1], { id: 'x-unknown', public_token: token }),
        ...PROTO.slice(0, 2).map((p) => pathParams(e.route[1], p)),
      ];
      for (const path of new Set(paths)) {
        const url = `/sdk/v1${path}`;
        const auths = [basic(token), basic('__proto__'), 'Basic ' + Buffer.from('constructor:toString').toString('base64')];
        for (const a of auths)
          list.push({
            method: e.route[0],
            path: url,
            headers: { ...json, Authorization: a },
            body: hasBody ? JSON.stringify(base) : undefined,
          });
        if (!hasBody) {
          for (const p of PROTO)
            list.push({
              method: e.route[0],
              path: `${url}?${p}=${p}&email_address=${p}`,
              headers: { ...json, Authorization: basic(token, session) },
            });
          continue;
        }
        const auth = { ...json, Authorization: basic(token, session) };
        for (const body of [
          '{',
          '[1]',
          'null',
          '"s"',
          PROTO_BODY,
          `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
          JSON.stringify({ ...base, pad: 'x'.repeat(120 * 1024) }),
        ])
          list.push({ method: e.route[0], path: url, headers: auth, body });
        for (const field of Object.keys(e.body ?? {}))
          for (const v of [...PROTO, ...WRONG])
            list.push({ method: e.route[0], path: url, headers: auth, body: JSON.stringify({ ...base, [field]: v }) });
      }
    }
    for (const e of f.backend ?? []) {
      const hasBody = e.route[0] === 'POST' || e.route[0] === 'PUT';
      const project = emu.emu.config.projects.find((p) => p.vertical === (e.vertical ?? 'CONSUMER'))!;
      const auth = { ...json, Authorization: basic(project.project_id, project.secret) };
      const base = sample(e.body);
      for (const p of ['x-unknown', ...PROTO.slice(0, 3)]) {
        const path = pathParams(e.route[1], p);
        list.push({
          method: e.route[0],
          path,
          headers: { ...json, Authorization: basic('__proto__', 'constructor') },
          body: hasBody ? '{}' : undefined,
        });
        if (!hasBody) {
          list.push({ method: e.route[0], path: `${path}?${p}=1`, headers: auth });
          continue;
        }
        for (const body of ['{', PROTO_BODY, JSON.stringify(base)]) list.push({ method: e.route[0], path, headers: auth, body });
        for (const field of Object.keys(e.body ?? {}))
          for (const v of [...PROTO.slice(0, 3), ...WRONG.slice(0, 6)])
            list.push({ method: e.route[0], path, headers: auth, body: JSON.stringify({ ...base, [field]: v }) });
      }
    }
    for (const page of f.pages ?? []) {
      for (const p of ['x-unknown', ...PROTO]) {
        const path = pathParams(page.path, p);
        const q = `?${p}=${p}&token=${p}&state=${p}&client_id=${p}&redirect_uri=${p}&provider=${p}&to=${p}`;
        if (page.method === 'GET' || page.method === 'DELETE') {
          pages.push({ method: page.method, path: path + q, headers: {} });
          continue;
        }
        for (const [type, body] of [
          ['application/json', PROTO_BODY],
          ['application/json', '{'],
          ['application/json', JSON.stringify({ [p]: p, advance_ms: p, password: null, settings: { [p]: p } })],
          ['application/x-www-form-urlencoded', `${p}=${p}&token=${p}&email=${p}&consent_granted=${p}&client_id=${p}`],
          ['text/plain', p],
        ])
          pages.push({ method: page.method, path: path + q, headers: { 'Content-Type': type }, body });
      }
    }
  }
  return [...list, ...pages];
}

async function runAll(all: Case[], parallel = 8): Promise<{ c: Case; r: RawAnswer }[]> {
  const out: { c: Case; r: RawAnswer }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < all.length) {
        const c = all[next++];
        out.push({ c, r: await raw(`${emu.url}${c.path}`, { method: c.method, headers: c.headers, body: c.body }) });
      }
    }),
  );
  return out;
}

t('every route under hostile input: 0 answers 5xx; still serving correctly afterwards', async () => {
  const all = cases();
  assert.ok(all.length >= 2000, `only ${all.length} cases`);
  const results = await runAll(all);
  // A burst: 60 sends at once to one address and from one client address.
  const burst = await Promise.all(
    Array.from({ length: 60 }, () =>
      raw(`${emu.url}/sdk/v1/otps/email/login_or_create`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: basic(emu.publicToken) },
        body: '{"email":"burst@example.com"}',
      }),
    ),
  );
  const answers = [...results.map((x) => x.r), ...burst];
  const fives = results.filter(({ r }) => r.status >= 500);
  const burst5 = burst.filter((r) => r.status >= 500).length;
  console.log(
    `emulator fuzz: ${answers.length} requests over ${new Set(all.map((c) => `${c.method} ${c.path.split('?')[0]}`)).size} method+path pairs, ${fives.length + burst5} 5xx`,
  );
  const byRoute = new Map<string, string>();
  for (const { c, r } of fives)
    byRoute.set(
      `${c.method} ${c.path.split('?')[0]}`,
      `${c.path.slice(0, 120)} ${c.body?.slice(0, 80) ?? ''} -> ${r.status} ${r.text.slice(0, 160)}`,
    );
  assert.equal(
    [...byRoute].map(([k, v]) => `${k}: ${v}`),
    [],
  );
  assert.is(burst5, 0);
  assert.ok(
    burst.some((r) => r.status === 429),
    'the burst meets the send limit',
  );

  // Still correct: a fresh sign-in, and the old sessions still work.
  const json = { 'Content-Type': 'application/json', Authorization: basic(emu.publicToken) };
  const sent = await raw(`${emu.url}/sdk/v1/otps/email/login_or_create`, {
    method: 'POST',
    headers: json,
    body: '{"email":"after@example.com"}',
  });
  assert.is(sent.status, 200);
  const auth = await raw(`${emu.url}/sdk/v1/otps/authenticate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      token: lastMessage(emu, 'after@example.com').code,
      method_id: sent.json.data.method_id,
      session_duration_minutes: 30,
    }),
  });
  assert.is(auth.status, 200);
  const me = await raw(`${emu.url}/sdk/v1/users/me`, { headers: { Authorization: basic(emu.publicToken, auth.json.data.session_token) } });
  assert.is(me.status, 200);
  const boot = await raw(`${emu.url}/sdk/v1/projects/bootstrap/${emu.publicToken}`, { headers: { Authorization: basic(emu.publicToken) } });
  assert.is(boot.status, 200);
  assert.is(({} as Record<string, unknown>).polluted, undefined, 'no prototype pollution');
});

t.run();
