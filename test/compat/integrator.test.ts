// Integrator code written from the vendor's public docs, for each official line: integrator/ for
// 5.x (every widget mount with callbacks, headless flows of both verticals, getSync / onChange /
// getTokens, the React provider, hooks and components, type-only imports) and integrator6/ for 6.x
// (createStytchClient, product objects, the elements the page defines, standalone mounts, themes,
// the compat entry, React 20). Each is compiled twice with the TypeScript compiler API: against the
// official packages of its line, and against featherlogin's published declarations resolved through
// its package.json "exports" (node_modules/featherlogin -> this package, dist/types from the real
// declaration build). All four must have 0 errors.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const sources = (dir: string) =>
  readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));

/** One line's integrator code: its folder, and its official specifiers as installed here. */
const LINES = [
  { label: '', dir: resolve('test/compat/integrator'), official: (s: string) => s, min: 7 },
  {
    label: ' (6.x)',
    dir: resolve('test/compat/integrator6'),
    // The 6.3 / 20.1 packages are installed as npm aliases beside 5.x.
    official: (s: string) =>
      s.replace(/^@stytch\/vanilla-js(?=\/|$)/, '@stytch/vanilla-js-6').replace(/^@stytch\/react(?=\/|$)/, '@stytch/react-20'),
    min: 4,
  },
];

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
};

/** An official specifier as featherlogin's: @stytch/vanilla-js[/x] -> featherlogin[/x], @stytch/react[/x] -> featherlogin/react[/x]. */
export const toOurs = (s: string) => s.replace(/^@stytch\/vanilla-js/, 'featherlogin').replace(/^@stytch\/react/, 'featherlogin/react');

function compile(dir: string, mapSpecifier: (s: string) => string, resolveFrom: string): readonly ts.Diagnostic[] {
  const files = sources(dir);
  const host = ts.createCompilerHost(options);
  host.resolveModuleNameLiterals = (literals, containingFile, _ref, opts) =>
    literals.map((lit) => {
      const spec = lit.text;
      const fromIntegrator = containingFile.startsWith(dir);
      const name = fromIntegrator ? mapSpecifier(spec) : spec;
      // Integrator imports resolve from the app's folder (its node_modules); everything else as usual.
      const from = fromIntegrator ? join(resolveFrom, 'app.ts') : containingFile;
      return ts.resolveModuleName(name, from, opts, host);
    });
  const program = ts.createProgram(files, options, host);
  return ts.getPreEmitDiagnostics(program);
}

const show = (ds: readonly ts.Diagnostic[]) =>
  ds
    .slice(0, 30)
    .map((d) => {
      const where = d.file
        ? `${d.file.fileName.replace(`${process.cwd()}/`, '')}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
        : '';
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    })
    .join('\n');

for (const line of LINES) {
  let errors = 0;

  test(`integrator code${line.label} compiles against the official packages`, () => {
    assert.ok(sources(line.dir).length >= line.min, 'integrator files');
    const ds = compile(line.dir, line.official, process.cwd());
    errors += ds.length;
    assert.is(ds.length, 0, show(ds));
  });

  test(`integrator code${line.label} compiles against featherlogin's published types (package exports)`, () => {
    assert.ok(existsSync('dist/types/entries/index.d.ts'), 'dist/types is built (node build.mjs)');
    const app = mkdtempSync(join(tmpdir(), 'integrator-'));
    try {
      mkdirSync(join(app, 'node_modules'));
      symlinkSync(process.cwd(), join(app, 'node_modules', 'featherlogin'), 'dir');
      // The app's own React types, as an app that uses featherlogin/react has them.
      for (const dep of ['@types', 'csstype']) symlinkSync(resolve('node_modules', dep), join(app, 'node_modules', dep), 'dir');
      const ds = compile(line.dir, toOurs, app);
      errors += ds.length;
      assert.is(ds.length, 0, show(ds));
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });

  test.after(() => console.log(`integrator code${line.label}: ${errors} errors`));
}

test.run();
