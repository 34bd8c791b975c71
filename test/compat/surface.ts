// The public surface of an entry point as the TypeScript compiler sees it: every exported name and
// whether it is a value, a type, or both. Used by exports.test.ts over the official packages' .d.ts
// and featherlogin's entries.
import ts from 'typescript';

export type Kind = 'value' | 'type' | 'both';
export type Surface = Map<string, Kind>;

export interface Entry {
  official: string;
  ours: string;
  source: string;
}

/** featherlogin entry (package subpath) -> official 5.x entry, and our source file for it. */
export const ENTRIES: Entry[] = [
  { official: '@stytch/vanilla-js', ours: 'featherlogin', source: 'src/entries/index.ts' },
  { official: '@stytch/vanilla-js/headless', ours: 'featherlogin/headless', source: 'src/entries/headless.ts' },
  { official: '@stytch/vanilla-js/b2b', ours: 'featherlogin/b2b', source: 'src/entries/b2b.ts' },
  { official: '@stytch/vanilla-js/b2b/headless', ours: 'featherlogin/b2b/headless', source: 'src/entries/b2b-headless.ts' },
  { official: '@stytch/react', ours: 'featherlogin/react', source: 'src/entries/react-all.ts' },
  { official: '@stytch/react/headless', ours: 'featherlogin/react/headless', source: 'src/entries/react-headless.ts' },
  { official: '@stytch/react/ui', ours: 'featherlogin/react/ui', source: 'src/entries/react-ui.ts' },
  { official: '@stytch/react/b2b', ours: 'featherlogin/react/b2b', source: 'src/entries/react-b2b-all.ts' },
  { official: '@stytch/react/b2b/headless', ours: 'featherlogin/react/b2b/headless', source: 'src/entries/react-b2b-headless.ts' },
  { official: '@stytch/react/b2b/ui', ours: 'featherlogin/react/b2b/ui', source: 'src/entries/react-b2b-ui.ts' },
];

/**
 * The same for the current official line, @stytch/vanilla-js 6.3 and @stytch/react 20.1 (installed
 * as the npm aliases @stytch/vanilla-js-6 and @stytch/react-20): every entry but b2b/adminPortal
 * (ENTRIES_ADMIN, measured apart). 20.x has no /ui entries; its /compat is the vanilla one's.
 */
export const ENTRIES6: Entry[] = [
  { official: '@stytch/vanilla-js-6', ours: 'featherlogin', source: 'src/entries/index.ts' },
  { official: '@stytch/vanilla-js-6/headless', ours: 'featherlogin/headless', source: 'src/entries/headless.ts' },
  { official: '@stytch/vanilla-js-6/b2b', ours: 'featherlogin/b2b', source: 'src/entries/b2b.ts' },
  { official: '@stytch/vanilla-js-6/b2b/headless', ours: 'featherlogin/b2b/headless', source: 'src/entries/b2b-headless.ts' },
  { official: '@stytch/vanilla-js-6/compat', ours: 'featherlogin/compat', source: 'src/entries/compat.ts' },
  { official: '@stytch/react-20', ours: 'featherlogin/react', source: 'src/entries/react-all.ts' },
  { official: '@stytch/react-20/headless', ours: 'featherlogin/react/headless', source: 'src/entries/react-headless.ts' },
  { official: '@stytch/react-20/b2b', ours: 'featherlogin/react/b2b', source: 'src/entries/react-b2b-all.ts' },
  { official: '@stytch/react-20/b2b/headless', ours: 'featherlogin/react/b2b/headless', source: 'src/entries/react-b2b-headless.ts' },
  { official: '@stytch/react-20/compat', ours: 'featherlogin/react/compat', source: 'src/entries/compat.ts' },
];

/** The Admin Portal entries of the 6.x line (issue 26). */
export const ENTRIES_ADMIN: Entry[] = [
  { official: '@stytch/vanilla-js-6/b2b/adminPortal', ours: 'featherlogin/b2b/adminPortal', source: 'src/entries/b2b-admin-portal.ts' },
  {
    official: '@stytch/react-20/b2b/adminPortal',
    ours: 'featherlogin/react/b2b/adminPortal',
    source: 'src/entries/react-b2b-admin-portal.ts',
  },
];

/**
 * What a name exports, through every alias hop: a local name may merge an import with a declaration
 * (`import * as P from './p'; type P = ...; export { P }` is a value and a type).
 */
const kindOf = (checker: ts.TypeChecker, s: ts.Symbol): Kind => {
  let flags = 0;
  for (let t: ts.Symbol | undefined = s; t; t = t.flags & ts.SymbolFlags.Alias ? checker.getImmediateAliasedSymbol(t) : undefined)
    flags |= t.flags;
  const value = !!(flags & ts.SymbolFlags.Value);
  const type = !!(flags & (ts.SymbolFlags.Type | ts.SymbolFlags.Class | ts.SymbolFlags.Enum));
  return value && type ? 'both' : value ? 'value' : 'type';
};

/**
 * The surfaces of `specifiers` (module names or file paths), resolved from `root` as a bundler
 * would (package.json "exports", "types" conditions).
 */
export function surfaces(specifiers: string[], root = process.cwd()): Map<string, Surface | null> {
  const probe = `${root}/__surface_probe__.ts`;
  const text = specifiers.map((s, i) => `import * as m${i} from ${JSON.stringify(s)};`).join('\n');
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2020,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (f, ...a) => (f === probe ? ts.createSourceFile(f, text, ts.ScriptTarget.ES2020) : getSourceFile(f, ...a));
  const fileExists = host.fileExists;
  host.fileExists = (f) => f === probe || fileExists(f);
  const program = ts.createProgram([probe], options, host);
  const checker = program.getTypeChecker();
  const out = new Map<string, Surface | null>();
  program.getSourceFile(probe)!.statements.forEach((st, i) => {
    const sym = checker.getSymbolAtLocation((st as ts.ImportDeclaration).moduleSpecifier);
    if (!sym) return out.set(specifiers[i], null);
    out.set(specifiers[i], new Map(checker.getExportsOfModule(sym).map((s) => [s.name, kindOf(checker, s)])));
  });
  return out;
}
