// The official SDK (@stytch/vanilla-js, a test-only devDependency) in Chromium against our emulator:
// its bundle, built here with esbuild for the test pages only (never into dist/), the pages that
// create its clients, and `officialFlow`, which counts every flow for the closing line
// `official flows against the emulator: K/K`.
//
// Reuses the e2e harness (one Chromium, one emulator, one static server for the run). Every flow
// gets a fresh browser context; requests to any host but loopback are refused and fail the flow,
// and so does any 4xx/5xx the emulator answers the official client that the flow did not expect.
import * as esbuild from 'esbuild';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { diagnose, SCREENS, type Harness, type Tab } from '../e2e/harness';

const G = globalThis as any;
const ROOT = process.cwd();

/** The official entry points the pages use, each exposed on window.official. */
const ENTRY = `
export { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
export { StytchB2BHeadlessClient } from '@stytch/vanilla-js/b2b/headless';
`;
const UI_ENTRY = `
export { StytchUIClient, Products, OTPMethods } from '@stytch/vanilla-js';
export { StytchB2BUIClient } from '@stytch/vanilla-js/b2b';
`;

/** Bundles the official package once per run into a temporary folder served under /official/. */
async function bundleOfficial(h: Harness): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'fl-official-'));
  mkdirSync(dir, { recursive: true });
  for (const [name, contents] of [
    ['sdk.js', ENTRY],
    ['ui.js', UI_ENTRY],
  ] as const) {
    const out = await esbuild.build({
      stdin: { contents, resolveDir: ROOT, loader: 'js' },
      bundle: true,
      format: 'iife',
      globalName: name === 'sdk.js' ? 'official' : 'officialUI',
      platform: 'browser',
      target: 'es2020',
      write: false,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    writeFileSync(join(dir, name), out.outputFiles[0].contents);
  }
  h.serveDir('/official/', dir);
}

/** Once per run (several suites share it). */
export const officialReady = (h: Harness): Promise<void> => (G.__flOfficial ??= bundleOfficial(h));

export type Vertical = 'consumer' | 'b2b';

/**
 * The client options an app passes to point the official client at the emulator: the public
 * `endpointOptions.testApiDomain` always means https on port 443, so a local emulator (http, a
 * port) is reached through `endpoints.testAPIURL` (and `liveAPIURL`), which the client reads too.
 */
export const officialOptions = (h: Harness) => ({ endpoints: { testAPIURL: h.emu.url, liveAPIURL: h.emu.url } });

/**
 * An app page at `path` that creates the official headless client of the vertical as window.client
 * (or, with `ui`, loads the official UI bundle and runs `script` with EMU, TOKEN and OPTIONS).
 */
export function officialPage(h: Harness, path: string, vertical: Vertical, o: { ui?: boolean; script?: string } = {}) {
  const token = vertical === 'b2b' ? h.b2bToken : h.consumerToken;
  const create = vertical === 'b2b' ? 'official.StytchB2BHeadlessClient' : 'official.StytchHeadlessClient';
  return h.serve(
    path,
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>official SDK app</title></head>
<body><main><h1>App</h1><div id="login"></div></main>
<script src="/official/${o.ui ? 'ui' : 'sdk'}.js"></script>
<script>
const EMU = ${JSON.stringify(h.emu.url)}, TOKEN = ${JSON.stringify(token)};
const OPTIONS = ${JSON.stringify(officialOptions(h))};
${o.ui ? o.script || '' : `window.client = new ${create}(TOKEN, OPTIONS);`}
</script></body></html>`,
  );
}

export interface OfficialTab extends Tab {
  /** Every answer of the emulator to the page: method, path (below /sdk/v1), status. */
  answers: { method: string; path: string; status: number }[];
  /** Requests to a host other than loopback, refused. */
  outside: string[];
  /** Statuses >= 400 the flow expects (e.g. a wrong password): `${status} ${path}`. */
  expect(status: number, path: string): void;
  /** A screenshot of the page (test-output/screens), without the axe check our own widgets get. */
  shot(name: string): Promise<void>;
  /** Runs `fn(client, arg)` in the page (the official client as window.client) and returns its result. */
  run<T, A = undefined>(fn: (client: any, arg: A) => Promise<T> | T, arg?: A): Promise<T>;
}

interface Tally {
  total: number;
  passed: number;
  printed: boolean;
}

type TestFn = { (name: string, fn: () => Promise<void>): void };
type FlowFn = (tab: OfficialTab, h: Harness) => Promise<void>;

function tally(): Tally {
  if (!G.__flOfficialTally) {
    G.__flOfficialTally = { total: 0, passed: 0, printed: false } as Tally;
    // Every suite of the stage runs in one process; the line is printed once as it ends.
    process.on('exit', () => {
      const t: Tally = G.__flOfficialTally;
      if (t.total && !t.printed) {
        t.printed = true;
        console.log(`\nofficial flows against the emulator: ${t.passed}/${t.total}`);
      }
    });
  }
  return G.__flOfficialTally;
}

/**
 * The official UI bundle's own assets (its watermark image, its client-side services iframe): still
 * refused, but not the emulator's doing, so they do not fail a flow. Anything else outside does.
 */
const OFFICIAL_ASSETS = ['https://public-assets.stytch.com/', 'https://js.stytch.com/clientside-services/'];

const loopback = (url: string) => /^(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url) || /^(data|blob|about):/.test(url);

async function officialTab(h: Harness, name: string): Promise<OfficialTab> {
  const tab = await h.open(name);
  const answers: OfficialTab['answers'] = [];
  const outside: string[] = [];
  const expected = new Set<string>();
  await tab.ctx.route(
    (url) => !loopback(url.href),
    (route) => {
      const url = route.request().url();
      if (!OFFICIAL_ASSETS.some((a) => url.startsWith(a))) outside.push(url);
      return route.abort('blockedbyclient');
    },
  );
  tab.page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.origin === new URL(h.emu.url).origin && r.request().method() !== 'OPTIONS')
      answers.push({ method: r.request().method(), path: u.pathname.replace(/^\/sdk\/v1/, ''), status: r.status() });
  });
  return Object.assign(tab, {
    answers,
    outside,
    expect: (status: number, path: string) => void expected.add(`${status} ${path}`),
    shot: async (shotName: string) =>
      void (await tab.page.screenshot({
        path: join(SCREENS, `official-${name.replace(/[^\w]+/g, '-').toLowerCase()}-${shotName}.png`),
        fullPage: true,
      })),
    run: <T, A>(fn: (client: any, arg: A) => Promise<T> | T, arg?: A) =>
      tab.page.evaluate(
        // The function's source runs in the page with the client; errors come back with the API's error_type.
        async ([src, a]) => {
          try {
            return await (0, eval)(`(${src})`)((window as any).client, a);
          } catch (e: any) {
            throw new Error(`${e?.error_type || e?.name || 'error'}: ${e?.error_message || e?.message || e}`);
          }
        },
        [fn.toString(), arg] as const,
      ) as Promise<T>,
    unexpected: () => answers.filter((a) => a.status >= 400 && !expected.has(`${a.status} ${a.path}`)),
  });
}

/**
 * A named flow of the official client: a fresh context, the flow, then the checks every flow
 * shares (no refused outside request, no unexpected error answer, nothing uncaught in the page).
 */
export function officialFlow(test: TestFn, h: () => Harness, name: string, fn: FlowFn) {
  const t = tally();
  t.total++;
  test(name, async () => {
    await officialReady(h());
    const tab = (await officialTab(h(), name)) as OfficialTab & { unexpected(): OfficialTab['answers'] };
    try {
      await fn(tab, h());
      // Telemetry is sent in batches: let the last one go before judging the answers.
      await tab.page.waitForTimeout(900);
      assert.equal(tab.outside, [], 'no request leaves loopback');
      assert.equal(tab.unexpected(), [], 'the emulator answered the official client without an unexpected error');
      const uncaught = tab.errors.filter((e) => e.startsWith('pageerror:'));
      if (uncaught.length) throw new Error(`uncaught errors in the page:\n  ${uncaught.join('\n  ')}`);
      t.passed++;
    } catch (e) {
      if (e instanceof Error)
        e.message += `\n  emulator answers: ${tab.answers.map((a) => `${a.method} ${a.path} ${a.status}`).join(', ')}`;
      diagnose(tab, e);
    } finally {
      await tab.close();
    }
  });
}

/** The newest passcode sent to `to` (after `since` earlier messages). */
export async function codeFor(h: Harness, to: string, since = 0): Promise<string> {
  const m = await waitMessage(h, to, since);
  assert.ok(m.code, `the message to ${to} has a code`);
  return m.code!;
}

/** The `token` parameter of the newest link sent to `to`. */
export async function linkTokenFor(h: Harness, to: string, since = 0): Promise<string> {
  const m = await waitMessage(h, to, since);
  assert.ok(m.link, `the message to ${to} has a link`);
  const token = new URL(m.link!).searchParams.get('token');
  assert.ok(token, `a token in ${m.link}`);
  return token!;
}

async function waitMessage(h: Harness, to: string, since: number) {
  const t0 = Date.now();
  for (;;) {
    const all = h.emu.outbox(to);
    if (all.length > since) return all[0];
    if (Date.now() - t0 > 10_000) throw new Error(`no message to ${to} in the emulator outbox`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
