// The browser suite's shared machinery: one Chromium, one emulator and one static server for the
// whole run (kept on globalThis, since scripts/test.mjs bundles every test file on its own), a new
// browser context per test, screenshots and axe on every screen, CSP violation recording, and the
// style writes the widgets must never make (a <style> into document.head, a style attribute).
//
// Every test file does `const h = useHarness(test)` (acquire in before, release in after) and
// `flow(test, h, 'name', async (tab, h) => ...)` per named flow. The last release closes
// everything a moment later unless another suite acquires again.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createEmulator, type Emulator } from '../../src/emulator/index';
import { defaultConfig } from '../../src/emulator/config';

const ROOT = process.cwd();
const G = globalThis as any;
let axeSource = '';
const AXE_SOURCE = () => (axeSource ||= readFileSync(join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8'));
export const SCREENS = join(ROOT, 'test-output', 'screens');
/** Bounded waits: a screen that does not show within this is a failure, not a hang. */
export const WAIT = 10_000;

export interface Harness {
  browser: Browser;
  emu: Emulator;
  /** http://127.0.0.1:port of the static server (pages + dist/). */
  origin: string;
  consumerToken: string;
  b2bToken: string;
  /** Serves `html` at `path` (with extra headers, e.g. a CSP) until the run ends. */
  serve(path: string, html: string, headers?: Record<string, string>): string;
  /** Serves the files of `dir` under `prefix` (e.g. '/react-app/'). */
  serveDir(prefix: string, dir: string): string;
  /** A fresh browser context and page, with CSP violations, console errors and page errors recorded. */
  open(test: string): Promise<Tab>;
}

export interface Tab {
  ctx: BrowserContext;
  page: Page;
  /** securitypolicyviolation events and CSP console messages seen so far. */
  csp: string[];
  /** Style writes seen so far: a <style> or stylesheet <link> added to document.head, a style attribute set (shadow roots included). */
  styleWrites: string[];
  /** console errors and uncaught page errors. */
  errors: string[];
  /** URLs the page requested. */
  requests: string[];
  /** Event types the widgets emitted (callbacks.onEvent), kept across navigations. */
  events: string[];
  /** Screenshot + axe for the screen showing now; `name` is the screen's short name. */
  screen(name: string): Promise<void>;
  /** A style of the test's own in the page's head, not counted as the widgets' style write. */
  testStyle(content: string): Promise<void>;
  close(): Promise<void>;
}

// CHROMIUM_PATH, when set, is the only place looked at.
const BROWSERS = process.env.CHROMIUM_PATH
  ? [process.env.CHROMIUM_PATH]
  : ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findBrowser(): string {
  const found = BROWSERS.find((p) => p && existsSync(p));
  if (!found)
    throw new Error(
      'The browser tests need Chromium and none was found (looked at ' +
        BROWSERS.join(', ') +
        '). Install it with `apt-get install -y chromium` (Debian/Ubuntu; .ci/run does this) or set CHROMIUM_PATH to a Chromium/Chrome binary.',
    );
  return found;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.map': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

const BUNDLES = [
  'featherlogin.js',
  'featherlogin.b2b.js',
  'featherlogin.all.js',
  'featherlogin.b2b.all.js',
  'featherlogin.headless.js',
  'featherlogin.phone.js',
  'featherlogin.captcha.js',
];

/**
 * Copies dist/ to a temporary folder. Another developer's `node build.mjs` in the same checkout
 * empties dist/ for a moment: retry (bounded) until a complete copy is made.
 */
async function snapshotDist(): Promise<string> {
  const dist = mkdtempSync(join(tmpdir(), 'fl-e2e-dist-'));
  for (let attempt = 1; ; attempt++) {
    try {
      cpSync(join(ROOT, 'dist'), dist, { recursive: true });
      const missing = BUNDLES.filter((b) => !existsSync(join(dist, b)));
      if (!missing.length) return dist;
      throw new Error(`dist/ lacks ${missing.join(', ')} (run node build.mjs)`);
    } catch (e) {
      if (attempt >= 20) throw e;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

async function start(): Promise<Harness & { shutdown(): Promise<void> }> {
  const executablePath = findBrowser();
  const pages = new Map<string, { html: string; headers: Record<string, string> }>();
  const dirs = new Map<string, string>([['/dist/', '']]);
  // A snapshot of dist/: other builds in the same checkout (node build.mjs empties dist/) must not
  // pull the bundles from under a running test.
  const dist = await snapshotDist();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url || '/', 'http://x');
    const page = pages.get(url.pathname);
    if (page) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...page.headers });
      return res.end(page.html);
    }
    if (url.pathname === '/axe.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(AXE_SOURCE());
    }
    const prefix = [...dirs.keys()].find((p) => url.pathname.startsWith(p));
    if (prefix) {
      const base = dirs.get(prefix) || dist;
      let file = resolve(base, normalize(decodeURIComponent(url.pathname.slice(prefix.length))));
      if (file === base) file = join(base, 'index.html');
      if (file.startsWith(base) && existsSync(file) && statSync(file).isFile()) {
        res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream', 'cache-control': 'no-store' });
        return res.end(readFileSync(file));
      }
    }
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204);
      return res.end();
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  G.__flE2EOrigin = origin;

  // The seeded projects, with this run's pages added to every redirect URL list (tests reuse these
  // paths one after another: /login (consumer login widget), /reset (reset widget), /b2b, /account
  // (the profile widget: an OAuth link returns there), each also as http://localhost:port, where
  // the pages that need WebAuthn run (a domain, not an IP)).
  const config = defaultConfig();
  const local = origin.replace('://127.0.0.1:', '://localhost:');
  for (const p of config.projects) {
    const urls = p.redirect_urls as Record<string, string[]>;
    for (const k of ['login', 'signup', 'reset_password', 'invite', 'discovery'])
      urls[k] = [...(urls[k] || []), ...['/login', '/reset', '/b2b', '/account'].flatMap((path) => [origin + path, local + path])];
    for (const c of p.idp_clients as { redirect_urls?: string[]; post_logout_redirect_urls?: string[] }[]) {
      c.redirect_urls = [...(c.redirect_urls || []), `${origin}/callback`];
      c.post_logout_redirect_urls = [...(c.post_logout_redirect_urls || []), `${origin}/logged-out`];
    }
  }
  // A third-party client of the consumer project, so authorizing asks for consent.
  const consumer = config.projects.find((p) => p.vertical === 'CONSUMER')!;
  consumer.idp_clients = [
    ...consumer.idp_clients,
    {
      client_id: 'connected-app-test-e2e-partner',
      client_name: 'E2E Partner',
      client_type: 'third_party_public',
      redirect_urls: [`${origin}/callback`],
      post_logout_redirect_urls: [`${origin}/logged-out`],
    },
  ];
  // A second SSO connection for Acme, so SSO discovery by an acme.test email shows the menu; the
  // B2B third-party client may come back to this run's callback page.
  const b2b = config.projects.find((p) => p.vertical === 'B2B')!;
  for (const c of b2b.idp_clients as { client_id: string; redirect_urls: string[] }[])
    if (c.client_id === 'connected-app-test-partner-analytics') c.redirect_urls = [...c.redirect_urls, `${origin}/callback`];
  b2b.sso_connections = [
    ...b2b.sso_connections,
    {
      connection_id: 'saml-connection-test-acme-google',
      organization_slug: 'acme',
      display_name: 'Acme Google Workspace',
      identity_provider: 'google-workspace',
      type: 'saml',
    },
  ];
  const emu = await createEmulator({ db: ':memory:', port: 0, host: '127.0.0.1', config });

  const browser = await chromium.launch({
    executablePath,
    headless: true,
    // launch() gives every run a fresh temporary user-data-dir.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    timeout: 30_000,
  });
  mkdirSync(SCREENS, { recursive: true });

  const h: Harness & { shutdown(): Promise<void> } = {
    browser,
    emu,
    origin,
    consumerToken: emu.publicToken,
    b2bToken: emu.b2bPublicToken,
    serve(path, html, headers = {}) {
      pages.set(path, { html, headers });
      return origin + path;
    },
    serveDir(prefix, dir) {
      dirs.set(prefix, resolve(dir));
      return origin + prefix;
    },
    open: (test) => openTab(browser, test),
    async shutdown() {
      await browser.close().catch(() => {});
      await emu.close().catch(() => {});
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      rmSync(dist, { recursive: true, force: true });
    },
  };
  return h;
}

let shotIndex = 0;

async function openTab(browser: Browser, test: string): Promise<Tab> {
  const ctx = await browser.newContext({ viewport: { width: 800, height: 900 } });
  ctx.setDefaultTimeout(WAIT);
  const page = await ctx.newPage();
  return tabFor(ctx, page, test);
}

/** Wraps a page (the first of a context, or another tab) with the recorders. */
export async function tabFor(ctx: BrowserContext, page: Page, test: string): Promise<Tab> {
  const csp: string[] = [];
  const styleWrites: string[] = [];
  const errors: string[] = [];
  const requests: string[] = [];
  const events: string[] = [];
  // Awaited: were a recorder missing, tab.events / tab.csp would stay empty and every 'no CSP
  // violation' check would pass without looking.
  await page.exposeFunction('__recordEvent', (type: string) => events.push(type));
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.stack || e.message}`));
  page.on('console', (m) => {
    const text = m.text();
    if (/Content Security Policy|Content-Security-Policy/i.test(text)) csp.push(`console: ${text}`);
    else if (m.type() === 'error') errors.push(`console.error: ${text}`);
  });
  // Reported from the page as soon as any document of this context loads.
  await page.exposeFunction('__cspViolation', (v: string) => csp.push(v));
  page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as any).__cspViolation?.(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber}) ${e.sample || ''}`,
      ),
    );
  });
  // The widgets put their rules in a nonce'd <style> of their own (src/ui/mount.tsx): never into
  // document.head (strict CSP blocks an un-nonced one; the page's head is not ours), never as a style
  // attribute. Watched on the pages of this harness's server, where the bundles run (the emulator's own
  // pages, admin and sign-in stand-ins, have their styles in their markup). A style attribute in the
  // markup is not seen (the parser sets it with the element); a <style> in a head's markup would be,
  // and these pages have none. Playwright's screenshots set caret-color on inputs, so screen() pauses
  // the watch around them.
  await page.exposeFunction('__styleWrite', (v: string) => styleWrites.push(v));
  page.addInitScript((origin: string) => {
    if (location.origin !== origin) return;
    const w = window as any;
    let on = true;
    const name = (n: Node) =>
      n instanceof Element ? `<${n.localName}${n.id ? `#${n.id}` : ''} class="${n.getAttribute('class') || ''}">` : n.nodeName;
    const seen = (records: MutationRecord[]) => {
      const found: string[] = [];
      for (const r of on ? records : []) {
        if (r.type === 'attributes') found.push(`style="${(r.target as Element).getAttribute('style')}" on ${name(r.target)}`);
        else if (r.target === document.head)
          for (const n of r.addedNodes)
            if (n instanceof HTMLStyleElement || (n instanceof HTMLLinkElement && /stylesheet/i.test(n.rel)))
              found.push(`${name(n)} added to document.head`);
      }
      return found;
    };
    const watch = new MutationObserver((records) => seen(records).forEach((v) => w.__styleWrite(v)));
    const observe = (root: Node) => watch.observe(root, { subtree: true, childList: true, attributeFilter: ['style'] });
    // The whole document (its head included) from the start, and every shadow root as it is attached.
    observe(document);
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init: ShadowRootInit) {
      const root = attach.call(this, init);
      observe(root);
      return root;
    };
    // Pauses (true) or resumes (false) the watch; answers the writes not reported yet (none while paused).
    w.__styleWatch = (pause: boolean) => {
      const found = seen(watch.takeRecords());
      on = !pause;
      return found;
    };
  }, G.__flE2EOrigin);
  const slug = test.replace(/[^\w]+/g, '-').toLowerCase();
  let n = 0;
  return {
    ctx,
    page,
    csp,
    styleWrites,
    errors,
    requests,
    events,
    /** A style of the test's own in the page's head (the style-write watch paused meanwhile). */
    async testStyle(content: string) {
      styleWrites.push(...(await page.evaluate(() => (window as any).__styleWatch?.(true) ?? [])));
      await page.addStyleTag({ content });
      styleWrites.push(...(await page.evaluate(() => (window as any).__styleWatch?.(false) ?? [])));
    },
    async screen(name: string) {
      n++;
      shotIndex++;
      // Let transitions and focus settle: wait for the next two animation frames, not a fixed time.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      styleWrites.push(...(await page.evaluate(() => (window as any).__styleWatch?.(true) ?? [])));
      // The widget's own box (plus a margin) when there is one, else the whole page.
      const box = await page.evaluate(() => {
        const r = document.querySelector('#login > div')?.firstElementChild?.getBoundingClientRect();
        return r && r.width
          ? { x: Math.max(0, r.x - 12), y: Math.max(0, r.y + scrollY - 12), width: r.width + 24, height: r.height + 24 }
          : null;
      });
      await page.screenshot({
        path: join(SCREENS, `${slug}-${String(n).padStart(2, '0')}-${name}.png`),
        ...(box ? { clip: box } : {}),
        fullPage: true,
      });
      await axeCheck(page, `${test} / ${name}`);
      await page.evaluate(() => (window as any).__styleWatch?.(false));
    },
    close: () => ctx.close(),
  };
}

