// Product modules tree-shake for real (issue 25, item 3): featherlogin's ESM entries are built as
// build.mjs builds dist/esm, installed as a package, and small integrator apps are bundled from them
// as an integrator would (code-split, minified): with esbuild, from featherlogin/login (product
// objects by name: esbuild builds a namespace re-exported by name whole, featherlogin's `Products`
// as the official package's), one app naming only the otp product, one every product; with Rolldown
// (Vite's bundler, which follows namespaces), from featherlogin's main entry, the 6.x docs' code
// (`Products.otp` with createStytchClient) and 5.x code (StytchUIClient, the string 'otp', which
// needs every product). What an app holds is what its output reaches, statically or by import() (a
// chunk it can load later counts as held: it ships with the app); each reached featherlogin file is
// traced back to its sources through the ESM build's metafile.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as esbuild from 'esbuild';
import { rolldown } from 'rolldown';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { manifest } from '../../src/consumer/manifest';

const build = () => import(pathToFileURL(resolve('build.mjs')).href);

type Meta = esbuild.Metafile;

/** The outputs an app's entry reaches (static and dynamic imports), with their bytes. */
function reached(meta: Meta, entry: string) {
  const seen = new Set<string>();
  const walk = (out: string) => {
    if (seen.has(out) || !meta.outputs[out]) return;
    seen.add(out);
    for (const i of meta.outputs[out].imports) walk(i.path);
  };
  walk(entry);
  return [...seen];
}

/** An app: its bytes (every reached output) and the featherlogin sources it holds. */
type App = { bytes: number; sources: Set<string>; inputs: number };

/** An app bundled with esbuild. */
async function bundleApp(dir: string, name: string, code: string, pkgMeta: Meta, pkgDir: string): Promise<App> {
  writeFileSync(join(dir, `${name}.js`), code);
  const r = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: [`${name}.js`],
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    metafile: true,
    outdir: `out-${name}`,
    logLevel: 'error',
  });
  const outs = reached(r.metafile, `out-${name}/${name}.js`);
  let bytes = 0;
  const sources = new Set<string>();
  for (const o of outs) {
    bytes += r.metafile.outputs[o].bytes;
    for (const [input, { bytesInOutput }] of Object.entries(r.metafile.outputs[o].inputs))
      if (bytesInOutput) sourcesOf(input, dir, pkgMeta, pkgDir, sources);
  }
  return { bytes, sources, inputs: sources.size };
}

/** The featherlogin sources a package file holds, through the package build's metafile; other files as they are. */
function sourcesOf(file: string, dir: string, pkgMeta: Meta, pkgDir: string, into: Set<string>) {
  const built = relative(process.cwd(), resolve(dir, file));
  const pkgOut = pkgMeta.outputs[built];
  if (pkgOut) for (const s of Object.keys(pkgOut.inputs)) into.add(s);
  else if (!resolve(dir, file).startsWith(pkgDir)) into.add(file);
}

/** The same with Rolldown (Vite 8's bundler): every output the entry reaches (static and dynamic imports). */
async function rolldownApp(dir: string, name: string, code: string, pkgMeta: Meta, pkgDir: string): Promise<App> {
  writeFileSync(join(dir, `${name}.js`), code);
  const b = await rolldown({ input: join(dir, `${name}.js`), cwd: dir, logLevel: 'silent' });
  const { output } = await b.generate({ format: 'esm', minify: true });
  await b.close();
  const chunks = new Map(output.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])));
  const seen = new Set<string>();
  const walk = (f: string) => {
    const c = chunks.get(f);
    if (!c || seen.has(f)) return;
    seen.add(f);
    for (const i of [...c.imports, ...c.dynamicImports]) walk(i);
  };
  walk(`${name}.js`);
  let bytes = 0;
  const sources = new Set<string>();
  for (const f of seen) {
    const c = chunks.get(f)!;
    bytes += c.code.length;
    for (const [id, m] of Object.entries(c.modules)) if (m.renderedLength) sourcesOf(id, dir, pkgMeta, pkgDir, sources);
  }
  return { bytes, sources, inputs: sources.size };
}

