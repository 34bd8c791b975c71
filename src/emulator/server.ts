// The HTTP front door: CORS, body limits, JSON parsing, Basic auth, schema validation, session
// lookup, rate limits, then the endpoint's handler. Bad input always gets a 4xx with an error_type.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as wire from '../wire/routes';
import type { Emu, Req } from './context';
import { ApiError, errorBody, fail, malformed, projectFor, wrongVertical } from './errors';
import { matcher, sendJSON, type Endpoint, type Feature, type Page, type PageReq } from './registry';
import { fromWire, type Schema, shallowEnough, validate } from './schema';
import { findSession } from './sessions';
import { rateLimit } from './outbox';
import { id } from './crypto-util';

export const BODY_LIMIT = 100 * 1024;
const SDK = '/sdk/v1';
const ALLOW_HEADERS = 'Authorization, Content-Type, X-SDK-Client, X-SDK-Parent-Host';

/** Every wire route (consumer, B2B, shared), to tell 404 from 405. */
const WIRE = [...Object.values(wire.consumer), ...Object.values(wire.b2b), ...Object.values(wire.shared)].map(([method, path]) => ({
  method,
  match: matcher(path),
}));

function originAllowed(emu: Emu, origin: string): boolean {
  const list = emu.config.allowed_origins;
  if (list) return list.includes(origin);
  return /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
}

function cors(emu: Emu, req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin;
  if (!origin || !originAllowed(emu, origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
}

const schemas = new WeakMap<Endpoint, Schema>();
/** An endpoint's request schema: its route's wire fields plus its own (schema.ts fromWire), built once. */
function schemaOf(e: Endpoint): Schema {
  let s = schemas.get(e);
  if (!s) schemas.set(e, (s = fromWire(e.bodyOf ?? e.route, e.body)));
  return s;
}

/** Reads the body up to the limit; null when it is larger. */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > BODY_LIMIT) over = true;
      else chunks.push(c);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
  });
}

const requestId = () => id('request-id');

const queues = new WeakMap<Emu, Promise<unknown>>();

/**
 * One request's writes as one SQLite transaction (WAL mode, db.ts): SDK and backend requests run
 * one at a time (a development server), an answer commits (an API error too: attempt counters and
 * locks must stay), anything else (a crash) rolls back, so nothing is left half-written. Nested
 * db.transaction() calls in handlers become savepoints.
 */
function atomically<T>(emu: Emu, work: () => T | Promise<T>): Promise<T> {
  const run = async () => {
    emu.db.exec('BEGIN IMMEDIATE');
    try {
      const out = await work();
      emu.db.exec('COMMIT');
      return out;
    } catch (e) {
      emu.db.exec(e instanceof ApiError ? 'COMMIT' : 'ROLLBACK');
      throw e;
    }
  };
  const p = (queues.get(emu) ?? Promise.resolve()).then(run, run);
  queues.set(
    emu,
    p.catch(() => {}),
  );
  return p;
}

function sendError(res: ServerResponse, e: ApiError, rid = requestId()) {
  sendJSON(res, e.status, errorBody(e, rid));
}

/** Basic public_token:secret -> [public_token, secret] or null. */
function basicAuth(header: string | undefined): [string, string] | null {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/.exec(header || '');
  if (!m) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  return i > 0 ? [decoded.slice(0, i), decoded.slice(i + 1)] : null;
}

export function createHandler(emu: Emu, features: Feature[]) {
  const endpoints = features.flatMap((f) => f.endpoints ?? []);
  const backend = features.flatMap((f) => f.backend ?? []);
  const pages = features.flatMap((f) => f.pages ?? []);
  const compiled = {
    endpoints: endpoints.map((e) => ({ e, match: matcher(e.route[1]) })),
    backend: backend.map((e) => ({ e, match: matcher(e.route[1]) })),
    pages: pages.map((p) => ({ p, match: matcher(p.path) })),
  };
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      await handle(emu, compiled, req, res);
    } catch (e) {
      if (res.headersSent) return void res.end();
      if (e instanceof ApiError) return sendError(res, e);
      console.error('emulator: unexpected error', e);
      sendError(res, fail('internal_server_error'));
    }
  };
}