/** Runs axe-core on the page; throws listing the rule ids of serious or critical violations. */
export async function axeCheck(page: Page, where: string) {
  const loaded = await page.evaluate(() => typeof (window as any).axe === 'object');
  // Our pages load it from 'self' (allowed under the strict CSP page); other origins (the
  // emulator's provider pages) get the source inline.
  if (!loaded)
    await (page.url().startsWith(`${G.__flE2EOrigin}/`)
      ? page.addScriptTag({ url: '/axe.js' })
      : page.addScriptTag({ content: AXE_SOURCE() }));
  const found: { id: string; impact: string; nodes: string[] }[] = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((x: any) => x.target.join(' ')) }));
  });
  if (found.length)
    throw new Error(
      `axe: serious/critical violations on "${where}": ${found.map((v) => `${v.id} (${v.impact}) at ${v.nodes.join(', ')}`).join('; ')}`,
    );
}

/** The shared harness, started on first use. */
export async function acquire(): Promise<Harness> {
  const s = (G.__flE2E ??= { users: 0, timer: null as any, h: null as Promise<any> | null });
  s.users++;
  if (s.timer) clearTimeout(s.timer), (s.timer = null);
  s.h ??= start().catch((e: Error) => {
    // uvu does not print errors thrown by before hooks: say it here, once, then fail every suite.
    console.error(`\n  e2e: cannot start the browser suite: ${e.message}\n`);
    throw e;
  });
  return s.h;
}

