// The official SDK (test-only devDependencies) in Chromium against our emulator, in two lines: 5.23
// (`@stytch/vanilla-js`) and the current 6.3 (`@stytch/vanilla-js-6`, an npm alias). Its bundles,
// built here with esbuild for the test pages only (never into dist/), the pages that create its
// clients, and `officialFlow`, which runs a flow once per line and counts it for that line's closing
// line: `official flows against the emulator: K/K` (5.23) and `... (6.3.0): N/N`.
//
// Reuses the e2e harness (one Chromium, one emulator, one static server for the run). Every flow
// gets a fresh browser context; requests to any host but loopback are refused and fail the flow,
// and so does any 4xx/5xx the emulator answers the official client that the flow did not expect.
import * as esbuild from 'esbuild';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { diagnose, SCREENS, type Harness, type Tab } from '../e2e/harness';

const G = globalThis as any;
const ROOT = process.cwd();

/** A line of the official SDK: 5 is the 5.23 oracle, 6 the current 6.3 one (its npm alias). */
export type Line = 5 | 6;
export const LINES: readonly Line[] = [5, 6];
const PACKAGE: Record<Line, string> = { 5: '@stytch/vanilla-js', 6: '@stytch/vanilla-js-6' };
/** The installed version of a line ('5.23.5', '6.3.0'; 6.3's package exports no package.json, so it is read from the folder). */
export const version = (line: Line): string =>
  JSON.parse(readFileSync(join(ROOT, 'node_modules', PACKAGE[line], 'package.json'), 'utf8')).version;

/** The headless clients the pages create, exposed on window.official (the same names in both lines). */
const ENTRY = (pkg: string) => `
export { StytchHeadlessClient } from '${pkg}/headless';
export { StytchB2BHeadlessClient } from '${pkg}/b2b/headless';
`;
/**
 * The UI, exposed on window.officialUI: 5.23 mounts through its UI clients; 6.3 ships custom elements
 * (the page registers them) that take a client made by createStytchClient / createStytchB2BClient.
 */
const UI_ENTRY: Record<Line, string> = {
  5: `
export { StytchUIClient, Products, OTPMethods } from '@stytch/vanilla-js';
export { StytchB2BUIClient } from '@stytch/vanilla-js/b2b';
`,
  6: `
export { createStytchClient, StytchUI, StytchIdentityProvider, Products, OTPMethods } from '@stytch/vanilla-js-6';
export { createStytchB2BClient, StytchB2B, StytchB2BIdentityProvider, B2BProducts, AuthFlowType } from '@stytch/vanilla-js-6/b2b';
`,
};

/** 6.3's Admin Portal (its own bundle, window.officialAdmin: only its pages load it). */
const ADMIN_ENTRY = `export { mountAdminPortalMemberManagement, mountAdminPortalSSO } from '@stytch/vanilla-js-6/b2b/adminPortal';`;
const GLOBAL: Record<string, string> = { 'sdk.js': 'official', 'ui.js': 'officialUI', 'admin.js': 'officialAdmin' };

