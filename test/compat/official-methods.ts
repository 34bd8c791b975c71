// Every public method of the official headless clients, read from the official package's own type
// declarations with the TypeScript compiler (the test-only oracle): the declared instance type of
// StytchHeadlessClient / StytchB2BHeadlessClient, walked property by property. A property whose type
// has call signatures is a method ('magicLinks.email.loginOrCreate'); an object type is a namespace and
// is walked further; private and protected members are skipped (the vendor's implementation, not its API).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const pkg = dirname(require.resolve('@stytch/vanilla-js/package.json'));

export const OFFICIAL_TYPES = {
  consumer: { file: join(pkg, 'dist/index.headless.d.ts'), className: 'StytchHeadlessClient' },
  b2b: { file: join(pkg, 'dist/b2b/index.headless.d.ts'), className: 'StytchB2BHeadlessClient' },
} as const;

const hidden = ts.ModifierFlags.Private | ts.ModifierFlags.Protected;

/** Dotted paths of every public method of the official client of that vertical, sorted. */
export function officialMethods(vertical: keyof typeof OFFICIAL_TYPES): string[] {
  const { file, className } = OFFICIAL_TYPES[vertical];
  const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  let cls: ts.ClassDeclaration | undefined;
  source.forEachChild((n) => {
    if (ts.isClassDeclaration(n) && n.name?.text === className) cls = n;
  });
  if (!cls) throw new Error(`${className} not found in ${file}`);
  const instance = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(cls.name!)!);
  const out: string[] = [];
  const walk = (type: ts.Type, prefix: string, depth: number) => {
    for (const prop of checker.getPropertiesOfType(type)) {
      const decl = prop.valueDeclaration ?? prop.declarations?.[0];
      if (!decl || ts.getCombinedModifierFlags(decl as ts.Declaration) & hidden) continue;
      const name = prefix + prop.getName();
      const t = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(prop, decl));
      if (t.getCallSignatures().length) out.push(name);
      else if (t.flags & ts.TypeFlags.Object && depth < 4) walk(t, `${name}.`, depth + 1);
    }
  };
  walk(instance, '', 0);
  return out.sort();
}
