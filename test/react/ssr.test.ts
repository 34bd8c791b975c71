// Server rendering: renderToString in a child process that truly has no window (this file runs
// itself again with FL_SSR_CHILD set, before any happy-dom registration), then hydration of that
// HTML in the browser test process without mismatch.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  createStytchHeadlessClient,
  isServerPlaceholder,
  StytchLogin,
  StytchPasswordReset,
  StytchProvider,
  useStytchSession,
  useStytchUser,
} from '../../src/react/index';
import { createStytchB2BHeadlessClient, StytchB2B, StytchB2BProvider, useStytchMember, useStytchOrganization } from '../../src/react/b2b';
import { createStytchClient, mountLogin } from '../../src/consumer/standalone';
import { createStytchB2BClient, mount } from '../../src/b2b/standalone';
import { createB2BHeadlessClient, createHeadlessClient } from '../../src/core/factories';

/** Build output goes under this run's folder (TEST_OUT), so two runs in one checkout do not overwrite each other's. */
const OUT = process.env.TEST_OUT || '.test-out';
const show = (hook: () => unknown) =>
  function Show() {
    return h('pre', null, JSON.stringify(hook()));
  };
const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };
const app = (client: any) =>
  h(
    StytchProvider,
    { stytch: client },
    h(show(useStytchUser)),
    h(show(useStytchSession)),
    h(StytchLogin, { config }),
    h(StytchPasswordReset, { config, passwordResetToken: 't' }),
  );
const b2bApp = (client: any) =>
  h(
    StytchB2BProvider,
    { stytch: client },
    h(show(useStytchMember)),
    h(show(useStytchOrganization)),
    h(StytchB2B, { config: { authFlowType: 'Discovery', products: ['emailMagicLinks'], sessionOptions: { sessionDurationMinutes: 60 } } }),
  );

/** The built `/ui` entries (real output of buildEsm), imported on the server: no window needed. */
async function builtUIEntries(dir: string) {
  const ui = await import(pathToFileURL(join(dir, 'react-ui.js')).href);
  const b2bUI = await import(pathToFileURL(join(dir, 'react-b2b-ui.js')).href);
  const client = ui.createStytchUIClient('public-token-test-ssr-ui');
  const b2b = b2bUI.createStytchB2BUIClient('public-token-test-ssr-b2b-ui');
  return (
    ui.isServerPlaceholder(client) &&
    b2bUI.isServerPlaceholder(b2b) &&
    renderToString(app(client)) === renderToString(app(createStytchHeadlessClient('public-token-test-x')))
  );
}

/** The child's work: everything a server does, reported as JSON on stdout. */
function serverSide() {
  const client = createStytchHeadlessClient('public-token-test-ssr');
  const b2b = createStytchB2BHeadlessClient('public-token-test-ssr-b2b');
  let callError = '';
  try {
    client.session.getSync();
  } catch (e) {
    callError = String(e);
  }
  // A real-looking client object is never called on a server either: the hooks use the server snapshot.
  const untouchable = new Proxy(
    {},
    {
      get: (_, k) =>
        k === 'user' || k === 'session' ? { getSync: boom, getInfo: boom, onChange: boom } : k === 'onStateChange' ? boom : undefined,
    },
  );
  // The vanilla 6.x factories (featherlogin, featherlogin/b2b, the headless entries) and the standalone mounts, as
  // a SvelteKit / Nuxt / Astro module calls them at its top level: placeholders, and mounts that draw nothing.
  const six = createStytchClient('public-token-test-ssr-6');
  const sixB2B = createStytchB2BClient('public-token-test-ssr-6-b2b');
  const vanilla =
    [six, sixB2B, createHeadlessClient('public-token-test-ssr-h'), createB2BHeadlessClient('public-token-test-ssr-hb')].every(
      isServerPlaceholder,
    ) &&
    typeof mountLogin({ elementId: '#login', client: six, config: { products: [] } }) === 'function' &&
    typeof mount({ elementId: '#login', client: sixB2B, config: { authFlowType: 'Discovery', products: [] } as never }) === 'function';
  return {
    vanilla,
    hasWindow: typeof window !== 'undefined' || typeof document !== 'undefined',
    placeholder: isServerPlaceholder(client) && isServerPlaceholder(b2b),
    callError,
    html: renderToString(app(client)),
    b2bHtml: renderToString(b2bApp(b2b)),
    otherClientHtml: renderToString(app(untouchable)),
  };
}
function boom(): never {
  throw new Error('a client method ran on the server');
}

