// Shared by the emulator tests: an emulator on loopback (in-memory database), fresh consumer
// headless clients in happy-dom pointed at it, and a raw HTTP helper (node:http, no CORS) for
// requests a browser client would never send.
import { clearBrowserState } from '../helpers/dom';
import { request } from 'node:http';
import { StytchHeadlessClient } from '../../src/core/consumer/client';
import { createEmulator, type Emulator, type EmulatorConfig } from '../../src/emulator/index';

const clients: StytchHeadlessClient[] = [];

// happy-dom logs every 4xx answer ("POST http://127.0.0.1:... 404 (Not Found)"); these tests expect
// many, so those lines are dropped to keep the output readable.
const consoleError = console.error;
console.error = (...a: unknown[]) => {
  if (typeof a[0] === 'string' && /^(GET|POST|PUT|DELETE) http:\/\/127\.0\.0\.1:\d+\/\S* \d{3} \(/.test(a[0])) return;
  consoleError(...a);
};

export async function startEmulator(config?: Partial<EmulatorConfig>): Promise<Emulator> {
  return createEmulator({ db: ':memory:', port: 0, host: '127.0.0.1', config });
}

/** A consumer client with empty storage and cookies (one "browser" at a time). */
export function freshClient(emu: Emulator): StytchHeadlessClient {
  for (const c of clients.splice(0)) retire(c);
  clearBrowserState();
  // Each test's client replaces the last one of the same token (retired), not a second client a page would make.
  const warn = console.warn;
  console.warn = (...a: unknown[]) => (String(a[0]).includes('same public token') ? undefined : warn(...a));
  try {
    const c = new StytchHeadlessClient(emu.publicToken, { endpoints: { testAPIURL: emu.url } });
    (c as any).ctx.redirect = (url: string) => redirects.push(url);
    clients.push(c);
    return c;
  } finally {
    console.warn = warn;
  }
}

/**
 * A client the next "browser" replaces: its refresher stopped for good. It still shares the page's
 * session with the next client of its token (src/core/session.ts), whose sign-in would start it again.
 */
export const retire = (c: { _refresher: { stop(): void; start(): void } }) => {
  c._refresher.stop();
  c._refresher.start = () => {};
};

/** URLs the clients asked the browser to navigate to (OAuth starts). */
export const redirects: string[] = [];

export function stopClients() {
  for (const c of clients.splice(0)) retire(c);
  clearBrowserState();
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: any;
}

/** A plain HTTP request (node:http): any method, headers and body bytes. */
export function raw(
  url: string,
  o: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...o.headers, ...(o.body !== undefined ? { 'Content-Length': String(Buffer.byteLength(o.body)) } : {}) };
    const req = request(url, { method: o.method ?? 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: any = null;
        try {
          json = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    if (o.body !== undefined) req.write(o.body);
    req.end();
  });
}

export const basic = (publicToken: string, secret = publicToken) => `Basic ${Buffer.from(`${publicToken}:${secret}`).toString('base64')}`;

/** POST/PUT/GET/DELETE an SDK path as JSON with Basic auth; returns the raw answer. */
export function sdk(emu: Emulator, method: string, path: string, body?: unknown, secret?: string, token = emu.publicToken) {
  return raw(`${emu.url}/sdk/v1${path}`, {
    method,
    headers: { Authorization: basic(token, secret), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The newest outbox message for `to`. */
export function lastMessage(emu: Emulator, to: string) {
  const m = emu.outbox(to)[0];
  if (!m) throw new Error(`no message for ${to}`);
  return m;
}

/** The token query parameter of a link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Merges a patch into a project's config (the admin endpoint). */
export async function patchProject(emu: Emulator, patch: object, token = emu.publicToken) {
  const r = await raw(`${emu.url}/emulator/projects/${token}/config`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });
  if (r.status !== 200) throw new Error(`patch failed: ${r.text}`);
}

/**
 * Follows a provider start URL like a person: the start page must be a form; it is submitted with
 * the page's hidden fields plus `identity`. Answers the redirect's URL (token, stytch_token_type).
 */
export async function walkProviderPage(startURL: string, identity: Record<string, string>): Promise<URL> {
  const page = await raw(startURL);
  if (page.status !== 200) throw new Error(`start page ${page.status}: ${page.text.slice(0, 200)}`);
  const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1];
  if (!action) throw new Error('no form on the start page');
  if (!page.text.includes('<label for="email">Email</label>')) throw new Error('no email field on the start page');
  const hidden = new URLSearchParams(new URL(startURL).searchParams);
  for (const [k, v] of Object.entries(identity)) hidden.set(k, v);
  const base = new URL(startURL);
  const res = await raw(new URL(action.replace(/&amp;/g, '&'), base).toString(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: hidden.toString(),
  });
  if (res.status !== 303) throw new Error(`callback ${res.status}: ${res.text.slice(0, 200)}`);
  return new URL(String(res.headers.location));
}
