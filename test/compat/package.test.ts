// The package's shape, as the official packages offer theirs: every entry for import and require
// (Node, CommonJS test runners) and with types, sideEffects declared, and no official SDK code in
// dist/. Runs on the built package (the compat stage builds first).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
/** The code entries (the theme files, `./theme/*`, are plain files: checked below). */
const subpaths = Object.keys(pkg.exports).filter((k) => k !== './package.json' && !k.endsWith('/*'));

/** Each entry and a name it must export. */
const MUST: Record<string, string> = {
  '.': 'StytchUIClient',
  './headless': 'StytchHeadlessClient',
  './b2b': 'StytchB2BUIClient',
  './b2b/headless': 'StytchB2BHeadlessClient',
  './elements': 'defineElements',
  './login': 'mountLogin',
  './react': 'StytchProvider',
  './react/headless': 'createStytchHeadlessClient',
  './react/b2b': 'StytchB2BProvider',
  './react/b2b/headless': 'createStytchB2BHeadlessClient',
  './react/ui': 'createStytchUIClient',
  './react/b2b/ui': 'createStytchB2BUIClient',
  './compat': 'styleToTheme',
  './react/compat': 'styleToTheme',
  './b2b/adminPortal': 'mountAdminPortalOrgSettings',
  './react/b2b/adminPortal': 'AdminPortalOrgSettings',
};

test('the 6.x theme files: featherlogin[/react]/theme/shadcn.css is a file of dist/theme', () => {
  for (const k of ['./theme/*', './react/theme/*']) assert.is(pkg.exports[k], './dist/theme/*', k);
  assert.ok(statSync('dist/theme/shadcn.css').isFile());
});

test('every entry has types, import and require, in that order, and the files exist', () => {
  assert.equal(subpaths.sort(), Object.keys(MUST).sort());
  for (const k of subpaths) {
    assert.equal(Object.keys(pkg.exports[k]), ['types', 'import', 'require'], `${k}: conditions`);
    for (const file of Object.values(pkg.exports[k]) as string[]) assert.ok(statSync(file).isFile(), `${k}: ${file}`);
  }
});

