// npm start: (after `node build.mjs`) starts the local auth emulator with its file database and
// serves the demo site (pages from scripts/demo-pages.mjs, their scripts and styles from src/demo,
// plus /dist and a generated /config.js) on another port.
// Options: --port 4100 (emulator) --demo-port 4200 --config path --db path --dist path (bundles to serve; default dist/)
//
// Every HTML page is sent with a strict Content-Security-Policy and a fresh nonce per response
// (written into the page where it says __NONCE__; demo.js hands it to the widgets as config.nonce).
// /app is a tiny "third-party app" rendered here, on the server: it starts an OIDC authorize
// request at the demo's consent page and trades the code at the emulator's token endpoint.
import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PAGES } from './demo-pages.mjs';
import { loadEmulator } from './emulator.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Serves the demo site for a running emulator (`emu`: { url, publicToken, b2bPublicToken }). */
export function createDemoServer(emu, { dist = join(root, 'dist') } = {}) {
  /** The identity-provider clients the third-party app page uses (src/emulator/default-config.json). */
  const APPS = {
    '/app/callback': {
      vertical: 'consumer',
      consent: '/consent.html',
      client_id: 'connected-app-test-demo-notes',
      client_secret: 'secret-test-demo-notes',
      scope: 'openid email profile',
      project_id: 'project-test-featherlogin-consumer',
      logout: '/app',
    },
    '/partner/callback': {
      vertical: 'b2b',
      consent: '/b2b-consent.html',
      client_id: 'connected-app-test-partner-analytics',
      client_secret: 'secret-test-partner-analytics',
      scope: 'openid email profile read:reports admin:write',
      project_id: 'project-test-featherlogin-b2b',
      logout: '/',
    },
  };
  const pending = new Map(); // state -> { verifier, nonce, callback }

  const csp = (nonce) =>
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      `style-src 'self' 'nonce-${nonce}'`,
      `connect-src 'self' ${emu.url}`,
      "img-src 'self' data:",
      `form-action ${emu.url} 'self'`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; ');

  function sendHTML(res, html, status = 200) {
    const nonce = randomBytes(16).toString('base64');
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': csp(nonce),
      'Referrer-Policy': 'no-referrer',
    });
    res.end(html.replaceAll('__NONCE__', nonce));
  }

  /** This request's own origin (localhost or 127.0.0.1 keep their cookies apart). */
  function originOf(req) {
    const host = req.headers.host || '';
    return /^(localhost|127\.0\.0\.1|\[::1\]):\d+$/.test(host) ? `http://${host}` : 'http://localhost:4200';
  }

  /** URL path -> the page's path in DEMO_PAGES ('/' is the home page; /b2b/{slug}, the slug pattern's pages). */
  const pageFor = (pathname) =>
    pathname === '/' ? '/index.html' : /^\/b2b\/[a-z0-9._~-]+\/?$/i.test(pathname) ? '/b2b-org.html' : pathname;

  /** URL path -> file under src/demo or dist (never outside them). */
  function fileFor(pathname) {
    const [base, rel] = pathname.startsWith('/dist/') ? [dist, pathname.slice(6)] : [join(root, 'src/demo'), pathname.slice(1)];
    let decoded;
    try {
      decoded = decodeURIComponent(rel);
    } catch {
      return null;
    }
    const file = normalize(join(base, decoded));
    if (!file.startsWith(base + sep)) return null;
    return existsSync(file) && statSync(file).isFile() ? file : null;
  }

  async function handle(req, res) {
    const url = new URL(req.url || '/', 'http://demo');
    if (url.pathname === '/config.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(
        `window.FEATHERLOGIN_DEMO = ${JSON.stringify({ emulatorURL: emu.url, publicToken: emu.publicToken, b2bPublicToken: emu.b2bPublicToken })};\n`,
      );
    }
    // The Admin Portal's SSO and SCIM sections for the demo (issue 26), bundled from source on first request.
    if (url.pathname === '/admin-connections.js') {
      const { bundleAdminDemo } = await import('./admin-demo-bundle.mjs');
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(await bundleAdminDemo());
    }
    if (url.pathname === '/app' || url.pathname === '/app/') return sendHTML(res, appHome(url.searchParams.get('state') === 'logged-out'));
    if (url.pathname === '/app/start') return appStart(req, res, url);
    if (APPS[url.pathname]) return sendHTML(res, await appCallback(req, url, APPS[url.pathname]));
    const html = DEMO_PAGES[pageFor(url.pathname)];
    if (html) return sendHTML(res, html);
    const file = fileFor(url.pathname);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Not found');
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-store' });
    createReadStream(file).pipe(res);
  }

  // ---- the third-party app (server-rendered, no script at all) ----

  function appHome(loggedOut) {
    return page(
      'Notes — a third-party app',
      `${loggedOut ? '<p role="status"><strong>You were logged out through the identity provider.</strong></p>' : ''}<p>This page plays an app that is <em>not</em> featherlogin: it asks the featherlogin identity provider for your identity (OpenID Connect with PKCE), receives a code on its redirect URI and trades it, server to server, for an ID token.</p>
      <ul class="cards">
        <li><a class="button" href="/app/start?vertical=consumer">Sign in to Notes with your featherlogin account</a><br><small>Consumer project, client "Notes (demo third-party app)"</small></li>
        <li><a class="button" href="/app/start?vertical=b2b">Sign in to Partner Analytics with your organization account</a><br><small>B2B project, client "Partner Analytics" (asks for the custom scopes read:reports and admin:write; only admins may grant admin:write)</small></li>
      </ul>
      <p>Not signed in? The consent page lets you sign in first.</p>`,
    );
  }

  function appStart(req, res, url) {
    const callback = url.searchParams.get('vertical') === 'b2b' ? '/partner/callback' : '/app/callback';
    const app = APPS[callback];
    // Partner Analytics only registered http://localhost:4200 (default config).
    const origin = app.vertical === 'b2b' ? 'http://localhost:' + (req.headers.host || ':4200').split(':').pop() : originOf(req);
    const state = b64url(randomBytes(16));
    const verifier = b64url(randomBytes(32));
    const nonce = b64url(randomBytes(16));
    pending.set(state, { verifier, nonce, origin });
    if (pending.size > 200) pending.delete(pending.keys().next().value);
    const q = new URLSearchParams({
      client_id: app.client_id,
      redirect_uri: origin + callback,
      response_type: 'code',
      scope: app.scope,
      state,
      nonce,
      code_challenge: b64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
    });
    res.writeHead(302, { Location: `${origin}${app.consent}?${q}`, 'Cache-Control': 'no-store' });
    res.end();
  }

  async function appCallback(req, url, app) {
    const p = url.searchParams;
    const sent = pending.get(p.get('state') || '');
    pending.delete(p.get('state') || '');
    const back = '<p><a href="/app">Back to the app</a> · <a href="/">featherlogin demo home</a></p>';
    if (p.get('error'))
      return page(
        'The app was not let in',
        `<p>The identity provider answered <code>${esc(p.get('error'))}</code>: ${esc(p.get('error_description') || '')}</p>${back}`,
      );
    if (!sent)
      return page(
        'Unknown or used state',
        `<p>This callback does not belong to a sign-in this app started (or it was already used).</p>${back}`,
      );
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: p.get('code') || '',
      redirect_uri: sent.origin + url.pathname,
      client_id: app.client_id,
      client_secret: app.client_secret,
      code_verifier: sent.verifier,
    });
    const r = await fetch(`${emu.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const tokens = await r.json().catch(() => ({}));
    if (!r.ok || !tokens.id_token)
      return page(
        'The code exchange failed',
        `<p>Token endpoint: HTTP ${r.status} <code>${esc(tokens.error || '')}</code> ${esc(tokens.error_description || '')}</p>${back}`,
      );
    const { claims, verified } = await checkIdToken(tokens.id_token, app.project_id);
    const rows = Object.entries(claims)
      .map(
        ([k, v]) =>
          `<dt>${esc(k)}</dt><dd>${esc(typeof v === 'object' ? JSON.stringify(v) : TIME_CLAIMS.includes(k) ? `${v} (${new Date(v * 1000).toISOString()})` : String(v))}</dd>`,
      )
      .join('');
    const nonceOK = claims.nonce === sent.nonce;
    const logout = new URLSearchParams({
      client_id: app.client_id,
      post_logout_redirect_uri: sent.origin + app.logout,
      state: 'logged-out',
    });
    return page(
      'Signed in to the app',
      `<p>The app traded the code at <code>${esc(emu.url)}/v1/oauth2/token</code> (client secret + PKCE verifier) and got an ID token.
      Signature ${verified ? 'verified against the emulator’s JWKS' : '<strong>not verified</strong>'}; nonce ${nonceOK ? 'matches' : '<strong>does not match</strong>'}.</p>
      <h2>ID token claims</h2><dl>${rows}</dl>
      <h2>Granted scopes</h2><p><code>${esc(tokens.scope || '')}</code></p>
      <p><a href="${esc(sent.origin + app.consent + '?' + logout)}">Log out through the identity provider</a> (shows the logout screen)</p>${back}`,
    );
  }

  /** Decodes the ID token and checks its RS256 signature with the emulator's published key. */
  async function checkIdToken(jwt, projectId) {
    const [h, b, s] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(b, 'base64url').toString());
    try {
      const header = JSON.parse(Buffer.from(h, 'base64url').toString());
      const jwks = await (await fetch(`${emu.url}/v1/sessions/jwks/${projectId}`)).json();
      const jwk = (jwks.keys || []).find((k) => k.kid === header.kid) || (jwks.keys || [])[0];
      const verified = verify(
        'RSA-SHA256',
        Buffer.from(`${h}.${b}`),
        createPublicKey({ key: jwk, format: 'jwk' }),
        Buffer.from(s, 'base64url'),
      );
      return { claims, verified };
    } catch {
      return { claims, verified: false };
    }
  }

  const server = createServer((req, res) =>
    handle(req, res).catch((e) => {
      console.error(e);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }),
  );
  return server;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

const TIME_CLAIMS = ['iat', 'exp', 'nbf', 'auth_time'];
const b64url = (buf) => buf.toString('base64url');
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A server-rendered page of the third-party app (its own look: it is not featherlogin). */
const page = (title, body) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)} — Notes</title><link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/demo.css"></head>
<body class="app">
<header><p class="brand">Notes · a third-party app</p></header>
<main><h1>${esc(title)}</h1>${body}</main>
</body>
</html>`;

async function main() {
  const args = process.argv.slice(2);
  let demoPort = 4200;
  let dist;
  const emuArgs = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--demo-port') demoPort = Number(args[++i]);
    else if (args[i] === '--dist') dist = args[++i];
    else emuArgs.push(args[i]);
  }

  const { main: startEmulator } = await loadEmulator();
  const emu = await startEmulator(emuArgs);

  const demo = createDemoServer(emu, dist ? { dist: resolve(dist) } : {});
  // localhost may resolve to ::1 or 127.0.0.1: listen on both loopback addresses.
  await new Promise((resolve, reject) => {
    demo.once('error', reject);
    demo.listen(demoPort, '127.0.0.1', resolve);
  });
  const demo6 = createServer(demo.listeners('request')[0]);
  demo6.on('error', () => {});
  demo6.listen(demoPort, '::1');

  console.log(`demo site: http://localhost:${demoPort}/  (third-party app: http://localhost:${demoPort}/app)`);
  if (demoPort !== 4200) console.log('  note: the default emulator config registers redirect URLs for port 4200 only');
  const stop = () => {
    demo.close();
    demo6.close();
    emu.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) await main();