/** Bundles each line once per run into a temporary folder served under /official/<line>/. */
async function bundleOfficial(h: Harness): Promise<void> {
  for (const line of LINES) {
    const dir = mkdtempSync(join(tmpdir(), `fl-official-${line}-`));
    const files: [string, string][] = [
      ['sdk.js', ENTRY(PACKAGE[line])],
      ['ui.js', UI_ENTRY[line]],
    ];
    if (line === 6) files.push(['admin.js', ADMIN_ENTRY]);
    for (const [name, contents] of files) {
      const out = await esbuild.build({
        stdin: { contents, resolveDir: ROOT, loader: 'js' },
        bundle: true,
        format: 'iife',
        globalName: GLOBAL[name],
        platform: 'browser',
        // 6.3 ships code for its supported browsers (class fields and the like); 5.23 was built for es2020.
        target: line === 5 ? 'es2020' : 'es2022',
        write: false,
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'error',
      });
      writeFileSync(join(dir, name), out.outputFiles[0].contents);
    }
    h.serveDir(`/official/${line}/`, dir);
  }
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
 * An app page at `path` that loads the official SDK of the tab's line and creates its headless client
 * of the vertical as window.client (or, with `ui`, loads the line's UI bundle and runs `script` with
 * EMU, TOKEN and OPTIONS). Both lines use the same paths (the projects' redirect URLs list them): the
 * flow that serves a page last owns it, and flows run one after another.
 */
export function officialPage(
  h: Harness,
  tab: Pick<OfficialTab, 'line'>,
  path: string,
  vertical: Vertical,
  o: { ui?: boolean; script?: string; admin?: boolean } = {},
) {
  const token = vertical === 'b2b' ? h.b2bToken : h.consumerToken;
  const create = vertical === 'b2b' ? 'official.StytchB2BHeadlessClient' : 'official.StytchHeadlessClient';
  return h.serve(
    path,
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>official SDK app</title></head>
<body><main><h1>App</h1><div id="login"></div></main>
<script src="/official/${tab.line}/${o.ui ? 'ui' : 'sdk'}.js"></script>${o.admin ? `\n<script src="/official/${tab.line}/admin.js"></script>` : ''}
<script>
const EMU = ${JSON.stringify(h.emu.url)}, TOKEN = ${JSON.stringify(token)};
const OPTIONS = ${JSON.stringify(officialOptions(h))};
${o.ui ? o.script || '' : `window.client = new ${create}(TOKEN, OPTIONS);`}
</script></body></html>`,
  );
}

export interface OfficialTab extends Tab {
  /** The official line this flow runs. */
  line: Line;
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
}

type TestFn = { (name: string, fn: () => Promise<void>): void };
type FlowFn = (tab: OfficialTab, h: Harness) => Promise<void>;

/** The closing line of a line's count (5.23's is the one it always was). */
const summary = (line: Line, t: Tally) =>
  `official flows against the emulator${line === 5 ? '' : ` (${version(line)})`}: ${t.passed}/${t.total}`;

function tally(line: Line): Tally {
  if (!G.__flOfficialTally) {
    const tallies: Record<Line, Tally> = { 5: { total: 0, passed: 0 }, 6: { total: 0, passed: 0 } };
    G.__flOfficialTally = tallies;
    // Every suite of the stage runs in one process; the lines are printed once as it ends.
    process.on('exit', () => {
      const out = LINES.filter((l) => tallies[l].total).map((l) => summary(l, tallies[l]));
      if (out.length) console.log(`\n${out.join('\n')}`);
    });
  }
  return G.__flOfficialTally[line];
}

/**
 * The official UI bundle's own assets (its watermark image, its client-side services iframe): still
 * refused, but not the emulator's doing, so they do not fail a flow. Anything else outside does.
 */
const OFFICIAL_ASSETS = ['https://public-assets.stytch.com/', 'https://js.stytch.com/clientside-services/'];

/** Chromium's warning for a message posted to the refused client-side services frame (see OFFICIAL_ASSETS). */
const REFUSED_FRAME =
  /^warning: Failed to execute 'postMessage' on 'DOMWindow': The target origin provided \('https:\/\/js\.stytch\.com'\) does not match the recipient window's origin \('null'\)\.$/;

/** The longest one official call may take: a promise the client never settles fails its flow instead of the stage. */
const RUN_LIMIT_MS = 20_000;
function bounded<T>(what: string, p: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not settle in ${RUN_LIMIT_MS / 1000} s`)), RUN_LIMIT_MS);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * 6.3's advice when an OAuth or SSO token is spent without a PKCE verifier: its start() adds PKCE only
 * when the project requires it (bootstrap pkce_required_for_oauth / _sso), which the emulator's seeded
 * projects, like a new real project, do not. A project setting, not an answer the emulator got wrong.
 */
const PKCE_ADVICE = /^warning: \[Stytch\] No code verifier found in local storage for (OAuth|SSO) flow\./;

const loopback = (url: string) => /^(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url) || /^(data|blob|about):/.test(url);

async function officialTab(
  h: Harness,
  line: Line,
  name: string,
): Promise<OfficialTab & { unexpected(): OfficialTab['answers']; noise(): string[] }> {
  const tab = await h.open(name);
  const answers: OfficialTab['answers'] = [];
  const outside: string[] = [];
  const logged: { line: string; url: string }[] = [];
  const expected = new Set<string>();
  await tab.ctx.route(
    (url) => !loopback(url.href),
    (route) => {
      const url = route.request().url();
      if (!OFFICIAL_ASSETS.some((a) => url.startsWith(a))) outside.push(url);
      return route.abort('blockedbyclient');
    },
  );
  const emu = new URL(h.emu.url).origin;
  const sdkPath = (u: URL) => u.pathname.replace(/^\/sdk\/v1/, '');
  tab.page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.origin === emu && r.request().method() !== 'OPTIONS')
      answers.push({ method: r.request().method(), path: sdkPath(u), status: r.status() });
  });
  tab.page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') logged.push({ line: `${m.type()}: ${m.text()}`, url: m.location().url });
  });
  /**
   * What the emulator could have prevented: every console error or warning but Chromium's own line
   * for a refused official asset (the resource itself, or a message the SDK posts to its refused
   * client-side services frame, an error page of origin 'null') or for an error answer the flow expects.
   */
  const noise = () =>
    logged
      .filter(({ line, url }) => {
        if (REFUSED_FRAME.test(line) || PKCE_ADVICE.test(line)) return false;
        if (!line.startsWith('error: Failed to load resource:')) return true;
        if (OFFICIAL_ASSETS.some((a) => url.startsWith(a))) return false;
        const status = /status of (\d+)/.exec(line)?.[1];
        return !(url.startsWith(emu) && status && expected.has(`${status} ${sdkPath(new URL(url))}`));
      })
      .map(({ line }) => line);
  return Object.assign(tab, {
    line,
    answers,
    outside,
    expect: (status: number, path: string) => void expected.add(`${status} ${path}`),
    shot: async (shotName: string) =>
      void (await tab.page.screenshot({
        path: join(SCREENS, `official-${name.replace(/[^\w]+/g, '-').toLowerCase()}-${shotName}.png`),
        fullPage: true,
      })),
    run: <T, A>(fn: (client: any, arg: A) => Promise<T> | T, arg?: A) =>
      bounded(
        `tab.run(${fn.toString().slice(0, 80)})`,
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
      ),
    unexpected: () => answers.filter((a) => a.status >= 400 && !expected.has(`${a.status} ${a.path}`)),
    noise,
  });
}