type Compiled = {
  endpoints: { e: Endpoint; match: (p: string) => Record<string, string> | null }[];
  backend: { e: Endpoint; match: (p: string) => Record<string, string> | null }[];
  pages: { p: Page; match: (p: string) => Record<string, string> | null }[];
};

async function handle(emu: Emu, compiled: Compiled, req: IncomingMessage, res: ServerResponse) {
  cors(emu, req, res);
  const method = (req.method || 'GET').toUpperCase();
  let url: URL;
  try {
    url = new URL(req.url || '/', 'http://emulator');
  } catch {
    throw fail('route_not_found');
  }
  if (method === 'OPTIONS') {
    res.writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': ALLOW_HEADERS,
      'Access-Control-Max-Age': '600',
    });
    return void res.end();
  }
  const path = url.pathname;

  for (const { p, match } of compiled.pages) {
    if (p.method !== method) continue;
    const params = match(path);
    if (!params) continue;
    let body: Promise<string | null> | null = null;
    const text = async () => {
      const t = await (body ??= readBody(req));
      if (t === null) throw malformed('tooLarge');
      return t;
    };
    const pr: PageReq = {
      emu,
      req,
      res,
      url,
      params,
      text,
      async form() {
        const t = await text();
        if ((req.headers['content-type'] || '').includes('application/json')) {
          try {
            const v = JSON.parse(t || '{}');
            if (!shallowEnough(v)) throw new Error('too deep');
            return v && typeof v === 'object' && !Array.isArray(v)
              ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x : JSON.stringify(x)]))
              : {};
          } catch {
            throw malformed('json');
          }
        }
        return Object.fromEntries(new URLSearchParams(t));
      },
    };
    return void (await p.handle(pr));
  }

  if (!path.startsWith(SDK + '/')) {
    const b = route(compiled.backend, method, path);
    if (b) return callBackend(emu, b.e, b.params, req, res, url);
    if (compiled.backend.some(({ match }) => match(path))) throw fail('method_not_allowed');
    throw fail('route_not_found');
  }
  const sub = path.slice(SDK.length);
  const found = route(compiled.endpoints, method, sub);
  if (!found) {
    const known = WIRE.filter((w) => w.match(sub));
    if (known.length && !known.some((w) => w.method === method)) throw fail('method_not_allowed');
    throw fail('route_not_found', `${method} ${path} is not implemented by this emulator.`);
  }
  await callEndpoint(emu, found.e, found.params, req, res, url);
}

/** The first of `list` with this method whose path matches, and its path parameters. */
function route(list: Compiled['endpoints'], method: string, path: string): { e: Endpoint; params: Record<string, string> } | null {
  for (const { e, match } of list) {
    if (e.route[0] !== method) continue;
    const params = match(path);
    if (params) return { e, params };
  }
  return null;
}

