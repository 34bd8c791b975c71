// One command builds every browser artefact:
//   dist/featherlogin*.js   CDN IIFE bundles; each merges its classes into the global `featherlogin`
//   dist/esm/*.js           ESM entries for bundlers (code-split, everything bundled: no runtime deps)
//   dist/types/**.d.ts      declarations behind package.json "exports"
// Usage: node build.mjs [--no-types] [--watch]
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve, sep } from 'node:path';

/**
 * Widgets are written against the React API and run on Preact. They use only hooks and context, so
 * `react` maps to src/ui/react.ts (those names from preact and preact/hooks) rather than the whole of
 * preact/compat: ~2 KB gzip less in every widget bundle (ARCHITECTURE.md, "Why not preact/compat").
 */
export const widgetAlias = {
  react: fileURLToPath(new URL('./src/ui/react.ts', import.meta.url)),
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
};

/** esbuild options every browser bundle shares (also used by scripts/test.mjs). */
export const common = {
  bundle: true,
  target: 'es2020',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  alias: widgetAlias,
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
};

/** CDN bundles: [entry, output]. Each entry file ends with an Object.assign onto the global. */
export const iife = [
  ['src/entries/cdn/headless.ts', 'dist/featherlogin.headless.js'],
  ['src/entries/cdn/b2b-headless.ts', 'dist/featherlogin.b2b.headless.js'],
  ['src/entries/cdn/index.ts', 'dist/featherlogin.js'],
  ['src/entries/cdn/phone.ts', 'dist/featherlogin.phone.js'],
  ['src/entries/cdn/idp.ts', 'dist/featherlogin.idp.js'],
  ['src/entries/cdn/b2b.ts', 'dist/featherlogin.b2b.js'],
];

/** ESM entries: name -> source. Names match package.json "exports". */
export const esm = {
  headless: 'src/entries/headless.ts',
  'b2b-headless': 'src/entries/b2b-headless.ts',
  index: 'src/entries/index.ts',
  b2b: 'src/entries/b2b.ts',
};

/** React adapter entries (package.json "./react..."): name -> source. Built by buildReact. */
export const reactEsm = {
  react: 'src/entries/react.ts',
  'react-b2b': 'src/entries/react-b2b.ts',
  'react-ui': 'src/entries/react-ui.ts',
  'react-b2b-ui': 'src/entries/react-b2b-ui.ts',
};

/**
 * For bundles holding real React code next to the widgets: a `react` import from widget source
 * (src/ except src/react) goes to Preact as everywhere else; any other importer (the adapter in
 * src/react, a test app, node_modules) gets the app's real React, left external when `external`.
 */
export function reactSplitPlugin({ root = '.', external = true } = {}) {
  const src = join(resolve(root), 'src') + sep;
  const adapter = join(src, 'react') + sep;
  return {
    name: 'react-split',
    setup(b) {
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        if (args.importer.startsWith(src) && !args.importer.startsWith(adapter)) {
          const to = widgetAlias[args.path] || args.path.replace(/^react(-dom)?/, 'preact/compat');
          return b.resolve(to, { kind: args.kind, resolveDir: args.resolveDir });
        }
        if (external) return { path: args.path, external: true };
        // Resolved by Node's rules: tsconfig "paths" (react -> preact/compat) must not apply here.
        return { path: createRequire(join(args.resolveDir, 'x.js')).resolve(args.path) };
      });
    },
  };
}

/** dist/esm/react*.js: react and react-dom stay external (peer dependency); the widgets are bundled on Preact. */
export function buildReact(extra = {}) {
  return esbuild.build({
    ...common,
    alias: {},
    plugins: [reactSplitPlugin()],
    entryPoints: Object.fromEntries(Object.entries(reactEsm).filter(([, entry]) => existsSync(entry))),
    outdir: 'dist/esm',
    format: 'esm',
    splitting: true,
    minify: true,
    chunkNames: 'chunks/react-[name]-[hash]',
    define: { ...common.define, __CDN__: 'false' },
    // React Server Components frameworks (Next.js app router): hooks and context live on the client.
    banner: { js: '"use client";' },
    ...extra,
  });
}

/** The local auth emulator: Node only, its libraries stay external (devDependencies). */
export function buildEmulator(root = '.') {
  return esbuild.build({
    entryPoints: [`${root}/src/emulator/cli.ts`],
    outfile: `${root}/dist/emulator/cli.mjs`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
}

export async function build({ types = true, watch = false } = {}) {
  rmSync('dist', { recursive: true, force: true });
  const jobs = [
    buildReact(),
    ...iife
      .filter(([entry]) => existsSync(entry))
      .map(([entry, outfile]) =>
        esbuild.build({ ...common, entryPoints: [entry], outfile, format: 'iife', minify: true, define: { ...common.define, __CDN__: 'true' } }),
      ),
    esbuild.build({
      ...common,
      entryPoints: esm,
      outdir: 'dist/esm',
      format: 'esm',
      splitting: true,
      minify: true,
      chunkNames: 'chunks/[name]-[hash]',
      define: { ...common.define, __CDN__: 'false' },
    }),
    buildEmulator(),
  ];
  await Promise.all(jobs);
  if (types) execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  if (types) execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'src/react/tsconfig.json'], { stdio: 'inherit' });
  if (watch) console.log('watch mode is not needed: builds take under a second; rerun node build.mjs');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = new Set(process.argv.slice(2));
  const t0 = Date.now();
  await build({ types: !args.has('--no-types') });
  console.log(`built dist/ in ${Date.now() - t0} ms`);
}
