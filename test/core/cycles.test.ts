// No runtime import cycle in src/: a module never reaches itself through the imports that run:
// static imports and re-exports that survive bundling, and dynamic import() (a lazy chunk whose
// code calls back into the module that loads it is a cycle too). `import type` and all-type
// specifier lists are not edges. Read with the TypeScript parser. A failure prints each cycle's files.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const SRC = resolve(process.cwd(), 'src');

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(n) && !n.endsWith('.d.ts') ? [p] : [];
  });

/** The relative specifiers a module imports or re-exports at run time. */
export function runtimeImports(name: string, text: string): string[] {
  const src = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  for (const s of src.statements) {
    if (ts.isImportDeclaration(s)) {
      const c = s.importClause;
      const typeOnly =
        !!c &&
        (c.isTypeOnly ||
          (!c.name &&
            !!c.namedBindings &&
            ts.isNamedImports(c.namedBindings) &&
            c.namedBindings.elements.length > 0 &&
            c.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) out.push((s.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(s) && s.moduleSpecifier && !s.isTypeOnly) {
      const all =
        s.exportClause &&
        ts.isNamedExports(s.exportClause) &&
        s.exportClause.elements.length > 0 &&
        s.exportClause.elements.every((e) => e.isTypeOnly);
      if (!all) out.push((s.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  const dynamic = (n: ts.Node) => {
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword && n.arguments[0] && ts.isStringLiteral(n.arguments[0]))
      out.push(n.arguments[0].text);
    ts.forEachChild(n, dynamic);
  };
  dynamic(src);
  return out.filter((x) => x.startsWith('.'));
}

const resolveSpec = (from: string, spec: string) => {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (p) => existsSync(p) && statSync(p).isFile(),
  );
};

/** Every cycle's files (one per strongly connected component of more than one module, or a self-import). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

test('the scanner: value imports, re-exports and import() are edges; type-only imports are not', () => {
  const text = [
    "import { a } from './a';",
    "import type { B } from './b';",
    "import { type C } from './c';",
    "import { type D, d } from './d';",
    "export { e } from './e';",
    "export type { F } from './f';",
    "import './g';",
    "const h = () => import('./h');",
    "import x from 'package';",
  ].join('\n');
  assert.equal(runtimeImports('m.ts', text), ['./a', './d', './e', './g', './h']);
});

test('positive control: a cycle of three modules and a self-import are found; a chain is not', () => {
  const g = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a', 'd']],
    ['d', []],
    ['e', ['e']],
    ['f', ['d']],
  ]);
  assert.equal(cycles(g).sort(), [['a', 'b', 'c'], ['e']]);
});

test('no runtime import cycle in src/', () => {
  const graph = new Map<string, string[]>();
  for (const f of files(SRC)) {
    const deps = runtimeImports(f, readFileSync(f, 'utf8'))
      .map((s) => resolveSpec(f, s))
      .filter((p): p is string => !!p);
    graph.set(f, deps);
  }
  const found = cycles(graph).map((c) => c.map((f) => relative(process.cwd(), f)).join(' <-> '));
  console.log(
    `  import graph: ${graph.size} modules, ${[...graph.values()].reduce((n, d) => n + d.length, 0)} runtime edges, ${found.length} cycles`,
  );
  for (const c of found) console.log(`  cycle: ${c}`);
  assert.equal(found, []);
});

test.run();
