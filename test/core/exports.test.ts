// The headless clients' package entry points: package.json "exports" `featherlogin/headless` and
// `featherlogin/b2b/headless` name the files build.mjs writes (dist/esm/<entry>.js) and the
// declarations tsconfig.build.json emits (dist/types/<path under src>.d.ts), and each entry exports
// its client. Checked statically against the build tables, so the unit stage needs no build.
import '../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as b2bHeadless from '../../src/entries/b2b-headless';
import * as headless from '../../src/entries/headless';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** [package subpath, entry source, the class it must export, the module itself] */
const ENTRIES: [string, string, string, Record<string, unknown>][] = [
  ['./headless', 'src/entries/headless.ts', 'StytchHeadlessClient', headless],
  ['./b2b/headless', 'src/entries/b2b-headless.ts', 'StytchB2BHeadlessClient', b2bHeadless],
];

test('exports: featherlogin/headless and featherlogin/b2b/headless resolve to the built ESM file and its .d.ts', async () => {
  const pkg = json('package.json');
  const build = await import(pathToFileURL(resolve('build.mjs')).href);
  const buildSource = readFileSync('build.mjs', 'utf8');
  assert.ok(/entryPoints: esmEntries,\s*outdir: 'dist\/esm'/.test(buildSource), "build.mjs writes the esm table's entries to dist/esm");
  for (const [k, v] of Object.entries(build.esm)) assert.is(build.esmEntries[k], v, `the ESM build's entries include ${k}`);
  for (const [k, v] of Object.entries(build.esm)) assert.is(build.cjsEntries[k], v, `the CommonJS build's entries include ${k}`);
  assert.ok(
    /entryPoints: cjsEntries,[\s\S]*?outdir: 'dist\/cjs',[\s\S]*?outExtension: \{ '\.js': '\.cjs' \}/.test(buildSource),
    'build.mjs writes the same entries as CommonJS to dist/cjs',
  );
  const tsBuild = json('tsconfig.build.json').compilerOptions;
  const { include, exclude } = json('tsconfig.build.json');
  assert.is(pkg.name, 'featherlogin');
  for (const [subpath, source, className, mod] of ENTRIES) {
    const target = pkg.exports[subpath];
    assert.ok(target, `package.json exports ${subpath}`);
    assert.is(Object.keys(target)[0], 'types', `${subpath}: "types" comes first (TypeScript takes the first matching condition)`);
    const name = Object.keys(build.esm).find((k) => build.esm[k] === source);
    assert.ok(name, `build.mjs esm table builds ${source}`);
    assert.is(target.import, `./dist/esm/${name}.js`, `${subpath}: import`);
    // CommonJS (require in Node and CommonJS test runners): build.mjs buildCjs writes dist/cjs/<entry>.cjs.
    assert.is(target.require, `./dist/cjs/${name}.cjs`, `${subpath}: require`);
    const dts = source.replace(/^src\//, `${tsBuild.outDir}/`).replace(/\.ts$/, '.d.ts');
    assert.is(tsBuild.rootDir, 'src');
    assert.is(target.types, `./${dts}`, `${subpath}: types`);
    assert.ok(
      include.some((dir: string) => source.startsWith(`${dir}/`)) && !exclude.includes(source),
      `${source} is in tsconfig.build.json`,
    );
    assert.type(mod[className], 'function', `${source} exports ${className}`);
  }
});

test.run();
