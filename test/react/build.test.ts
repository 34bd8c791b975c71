// The published React entries keep React external (the app's own copy, a peer dependency) and
// never bundle it; widget code they include runs on the bundled Preact. Only the entry files say
// "use client".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Loaded at run time (not bundled into the test): build.mjs is the real build script.
const buildScript = pathToFileURL(resolve('build.mjs')).href;
/** The output files of a build that hold this input module (one copy of it: exactly one). */
const holders = (r: any, input: string) =>
  Object.entries(r.metafile.outputs as Record<string, any>)
    .filter(([, o]) => o.inputs[input])
    .map(([file]) => file);
/** dist/esm as build.mjs builds it (in memory), once for the tests below. */
let esmBuild: Promise<any> | undefined;
const built = () => (esmBuild ??= import(buildScript).then((b) => b.buildEsm({ write: false, outdir: '.test-out/react-build' })));

test('dist/esm/react*.js import only react / react-dom and bundle no React', async () => {
  const { reactEsm } = await import(buildScript);
  const r = await built();
  const outputs: any[] = Object.values(r.metafile.outputs);
  const entries = outputs.filter((o) => o.entryPoint).map((o) => o.entryPoint);
  // All seven entries (the official React SDK's six and its Admin Portal) are in the table and built.
  assert.equal(Object.values(reactEsm), [
    'src/entries/react-all.ts',
    'src/entries/react-b2b-all.ts',
    'src/entries/react-ui.ts',
    'src/entries/react-b2b-ui.ts',
    'src/entries/react-headless.ts',
    'src/entries/react-b2b-headless.ts',
    'src/entries/react-b2b-admin-portal.ts',
  ]);
  for (const entry of Object.values(reactEsm) as string[]) assert.ok(entries.includes(entry), `${entry} is built`);
  const externals = new Set(outputs.flatMap((o) => o.imports.filter((i: any) => i.external).map((i: any) => i.path)));
  // React, and the entries' product objects, a file of this build (build.mjs productsFile).
  for (const x of externals) assert.ok(/^react(-dom)?(\/|$)/.test(x) || x === './products.js', `unexpected external import ${x}`);
  assert.ok(externals.has('react'));
  // "use client" on the entry files (React Server Components), nowhere else (a bundler warns per directive).
  const entryFiles = new Set(
    Object.entries(r.metafile.outputs)
      .filter(([, o]: [string, any]) => Object.values(reactEsm).includes(o.entryPoint))
      .map(([file]) => resolve(file)),
  );
  assert.is(entryFiles.size, 7);
  for (const f of r.outputFiles)
    assert.is(f.text.startsWith('"use client";'), entryFiles.has(f.path), `${f.path}: "use client" only on an entry file`);
  assert.ok(r.outputFiles.length > entryFiles.size, 'there are shared chunks to check');
  const inputs = Object.keys(r.metafile.inputs);
  assert.not.ok(
    inputs.some((p) => /node_modules\/react(-dom)?\//.test(p)),
    'React itself is never bundled',
  );
  const widgets = inputs.filter((p) => /^src\/(ui|consumer|b2b|idp)\//.test(p));
  // Widget code comes in through the UI-client entries, and Preact with it.
  assert.ok(widgets.length, 'the /ui entries bundle the widgets');
  assert.ok(
    inputs.some((p) => p.includes('node_modules/preact/')),
    'widget code runs on the bundled Preact',
  );
});

// One build for featherlogin and featherlogin/react: a page that takes Products (or any module's
// value) from one entry and draws it in the other's widget uses one Preact, one module of each.
test('dist/esm: the package and the React adapter share one copy of each module (one Preact)', async () => {
  const r = await built();
  for (const input of [
    'node_modules/preact/dist/preact.mjs',
    'node_modules/@preact/signals/dist/signals.mjs',
    'src/ui/mount.tsx',
    'src/consumer/products.ts',
  ])
    assert.is(holders(r, input).length, 1, `${input} is in one file: ${holders(r, input)}`);
  const productImports = (entry: string) =>
    (Object.values(r.metafile.outputs) as any[]).find((o) => o.entryPoint === entry).imports.filter((i: any) => i.path === './products.js');
  assert.ok(productImports('src/entries/index.ts').length && productImports('src/entries/react-all.ts').length, 'both read ./products.js');
  // A page without React: no file an entry other than the adapter's loads imports react.
  const outputs = r.metafile.outputs as Record<string, any>;
  const reach = (file: string, seen = new Set<string>()): Set<string> => {
    if (!seen.has(file)) {
      seen.add(file);
      for (const i of outputs[file].imports) if (!i.external) reach(i.path, seen);
    }
    return seen;
  };
  for (const [file, o] of Object.entries(outputs)) {
    if (!/^src\/entries\/(?!react)/.test(o.entryPoint ?? '')) continue;
    const withReact = [...reach(file)].filter((f) => outputs[f].imports.some((i: any) => i.external && /^react/.test(i.path)));
    assert.equal(withReact, [], `${o.entryPoint} loads no React`);
  }
});

test('dist/cjs: a file per entry, the shared modules in chunks (one Preact), CommonJS throughout; only the React adapter\'s entries say "use client"', async () => {
  const { buildCjs, cjsEntries, reactEsm } = await import(buildScript);
  const r = await buildCjs({ outdir: '.test-out/react-build-cjs', write: false });
  const outputs = r.metafile.outputs as Record<string, any>;
  for (const name of Object.keys(cjsEntries))
    assert.ok(
      r.outputFiles.some((f: any) => f.path.endsWith(`/react-build-cjs/${name}.cjs`)),
      `dist/cjs/${name}.cjs is built`,
    );
  assert.ok(r.outputFiles.length > Object.keys(cjsEntries).length, 'there are shared chunks');
  for (const input of ['node_modules/preact/dist/preact.mjs', 'src/ui/mount.tsx', 'src/consumer/products.ts'])
    assert.is(holders(r, input).length, 1, `${input} is in one file: ${holders(r, input)}`);
  const reactEntries = new Set(Object.values(reactEsm));
  for (const f of r.outputFiles) {
    const o = outputs[Object.keys(outputs).find((k) => resolve(k) === f.path)!];
    assert.is(f.text.startsWith('"use client";'), reactEntries.has(o.entryPoint), `${f.path}: "use client" only on a React entry`);
    // CommonJS: strict code as the modules were, no import or export statement or import() left, and
    // the files it requires are .cjs files.
    const body = f.text.replace(/^"use client";\s*/, '');
    assert.ok(body.startsWith('"use strict";'), `${f.path}: "use strict"`);
    assert.not.ok(/(^|[;}])\s*(import|export)\s*[{*"\w]/.test(body), `${f.path}: no ESM statement`);
    assert.not.ok(/\bimport\s*\(/.test(body), `${f.path}: no import()`);
    for (const [, path] of f.text.matchAll(/require\("(\.[^"]+)"\)/g)) assert.ok(path.endsWith('.cjs'), `${f.path} requires ${path}`);
  }
});

test.run();