/**
 * A named flow of the official client, once per line in `lines` (both by default): a fresh context,
 * the flow, then the checks every flow shares (no refused outside request, no unexpected error
 * answer, nothing uncaught in the page; for 6.3 also a clean console: no error or warning line the
 * emulator could have prevented). 5.23's tests keep their names; 6.3's end in its version.
 */
export function officialFlow(test: TestFn, h: () => Harness, name: string, fn: FlowFn, lines: readonly Line[] = LINES) {
  for (const line of lines) {
    const t = tally(line);
    t.total++;
    const title = line === 5 ? name : `${name} (${version(line)})`;
    test(title, async () => {
      await officialReady(h());
      const tab = await officialTab(h(), line, title);
      try {
        await fn(tab, h());
        // Telemetry is sent in batches: let the last one go before judging the answers.
        await tab.page.waitForTimeout(900);
        assert.equal(tab.outside, [], 'no request leaves loopback');
        assert.equal(tab.unexpected(), [], 'the emulator answered the official client without an unexpected error');
        const uncaught = tab.errors.filter((e) => e.startsWith('pageerror:'));
        if (uncaught.length) throw new Error(`uncaught errors in the page:\n  ${uncaught.join('\n  ')}`);
        if (line === 6) assert.equal(tab.noise(), [], 'a clean console');
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