test("require('featherlogin/...') works in Node for every entry and exports what import() does", async () => {
  const app = mkdtempSync(join(tmpdir(), 'cjs-app-'));
  try {
    mkdirSync(join(app, 'node_modules'));
    symlinkSync(process.cwd(), join(app, 'node_modules', 'featherlogin'), 'dir');
    const req = createRequire(join(app, 'app.cjs'));
    for (const k of subpaths) {
      const spec = `featherlogin${k.slice(1)}`;
      const cjs = req(spec);
      assert.type(cjs[MUST[k]], 'function', `require('${spec}').${MUST[k]}`);
      const esm = await import(pathToFileURL(resolve(pkg.exports[k].import)).href);
      assert.equal(Object.keys(cjs).sort(), Object.keys(esm).sort(), `${spec}: same names for require and import`);
    }
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
});

// A 6.x page (or its Jest test, which loads CommonJS) may take `Products` from featherlogin and the
// client and <StytchLogin> from featherlogin/react: the product's screens then draw inside the other
// entry's widget, which works only if both entries hold the same modules (one Preact). So every name
// the two export in common is the same value under require() as under import() (one ESM build:
// test/react/build.test.ts), where only the React adapter's own versions differ (a component where
// the package has a custom element, the React-aware factories).
test('require(): the package and its React adapter share one copy of each module, as under import()', async () => {
  const req = createRequire(resolve('package.json'));
  const differing = (a: Record<string, unknown>, b: Record<string, unknown>) => Object.keys(a).filter((k) => k in b && a[k] !== b[k]);
  for (const [main, adapter] of [
    ['index', 'react'],
    ['b2b', 'react-b2b'],
    ['headless', 'react-headless'],
    ['b2b-headless', 'react-b2b-headless'],
  ]) {
    const esm = differing(
      await import(pathToFileURL(resolve(`dist/esm/${main}.js`)).href),
      await import(pathToFileURL(resolve(`dist/esm/${adapter}.js`)).href),
    );
    const cjs = differing(req(`./dist/cjs/${main}.cjs`), req(`./dist/cjs/${adapter}.cjs`));
    assert.ok(esm.length < 10, `${main} and ${adapter}: ${esm.length} names of their own under import()`);
    assert.equal(cjs, esm, `${main}.cjs and ${adapter}.cjs: the names whose values differ`);
  }
  assert.is(req('./dist/cjs/index.cjs').Products.otp, req('./dist/cjs/react.cjs').Products.otp, 'Products.otp');
});

test('sideEffects: the CDN bundles (they register globals), the custom elements entry (it defines elements) and the module that registers the identity-provider loader are side-effectful; the headless entries are not', () => {
  const se: string[] = pkg.sideEffects;
  assert.ok(Array.isArray(se), 'declared as a list');
  const matches = (file: string) =>
    se.some((p) =>
      new RegExp(
        `^${p
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*\*/g, '.+')
          .replace(/\*/g, '[^/]*')}$`,
      ).test(file),
    );
  for (const f of readdirSync('dist').filter((x) => /^featherlogin.*\.js$/.test(x))) assert.ok(matches(`./dist/${f}`), `./dist/${f}`);
  assert.ok(readFileSync('dist/esm/index.js', 'utf8').length && matches('./dist/esm/index.js'));
  assert.ok(matches('./dist/esm/elements.js'), 'featherlogin/elements defines the custom elements on import');
  // The identity-provider loader is registered by index.js itself (its import() of the widget's chunk
  // is in the entry file, not in a chunk a bundler may drop).
  assert.ok(
    /import\("\.\/chunks\/IdentityProvider-[\w-]+\.js"\)/.test(readFileSync('dist/esm/index.js', 'utf8')),
    'index.js registers the loader at load',
  );
  assert.not.ok(matches('./dist/esm/headless.js'));
  assert.not.ok(matches('./dist/esm/b2b-headless.js'));
  // The ESM chunks are not: a page's bundler drops a chunk none of whose names it uses (a 5.x page
  // does not hold the 6.x mounts, element classes and error classes it never reads). So what runs at
  // load is called from an entry file itself, never from a chunk alone.
  for (const f of readdirSync('dist/esm/chunks')) assert.not.ok(matches(`./dist/esm/chunks/${f}`), `./dist/esm/chunks/${f}`);
  const elements = readFileSync('dist/esm/elements.js', 'utf8');
  const define = elements.match(/([\w$]+) as defineElements\b/)?.[1];
  assert.ok(
    define && new RegExp(`(^|[;}])${define.replace('$', '\\$')}\\(\\)`, 'm').test(elements),
    'elements.js calls defineElements itself',
  );
});

/** Strings only the official SDK's code carries (each checked to be in the official package). */
const MARKERS = ['@stytch/vanilla-js', 'confiured', 'StytchSSRProxy', 'useIsMounted__INTERNAL', 'isUIClient'];

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });

test('no file in dist/ contains the official SDK', () => {
  const official = [...walk('node_modules/@stytch/vanilla-js/dist'), ...walk('node_modules/@stytch/react/dist')].filter((f) =>
    f.endsWith('.js'),
  );
  const officialText = official.map((f) => readFileSync(f, 'utf8')).join('\n');
  for (const m of MARKERS) assert.ok(officialText.includes(m), `marker ${m} is in the official package`);
  const ours = walk('dist').filter((f) => /\.(c?js|mjs|d\.ts|map)$/.test(f));
  assert.ok(ours.length > 20, 'dist is built');
  for (const f of ours) {
    const text = readFileSync(f, 'utf8');
    for (const m of MARKERS) assert.not.ok(text.includes(m), `${f} contains official SDK code (${m})`);
  }
});

test.run();
