// Smoke test of the `npm start` demo server (scripts/start.mjs) over real HTTP on loopback: every
// page is served with a strict CSP carrying a fresh nonce that the page hands to the widgets, no
// inline script or handler, /config.js, the /b2b/{slug} pages, no path escapes, and the third-party
// app's whole OIDC round trip (authorize at the emulator, code on its callback, exchange, claims).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createEmulator, type Emulator } from '../../src/emulator/index';

const test = suite('demo server (npm start)');
let emu: Emulator;
let server: Server;
let base = '';
const dist = mkdtempSync(join(tmpdir(), 'fl-demo-dist-'));
/** The demo's pages ('login.html', ...), from scripts/demo-pages.mjs. */
let PAGES: string[] = [];

/** GET on the demo server, as a browser on http://localhost:4200 would send it (the Host header decides the origin; fetch cannot set it). */
function get(path: string, host = 'localhost:4200') {
  return new Promise<{ status: number; headers: { get(n: string): string | null }; text(): Promise<string> }>((resolve, reject) => {
    request(base + path, { headers: { Host: host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        resolve({
          status: res.statusCode ?? 0,
          headers: { get: (n) => (res.headers[n.toLowerCase()] as string | undefined) ?? null },
          text: async () => body,
        });
      });
    })
      .on('error', reject)
      .end();
  });
}
const nonceOf = (csp: string) => /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] ?? '';

test.before(async () => {
  emu = await createEmulator({ db: ':memory:', port: 0, host: '127.0.0.1' });
  // Not bundled: the script finds src/demo from its own location.
  const { createDemoServer } = await import(pathToFileURL(join(process.cwd(), 'scripts/start.mjs')).href);
  const { DEMO_PAGES } = await import(pathToFileURL(join(process.cwd(), 'scripts/demo-pages.mjs')).href);
  PAGES = Object.keys(DEMO_PAGES).map((p) => p.slice(1));
  server = createDemoServer(emu, { dist });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.after(async () => {
  await new Promise((resolve) => server.close(resolve));
  await emu.close();
  rmSync(dist, { recursive: true, force: true });
});

test('every page: strict CSP with a fresh nonce, written into the page for the widgets', async () => {
  assert.ok(PAGES.length >= 8, PAGES.join());
  for (const page of PAGES) {
    const [a, b] = [await get('/' + page), await get('/' + page)];
    assert.is(a.status, 200, page);
    const csp = a.headers.get('content-security-policy') || '';
    for (const part of ["default-src 'self'", "img-src 'self' data:", `connect-src 'self' ${emu.url}`, `form-action ${emu.url} 'self'`])
      assert.ok(csp.includes(part), `${page}: ${part}`);
    const nonce = nonceOf(csp);
    assert.ok(nonce.length >= 16, page);
    assert.ok(csp.includes(`style-src 'self' 'nonce-${nonce}'`), page);
    assert.is.not(nonceOf(b.headers.get('content-security-policy') || ''), nonce, 'a new nonce per response');
    const html = await a.text();
    assert.ok(html.includes(`<script src="/demo.js" nonce="${nonce}">`), `${page}: demo.js carries the nonce`);
    assert.not.ok(html.includes('__NONCE__'));
  }
});

test('pages: no inline script, handler or style attribute; every script they load exists', async () => {
  const build = readFileSync('build.mjs', 'utf8');
  for (const page of PAGES) {
    const html = await (await get('/' + page)).text();
    assert.not.match(html, /<script(?![^>]*\ssrc=)[^>]*>/, `${page}: inline script`);
    assert.not.match(html, /\son[a-z]+=/i, `${page}: inline handler`);
    assert.not.match(html, /\sstyle=/i, `${page}: style attribute`);
    for (const [, src] of html.matchAll(/<script src="([^"]+)"/g)) {
      if (src.startsWith('/dist/')) assert.ok(build.includes(`'${src.slice(1)}'`), `${page}: ${src} is a build.mjs bundle`);
      else assert.is((await get(src)).status, 200, `${page}: ${src}`);
    }
  }
});

test('/config.js names the emulator and both public tokens', async () => {
  const r = await get('/config.js');
  assert.is(r.status, 200);
  assert.match(r.headers.get('content-type') || '', /javascript/);
  const body = await r.text();
  for (const s of [emu.url, emu.publicToken, emu.b2bPublicToken]) assert.ok(body.includes(JSON.stringify(s)), s);
});

test('/ is the home page; /b2b/{slug} serves the organization page (the project slug pattern); other paths stay inside src/demo', async () => {
  assert.ok((await (await get('/')).text()).includes('<h1>featherlogin demo</h1>'));
  const r = await get('/b2b/acme');
  assert.is(r.status, 200);
  assert.ok((await r.text()).includes('data-flow="Organization"'));
  for (const p of ['/../package.json', '/%2e%2e/package.json', '/dist/..%2fpackage.json', '/b2b/acme/x', '/nope.html', '/%E0%A4%A'])
    assert.is((await get(p)).status, 404, p);
});

test('third-party app: authorize at the consent page, code on the callback, exchange, verified ID token claims', async () => {
  const home = await get('/app');
  assert.is(home.status, 200);
  assert.ok(home.headers.get('content-security-policy'));

  const start = await get('/app/start?vertical=consumer');
  assert.is(start.status, 302);
  const to = new URL(start.headers.get('location') || '');
  assert.is(to.origin + to.pathname, 'http://localhost:4200/consent.html');
  const q = Object.fromEntries(to.searchParams);
  assert.is(q.client_id, 'connected-app-test-demo-notes');
  assert.is(q.redirect_uri, 'http://localhost:4200/app/callback');
  assert.ok(q.code_challenge && q.state && q.nonce);

  // What the consent page's Allow does: a session, then the authorize form POST to the emulator.
  const auth = `Basic ${Buffer.from(`${emu.publicToken}:${emu.publicToken}`).toString('base64')}`;
  const created = await fetch(`${emu.url}/sdk/v1/passwords`, {
    method: 'POST',
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: 'demo-smoke@example.com',
      password: 'a long and unusual demo passphrase 314',
      session_duration_minutes: 60,
    }),
  });
  assert.is(created.status, 200);
  const { data } = await created.json();
  const session = `Basic ${Buffer.from(`${emu.publicToken}:${data.session_token}`).toString('base64')}`;
  const form = new URLSearchParams({ ...q, consent_granted: 'true', __Authorization: session });
  const granted = await fetch(`${emu.url}/sdk/v1/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  assert.is(granted.status, 302);
  const back = new URL(granted.headers.get('location') || '');
  assert.is(back.searchParams.get('state'), q.state);

  const cb = await get(back.pathname + back.search);
  assert.is(cb.status, 200);
  const page = await cb.text();
  assert.ok(page.includes('Signature verified'), page);
  assert.ok(page.includes('nonce matches'), page);
  assert.ok(page.includes('demo-smoke@example.com'));
  // The state is single-use.
  assert.ok((await (await get(back.pathname + back.search)).text()).includes('Unknown or used state'));
});

test('third-party app: an error on the callback is shown escaped', async () => {
  const r = await get('/app/callback?error=access_denied&error_description=%3Cimg%20src%3Dx%3E');
  const html = await r.text();
  assert.ok(html.includes('access_denied'));
  assert.not.ok(html.includes('<img src=x>'));
  assert.ok(html.includes('&#60;img src=x&#62;'));
});

test.run();