if (process.env.FL_SSR_CHILD) {
  if (process.env.FL_SSR_CHILD === 'render') process.stdout.write(JSON.stringify(serverSide()));
  else builtUIEntries(process.env.FL_SSR_CHILD).then((ok) => process.stdout.write(JSON.stringify(ok)));
} else {
  let server: ReturnType<typeof serverSide>;
  const uninit = (key: string) => JSON.stringify({ [key]: null, isInitialized: false, fromCache: false }).replace(/"/g, '&quot;');

  /** Runs this file again as a server: no window, no happy-dom. */
  const child = (mode: string) =>
    JSON.parse(
      execFileSync(process.execPath, ['--enable-source-maps', fileURLToPath(import.meta.url)], {
        env: { ...process.env, FL_SSR_CHILD: mode },
        encoding: 'utf8',
      }),
    );

  test('renderToString without a window: placeholders, signed-out hooks, empty widget elements', () => {
    server = child('render');
    assert.is(server.hasWindow, false, 'the child has no window');
    assert.ok(server.placeholder, 'createStytch*HeadlessClient return the placeholder on a server');
    assert.ok(server.vanilla, 'the vanilla factories too, and the standalone mounts draw nothing there');
    assert.match(server.callError, /server placeholder of the StytchHeadlessClient/);
    for (const key of ['user', 'session']) assert.ok(server.html.includes(uninit(key)), key);
    for (const key of ['member', 'organization']) assert.ok(server.b2bHtml.includes(uninit(key)), key);
    assert.match(server.html, /<div id="StytchLogin-[\w-]+"><\/div><div id="StytchPasswordReset-[\w-]+"><\/div>/);
    assert.match(server.b2bHtml, /<div id="StytchB2B-[\w-]+"><\/div>/);
    assert.is(server.otherClientHtml, server.html, 'any client renders the same server HTML');
  });

  // src/ui/sheet.ts gives goober an in-memory sheet (no document needed), so widget bundles import on a server.
  test('the built featherlogin/react/ui and /react/b2b/ui import on a server and create placeholders', async () => {
    const dist = resolve(OUT, 'react-ssr-dist');
    const { buildEsm } = await import(pathToFileURL(resolve('build.mjs')).href);
    await buildEsm({ outdir: dist, minify: false });
    assert.is(child(dist), true);
  });

  /** A browser client for hydration: `user` signed in (or no one), and the elements its widgets were mounted into. */
  const browserClient = (user: object | null) => {
    const mounts: HTMLElement[] = [];
    const client = {
      user: { getSync: () => user, getInfo: () => ({ user, fromCache: true }), onChange: () => () => {} },
      session: { getSync: () => null, getInfo: () => ({ session: null, fromCache: true }), onChange: () => () => {} },
      onStateChange: () => () => {},
      mountLogin: (o: any) => void mounts.push(o.elementId),
      mountResetPassword: (o: any) => void mounts.push(o.elementId),
    };
    return { client, mounts };
  };

  test('hydrating the server HTML: same element ids, then the browser state and the widget mount', async () => {
    await import('../helpers/dom');
    const { act } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    (globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;
    const USER = { user_id: 'user-1' };
    const { client, mounts } = browserClient(USER);
    const host = document.createElement('div');
    host.innerHTML = server.html;
    document.body.append(host);
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(host, app(client), { onRecoverableError: (e) => void errors.push(e) }));
    assert.equal(errors, [], 'no hydration mismatch');
    assert.ok(
      host.textContent!.includes(JSON.stringify({ user: USER, isInitialized: true, fromCache: true })),
      'after hydration the hooks show the browser state',
    );
    assert.is(mounts.length, 2);
    for (const el of mounts) {
      assert.ok(server.html.includes(`id="${el.id}"`), `the widget mounts into the server-rendered element ${el.id}`);
      assert.ok(host.contains(el), 'the hydrated element itself');
    }
    await act(async () => root.unmount());
    host.remove();
  });

  test('two roots hydrating server HTML (the same useIds, no identifierPrefix): each widget draws in its own root', async () => {
    const { act } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { client, mounts } = browserClient(null);
    const hosts = [document.createElement('div'), document.createElement('div')];
    const roots = [];
    for (const host of hosts) {
      host.innerHTML = server.html;
      document.body.append(host);
      roots.push(await act(async () => hydrateRoot(host, app(client))));
    }
    assert.is(mounts.length, 4);
    assert.is(mounts[0].id, mounts[2].id, 'the same ids in both roots');
    assert.ok(hosts[0].contains(mounts[0]) && hosts[0].contains(mounts[1]), "the first root's widgets in it");
    assert.ok(hosts[1].contains(mounts[2]) && hosts[1].contains(mounts[3]), "the second root's widgets in it, not in the first's");
    for (const root of roots) await act(async () => root.unmount());
    for (const host of hosts) host.remove();
  });

  test.run();
}
