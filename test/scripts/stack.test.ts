// The stack the design card names is what ships: every CDN widget bundle and single file bundles
// preact/compat (as `react`), @preact/signals and goober, read from esbuild's metafile (inputs that
// put bytes in the output), and no file under src/ defines a signal primitive or a CSS template tag
// of its own in their place.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as esbuild from 'esbuild';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const build = () => import(pathToFileURL(resolve('build.mjs')).href);

const STACK = {
  'preact/compat': /node_modules\/preact\/compat\//,
  '@preact/signals': /node_modules\/@preact\/signals\//,
  '@preact/signals-core': /node_modules\/@preact\/signals-core\//,
  goober: /node_modules\/goober\//,
};

/** The stack's packages missing from a build's output (by the inputs that put bytes in it). */
export function missingFromOutput(inputs: Record<string, { bytesInOutput: number }>): string[] {
  const files = Object.entries(inputs)
    .filter(([, i]) => i.bytesInOutput > 0)
    .map(([f]) => f);
  return Object.entries(STACK)
    .filter(([, re]) => !files.some((f) => re.test(f)))
    .map(([name]) => name);
}

async function inputsOf(options: esbuild.BuildOptions, entry: string, outfile: string) {
  const { metafile } = await esbuild.build({ ...options, entryPoints: [entry], outfile, write: false, metafile: true });
  return Object.values(metafile.outputs).find((o) => o.entryPoint)!.inputs;
}

test('the check fires on a build without the stack', () => {
  assert.equal(missingFromOutput({ 'node_modules/preact/dist/preact.mjs': { bytesInOutput: 9000 } }), Object.keys(STACK));
  assert.equal(
    missingFromOutput({ 'node_modules/preact/compat/dist/compat.mjs': { bytesInOutput: 0 } }).includes('preact/compat'),
    true,
    'an input that puts no byte in the output does not count',
  );
});

test('CDN widget bundles and single files bundle preact/compat, @preact/signals and goober', async () => {
  const b = await build();
  const widgets = ['dist/featherlogin.js', 'dist/featherlogin.b2b.js'];
  for (const out of widgets) {
    const [entry] = b.iife.find(([, o]: string[]) => o === out);
    assert.equal(missingFromOutput(await inputsOf(b.bundleOptions(out), entry, out)), [], out);
  }
  for (const [entry, out] of b.singleFile) assert.equal(missingFromOutput(await inputsOf(b.singleOptions, entry, out)), [], out);
});

test("the signals packages come from their modern builds (the `import` condition, not `browser`'s ES5 ones: build.mjs common)", async () => {
  const b = await build();
  for (const [entry, out] of [...b.iife.filter(([, o]: string[]) => /featherlogin(\.b2b)?\.js$/.test(o)), ...b.singleFile]) {
    const options = out.includes('.all.') ? b.singleOptions : b.bundleOptions(out);
    const files = Object.entries(await inputsOf(options, entry, out))
      .filter(([, i]) => i.bytesInOutput > 0)
      .map(([f]) => f);
    for (const modern of ['@preact/signals/dist/signals.mjs', '@preact/signals-core/dist/signals-core.mjs'])
      assert.ok(files.includes(`node_modules/${modern}`), `${out}: ${modern}`);
  }
});

/**
 * Files that define their own signal primitive or CSS template tag: a file exporting `signal` /
 * `computed` / `effect` without importing them from @preact/signals, or `css` / `keyframes` without
 * importing goober (a thin wrapper over the library passes).
 */
export function homeMadeStack(files: Record<string, string>): string[] {
  const own = [
    [/export (function|const) (signal|computed|effect)\b/, /from '@preact\/signals(-core)?'/],
    [/export (function|const) (css|keyframes)\b/, /from 'goober'/],
  ];
  return Object.entries(files)
    .filter(([, text]) => own.some(([defines, library]) => defines.test(text) && !library.test(text)))
    .map(([f]) => f);
}

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : /\.tsx?$/.test(n) ? [join(dir, n)] : []));

test('no file under src/ defines its own signal primitive or CSS template tag (and the check fires on one)', () => {
  assert.equal(homeMadeStack({ 'bad/signal.ts': 'export function signal<T>(value: T) {}' }), ['bad/signal.ts']);
  assert.equal(homeMadeStack({ 'bad/css.ts': 'export const css = (s: TemplateStringsArray) => s[0];' }), ['bad/css.ts']);
  assert.equal(homeMadeStack({ 'ok/css.ts': "import { css as g } from 'goober';\nexport const css = g.bind({});" }), []);
  assert.equal(homeMadeStack(Object.fromEntries(walk('src').map((f) => [f, readFileSync(f, 'utf8')]))), []);
});

test.run();
