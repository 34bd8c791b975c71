// The route table's types. Each feature file default-exports a Feature: endpoints (SDK JSON under
// /sdk/v1, paths from src/wire/routes.ts) and pages (anything else: HTML, redirects, /emulator/*).
// routes/index.ts lists the features. Any wire route nobody serves answers 404 route_not_found.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Route } from '../wire/routes';
import type { Emu, Req } from './context';
import type { Schema } from './schema';

export interface Endpoint {
  route: Route;
  /** Which project vertical may call it; both when omitted. */
  vertical?: 'CONSUMER' | 'B2B';
  /** 'session': a valid session is required; 'optional' (default): used when present and valid. */
  auth?: 'session' | 'optional';
  /**
   * Body fields beyond the route's wire fields (schema.ts fromWire): fields the client sets itself
   * (PKCE, intermediate session token, WebAuthn bodies) or that only other clients send; or a wire
   * string field's stricter format. Never a wire field again (test/emulator/wire-schema.test.ts).
   */
  body?: Schema;
  /** The route whose wire fields the body has, when not `route`'s (a send's secondary route takes its primary's body). */
  bodyOf?: Route;
  /** The project must have this product enabled (config `products`). */
  product?: string;
  /** Send endpoints: the body field whose value is rate-limited per minute; with the project's captcha on, a captcha_token is needed too. */
  rateLimit?: string;
  /** false: a send the client never gives a captcha_token (B2B invite, MFA SMS), so captcha does not gate it. */
  captcha?: false;
  /** Returns the answer's fields; the server wraps them in { data: { status_code, request_id, ... } }. */
  handle(req: Req): Record<string, unknown> | Promise<Record<string, unknown>>;
}

export interface PageReq {
  emu: Emu;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  /** The request body (limited to 100 KB), as text. */
  text(): Promise<string>;
  /** An application/x-www-form-urlencoded or JSON body as a flat object. */
  form(): Promise<Record<string, string>>;
}

export interface Page {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Full path with {name} placeholders, e.g. /v1/public/oauth/{provider}/start. */
  path: string;
  handle(p: PageReq): void | Promise<void>;
}

/**
 * A feature file's default export: its endpoints and pages, and optionally database migrations
 * (unique names, applied once in order), extra error types and an idempotent seeder run at start.
 */
export interface Feature {
  endpoints?: Endpoint[];
  /**
   * The vendor's backend API (routes from src/wire/backend-routes.ts, full paths): Basic auth with
   * project_id:secret instead of the public token, no session header (handlers read the token from
   * the body), answers unwrapped ({ status_code, request_id, ...fields }).
   */
  backend?: Endpoint[];
  pages?: Page[];
  migrations?: { name: string; sql: string }[];
  errors?: Record<string, [number, string]>;
  seed?(emu: Emu): void;
}

/** `/users/{id}` -> matcher returning the params or null. */
export function matcher(pattern: string): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  const re = new RegExp(
    '^' +
      pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, n) => {
        names.push(n);
        return '([^/]+)';
      }) +
      '/?$',
  );
  return (path) => {
    const m = re.exec(path);
    if (!m) return null;
    try {
      return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
    } catch {
      return null;
    }
  };
}

// Response helpers for pages.
export function sendJSON(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

export function sendHTML(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}

/** Escapes text for HTML (server text is never rendered as markup). */
export const esc = (s: unknown) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const style = `body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1b1f24}
h1{font-size:1.4rem}article{border:1px solid #d0d7de;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
.meta{color:#57606a;font-size:.85rem}.code{font:600 1.4rem monospace;letter-spacing:.2em}pre{white-space:pre-wrap}article{overflow-wrap:anywhere}`;

/** A whole HTML page of the emulator's own (mailbox, start page, provider pages); `body` is already escaped. */
export const htmlPage = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${style}</style></head><body>${body}</body></html>`;

/** Types a feature file's default export: `export default feature({ endpoints: [...] })`. */
export const feature = (f: Feature): Feature => f;
