// Every public method of the official headless clients, read from each oracle package's own type
// declarations with the TypeScript compiler (test-only oracles: @stytch/vanilla-js 5.x, and the 6.x
// line under the npm alias @stytch/vanilla-js-6): the instance type of the exported StytchHeadlessClient
// / StytchB2BHeadlessClient (a class in 5.x; in 6.x a constant typed as the StytchClient class), walked
// property by property. A property whose type has call signatures is a method ('magicLinks.email.loginOrCreate');
// an object type is a namespace and is walked further; private and protected members are skipped (the
// vendor's implementation, not its API).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';

const require = createRequire(import.meta.url);

/** The official packages the wire suite compares with: the 5.x line and the current 6.x line. */
export const ORACLES = {
  v5: { pkg: '@stytch/vanilla-js', types: 'dist' },
  v6: { pkg: '@stytch/vanilla-js-6', types: 'dist/types' },
} as const;
export type Oracle = keyof typeof ORACLES;
export type Vertical = 'consumer' | 'b2b';

/** The oracle's package folder (6.x's `exports` does not list its package.json: found above its main file). */
function root(o: Oracle): string {
  let dir = dirname(require.resolve(ORACLES[o].pkg));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}
/** The oracle's installed version ('6.3.0'). */
export const oracleVersion = (o: Oracle): string => JSON.parse(readFileSync(join(root(o), 'package.json'), 'utf8')).version;
/** The oracle's headless client class of that vertical (run-time value). */
export const officialClient = (o: Oracle, vertical: Vertical) =>
  vertical === 'b2b'
    ? require(`${ORACLES[o].pkg}/b2b/headless`).StytchB2BHeadlessClient
    : require(`${ORACLES[o].pkg}/headless`).StytchHeadlessClient;

const ENTRY = {
  consumer: { file: 'index.headless.d.ts', name: 'StytchHeadlessClient' },
  b2b: { file: 'b2b/index.headless.d.ts', name: 'StytchB2BHeadlessClient' },
} as const;

const hidden = ts.ModifierFlags.Private | ts.ModifierFlags.Protected;

/** Dotted paths of every public method of the official client of that vertical, sorted. */
export function officialMethods(vertical: Vertical, oracle: Oracle = 'v5'): string[] {
  const file = join(root(oracle), ORACLES[oracle].types, ENTRY[vertical].file);
  const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!);
  let sym = exported.find((s) => s.getName() === ENTRY[vertical].name);
  if (!sym) throw new Error(`${ENTRY[vertical].name} not exported by ${file}`);
  if (sym.flags & ts.SymbolFlags.Alias) sym = checker.getAliasedSymbol(sym);
  const ctor = checker.getTypeOfSymbolAtLocation(sym, sym.valueDeclaration!).getConstructSignatures()[0];
  if (!ctor) throw new Error(`${ENTRY[vertical].name} in ${file} is not constructible`);
  const out: string[] = [];
  const walk = (type: ts.Type, prefix: string, depth: number) => {
    for (const prop of checker.getPropertiesOfType(type)) {
      const decl = prop.valueDeclaration ?? prop.declarations?.[0];
      if (!decl || ts.getCombinedModifierFlags(decl as ts.Declaration) & hidden || prop.getName().startsWith('#')) continue;
      const name = prefix + prop.getName();
      const t = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, decl));
      if (t.getCallSignatures().length) out.push(name);
      else if (t.flags & ts.TypeFlags.Object && depth < 4) walk(t, `${name}.`, depth + 1);
    }
  };
  walk(ctor.getReturnType(), '', 0);
  return out.sort();
}