/** A suite is done; the last one closes the browser, the emulator and the server. */
export function release() {
  const s = G.__flE2E;
  if (!s || --s.users > 0) return;
  s.timer = setTimeout(async () => {
    const h = await s.h;
    s.h = null;
    await h.shutdown();
  }, 300);
  s.timer.unref?.();
}

// ---- pages --------------------------------------------------------------------------------

export interface PageOptions {
  /** dist/ bundles to load by script tag, in order. */
  bundles: string[];
  /** The page script (runs after the bundles); EMU and TOKEN are defined for it. */
  script: string;
  token: string;
  body?: string;
  nonce?: string;
  title?: string;
}

/** An integrator's page: a container, the CDN bundles and a small script using them. */
export function pageHTML(h: Harness, o: PageOptions) {
  const n = o.nonce ? ` nonce="${o.nonce}"` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${o.title || 'featherlogin e2e'}</title></head>
<body><main>${o.body ?? '<div id="login"></div>'}</main>
${o.bundles.map((b) => `<script src="/dist/${b}"${n}></script>`).join('\n')}
<script${n}>
window.__events = []; window.__errors = [];
const EMU = ${JSON.stringify(h.emu.url)}, TOKEN = ${JSON.stringify(o.token)};
const callbacks = { onEvent: (e) => { window.__events.push(e); window.__recordEvent && window.__recordEvent(e.type); }, onError: (e) => window.__errors.push(String(e && (e.message || e.error_message) || e)) };
const options = { endpoints: { testAPIURL: EMU } };
${o.script}
</script></body></html>`;
}

/** Event types the widget has sent to callbacks.onEvent so far. */
export const events = (page: Page): Promise<string[]> => page.evaluate(() => (window as any).__events.map((e: any) => e.type));

/** Waits until the widget has emitted an event of that type. */
export async function waitEvent(page: Page, type: string) {
  await page.waitForFunction((t) => (window as any).__events?.some((e: any) => e.type === t), type, { timeout: WAIT });
}

/** The newest message sent to `to` through the emulator (waits for it to arrive). */
export async function lastMessage(h: Harness, to: string, since = 0) {
  const t0 = Date.now();
  for (;;) {
    const all = h.emu.outbox(to);
    const m = all.length > since ? all[0] : undefined;
    if (m) return m;
    if (Date.now() - t0 > WAIT) throw new Error(`no message to ${to} in the emulator outbox`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A unique address per test run, so tests never see each other's users or messages. */
let seq = 0;
export const uniqueEmail = (tag: string, domain = 'example.com') => `${tag}-${Date.now().toString(36)}-${++seq}@${domain}`;

/** Fails with the page's recorded errors attached, so a broken widget says why. */
export function diagnose(tab: Tab, e: unknown): never {
  const extra = [...tab.errors, ...tab.csp].slice(0, 8).join('\n  ');
  if (extra && e instanceof Error) e.message += `\n  page said:\n  ${extra}`;
  throw e;
}

/**
 * Registers a named uvu test that gets a fresh tab (new browser context), closes it afterwards and
 * attaches the page's errors to a failure. `h()` is the harness the suite acquired.
 */
export function flow(
  test: { (name: string, fn: () => Promise<void>): void },
  h: () => Harness,
  name: string,
  fn: (tab: Tab, h: Harness) => Promise<void>,
) {
  test(name, async () => {
    const tab = await h().open(name);
    try {
      await fn(tab, h());
      // A flow that reached its end must not have thrown anything uncaught on the way, nor written a
      // style where the widgets never do (tabFor's style watch).
      const uncaught = tab.errors.filter((e) => e.startsWith('pageerror:'));
      if (uncaught.length) throw new Error(`uncaught errors in the page:\n  ${uncaught.join('\n  ')}`);
      tab.styleWrites.push(...(await tab.page.evaluate(() => (window as any).__styleWatch?.(false) ?? []).catch(() => [])));
      if (tab.styleWrites.length) throw new Error(`style writes in the page:\n  ${tab.styleWrites.join('\n  ')}`);
    } catch (e) {
      diagnose(tab, e);
    } finally {
      await tab.close();
    }
  });
}

/** A suite's before/after hooks acquiring and releasing the shared harness. */
export function useHarness(test: { before: (fn: () => Promise<void>) => void; after: (fn: () => void) => void }) {
  let h: Harness;
  test.before(async () => {
    h = await acquire();
  });
  test.after(() => release());
  return () => h;
}

/**
 * The screen gallery (scripts/gallery.mjs: its screens, the walk that reaches each, axe) with its own
 * emulator and page server, for the suites that walk every screen. It is plain Node ESM (the gallery
 * script runs it without a build), imported as is, so it is untyped here.
 */
export function useGallery(test: { before: (fn: () => Promise<void>) => void; after: (fn: () => Promise<void>) => void }) {
  let g: { gallery: any; env: any } | undefined;
  test.before(async () => {
    const gallery = await import(pathToFileURL(join(process.cwd(), 'scripts/gallery.mjs')).href);
    g = { gallery, env: await gallery.startGallery() };
  });
  test.after(async () => {
    await g?.env.close();
  });
  return () => g as { gallery: any; env: any };
}