/** The JSON object body of a POST or PUT (empty: {}); for GET and DELETE the query fields. */
async function jsonBody(req: IncomingMessage, e: Endpoint, url: URL): Promise<Record<string, any>> {
  const text = await readBody(req);
  if (text === null) throw malformed('tooLarge');
  // GET and DELETE carry their fields in the query (sso.discoverConnections' email_address).
  let body: Record<string, any> = e.route[0] === 'GET' || e.route[0] === 'DELETE' ? Object.fromEntries(url.searchParams) : {};
  if (e.route[0] === 'POST' || e.route[0] === 'PUT') {
    const type = String(req.headers['content-type'] || '');
    if (text.trim() && !/^application\/json\b/i.test(type)) throw malformed('contentType');
    if (text.trim()) {
      try {
        body = JSON.parse(text);
      } catch {
        throw malformed('json');
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw malformed('object');
      if (!shallowEnough(body)) throw fail('invalid_argument', 'The body nests more than 32 levels deep.');
    }
  }
  return body;
}

/**
 * A backend API call (the integrator's server): Basic project_id:secret, the body checked like an
 * SDK call's; the answer is { status_code, request_id, ...fields }, not wrapped in `data`.
 */
async function callBackend(emu: Emu, e: Endpoint, params: Record<string, string>, req: IncomingMessage, res: ServerResponse, url: URL) {
  const rid = requestId();
  const body = await jsonBody(req, e, url);
  const creds = basicAuth(req.headers.authorization);
  const project = creds && emu.projectById(creds[0]);
  if (!project || project.secret !== creds![1]) throw fail('unauthorized_credentials');
  if (e.vertical && e.vertical !== project.vertical) throw wrongVertical(e.vertical);
  const problem = validate(schemaOf(e), body);
  if (problem) throw problem;
  const r: Req = {
    emu,
    project,
    body,
    params,
    query: url.searchParams,
    headers: req.headers,
    session: null,
    sessionToken: null,
    requestId: rid,
    ip: req.socket.remoteAddress || '',
    userAgent: String(req.headers['user-agent'] || ''),
  };
  try {
    sendJSON(res, 200, { status_code: 200, request_id: rid, ...(await atomically(emu, () => e.handle(r))) });
  } catch (err) {
    if (err instanceof ApiError) return sendError(res, err, rid);
    throw err;
  }
}

async function callEndpoint(emu: Emu, e: Endpoint, params: Record<string, string>, req: IncomingMessage, res: ServerResponse, url: URL) {
  const rid = requestId();
  const body = await jsonBody(req, e, url);

  const creds = basicAuth(req.headers.authorization);
  if (!creds) throw fail('unauthorized_credentials');
  const [publicToken, secret] = creds;
  const project = projectFor(emu, publicToken, e.vertical);
  if (e.product && !project.products.includes(e.product)) throw fail('endpoint_not_authorized_for_sdk', `Product: ${e.product}.`);

  const problem = validate(schemaOf(e), body);
  if (problem) throw problem;

  const sessionToken = secret && secret !== publicToken ? secret : null;
  let session = sessionToken ? findSession(emu, sessionToken) : null;
  if (session && session.project_id !== project.project_id) session = null;
  if (e.auth === 'session' && !session) throw fail('session_not_found');

  // Captcha on: a send without a captcha token gets the vendor's text answer; the client retries
  // once with fresh tokens (consumer spec section 7).
  if (e.rateLimit && e.captcha !== false && project.captcha.enabled && !body.captcha_token) {
    res.writeHead(429, { 'Content-Type': 'text/plain; charset=utf-8' });
    return void res.end('Captcha required');
  }

  // Send limits, per identifier and per client address (vendor: suspicious activity is limited per
  // user, email or phone number, and per client).
  if (e.rateLimit) {
    const key = `${project.project_id}:${e.rateLimit}:${String(body[e.rateLimit]).toLowerCase()}`;
    if (!rateLimit(emu, key, project.send_rate_limit_per_minute)) throw fail('too_many_requests');
    if (!rateLimit(emu, `${project.project_id}:ip:${req.socket.remoteAddress || ''}`, project.send_rate_limit_per_ip_per_minute))
      throw fail('too_many_requests');
  }

  const r: Req = {
    emu,
    project,
    body,
    params,
    query: url.searchParams,
    headers: req.headers,
    session,
    sessionToken,
    requestId: rid,
    ip: req.socket.remoteAddress || '',
    userAgent: String(req.headers['user-agent'] || ''),
  };
  try {
    const data = await atomically(emu, () => e.handle(r));
    sendJSON(res, 200, { data: { status_code: 200, request_id: rid, ...data } });
  } catch (err) {
    if (err instanceof ApiError) return sendError(res, err, rid);
    throw err;
  }
}
