// Where the bytes are (ARCHITECTURE.md's table): minified bytes of each CDN main bundle and single
// file by area of the source, from esbuild's metafile (`bytesInOutput`, before terser; gzip is what
// size-limit checks). A CDN bundle's lazy chunks are files of their own and not counted here.
// Usage: node scripts/size/areas.mjs
import * as esbuild from 'esbuild';
import { iife, bundleOptions, singleFile, singleFileOptions } from '../../build.mjs';

const AREAS = [
  ['Preact + hooks + compat', (f) => f.includes('node_modules/preact/')],
  ['@preact/signals (+ signals-core)', (f) => f.includes('node_modules/@preact/signals')],
  ['goober', (f) => f.includes('node_modules/goober/')],
  ['src/wire (routes and their body fields)', (f) => f.startsWith('src/wire/')],
  ['src/core API modules (namespaces, their requests)', (f) => /^src\/core\/(consumer|b2b)\//.test(f)],
  ['src/core infrastructure (client, session, engine, errors, ...)', (f) => f.startsWith('src/core/')],
  ['src/ui (mount, theme, css, components, shared text)', (f) => f.startsWith('src/ui/')],
  ['widget state machines and text catalogues', (f) => /^src\/(consumer|b2b|idp)\/(machine|text)[^/]*\.ts$/.test(f)],
  ['widget screens, intents, flows, rules', (f) => /^src\/(consumer|b2b|idp)\//.test(f)],
  ['other (entries, libraries)', () => true],
];
const MAIN = ['dist/featherlogin.js', 'dist/featherlogin.b2b.js', 'dist/featherlogin.headless.js', 'dist/featherlogin.b2b.headless.js'];
const COLUMNS = [
  ...MAIN.map((out) => [out, iife.find(([, o]) => o === out)[0], bundleOptions(out)]),
  // (esbuild's own build of a single file, before buildSingleFile writes its import()s as static imports)
  ...singleFile.map(([entry, out]) => [out, entry, singleFileOptions(out)]),
];

const table = new Map(AREAS.map(([a]) => [a, {}]));
for (const [out, entry, options] of COLUMNS) {
  const { metafile } = await esbuild.build({ ...options, entryPoints: [entry], outfile: out, write: false, metafile: true });
  for (const [file, { bytesInOutput }] of Object.entries(Object.values(metafile.outputs).find((o) => o.entryPoint).inputs)) {
    const [area] = AREAS.find(([, test]) => test(file));
    table.get(area)[out] = (table.get(area)[out] ?? 0) + bytesInOutput;
  }
}
const names = COLUMNS.map(([out]) => out.replace('dist/', ''));
console.log(`| area (minified kB) | ${names.map((n) => `\`${n}\``).join(' | ')} |`);
console.log(`| --- |${' --- |'.repeat(names.length)}`);
for (const [area, row] of table) console.log(`| ${area} | ${COLUMNS.map(([out]) => ((row[out] ?? 0) / 1000).toFixed(1)).join(' | ')} |`);
