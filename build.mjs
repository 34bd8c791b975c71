// One command builds every browser artefact:
//   dist/featherlogin*.js   CDN IIFE bundles; each merges its classes into the global `featherlogin`
//   dist/esm/*.js           ESM entries for bundlers (code-split, everything bundled: no runtime deps)
//   dist/types/**.d.ts      declarations behind package.json "exports"
// Usage: node build.mjs [--no-types] [--watch]
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

/** Widgets are written against the React API and run on Preact. */
export const widgetAlias = {
  react: 'preact/compat',
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
];

/** ESM entries: name -> source. Names match package.json "exports". */
export const esm = {
  headless: 'src/entries/headless.ts',
  'b2b-headless': 'src/entries/b2b-headless.ts',
};

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
  if (watch) console.log('watch mode is not needed: builds take under a second; rerun node build.mjs');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = new Set(process.argv.slice(2));
  const t0 = Date.now();
  await build({ types: !args.has('--no-types') });
  console.log(`built dist/ in ${Date.now() - t0} ms`);
}