const screenFile = (s: string) => `src/consumer/screens/${s}.tsx`;

test('an app that names only the otp product bundles none of the password, crypto or passkey screens (esbuild: featherlogin/login; Rolldown: featherlogin, as the 6.x docs write it); an app of every product, or of the 5.x strings, bundles them all', async () => {
  const b = await build();
  const dir = mkdtempSync(join(tmpdir(), 'fl-treeshake-'));
  try {
    // featherlogin installed as a package (its exports and sideEffects), its ESM built as dist/esm is.
    const pkgDir = join(dir, 'node_modules', 'featherlogin');
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    mkdirSync(pkgDir, { recursive: true });
    writeFileSync(
      join(pkgDir, 'package.json'),
      JSON.stringify({ name: 'featherlogin', type: 'module', exports: pkg.exports, sideEffects: pkg.sideEffects }),
    );
    const outdir = join(pkgDir, 'dist', 'esm');
    const r = await esbuild.build({
      ...b.esmOptions,
      entryPoints: b.esmEntries,
      outdir,
      metafile: true,
      logLevel: 'error',
    });
    b.pureEnums(outdir);

    const mount = (products: string) =>
      `mountLogin({ elementId: '#login', client: createStytchClient('public-token-test-0'), config: { products: [${products}], otpOptions: { methods: ['email'] } } });`;
    const { products: s } = manifest;
    const others = [...s.passwords, ...s.crypto, ...s.passkeys, ...s.passkeyRegistration].map(screenFile);
    const kB = (a: App) => `${a.inputs} inputs, ${(a.bytes / 1024).toFixed(1)} kB`;
    /** The otp app holds the otp screens and none of the others; the other app holds them all and is the bigger. */
    const compare = (what: string, otp: App, all: App, allName: string) => {
      console.log(`  tree-shaking (${what}): otp only ${kB(otp)}; ${allName} ${kB(all)}`);
      assert.equal(
        others.filter((f) => otp.sources.has(f)),
        [],
        `${what}: the otp app holds no password, crypto or passkey screen`,
      );
      for (const f of s.otp.map(screenFile)) assert.ok(otp.sources.has(f), `${what}: the otp app holds ${f}`);
      for (const f of others) assert.ok(all.sources.has(f), `${what}: the ${allName} app holds ${f}`);
      assert.ok(otp.inputs < all.inputs && otp.bytes < all.bytes, `${what}: the otp app is the smaller`);
    };
    const app = (bundler: typeof bundleApp, name: string, code: string) => bundler(dir, name, code, r.metafile!, pkgDir);

    // esbuild, featherlogin/login: the objects by name, or its namespace.
    compare(
      'esbuild, featherlogin/login',
      await app(bundleApp, 'otp', `import { createStytchClient, mountLogin, otp } from 'featherlogin/login';\n${mount('otp')}`),
      await app(
        bundleApp,
        'every',
        `import * as P from 'featherlogin/login';\nconst { createStytchClient, mountLogin } = P;\n${mount('P.emailMagicLinks, P.oauth, P.otp, P.crypto, P.passwords, P.passkeys, P.passkeyRegistration')}`,
      ),
      'every product',
    );
    // Rolldown, featherlogin: the 6.x docs' code, imports renamed, against 5.x code with a string.
    compare(
      'Rolldown, featherlogin',
      await app(rolldownApp, 'docs6', `import { createStytchClient, mountLogin, Products } from 'featherlogin';\n${mount('Products.otp')}`),
      await app(
        rolldownApp,
        'strings5',
        `import { StytchUIClient } from 'featherlogin';\nnew StytchUIClient('public-token-test-0').mountLogin({ elementId: '#login', config: { products: ['otp'], otpOptions: { methods: ['email'] } } });`,
      ),
      "5.x strings ('otp')",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
