// Chunking declared once: each widget's manifest (src/<widget>/manifest.ts) is what build.mjs
// builds (lazyChunks), what its loaders (lazy.ts) load, and what size-limit.json budgets: one row
// per chunk file, plus journey rows (up front; through MFA; through reset) over existing files.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { manifest as b2b } from '../../src/b2b/manifest';
import { cdnAlso, manifest as consumer } from '../../src/consumer/manifest';
import { manifest as admin } from '../../src/admin/manifest';
import { manifest as profile } from '../../src/profile/manifest';

const rows: { name: string; path: string | string[] }[] = JSON.parse(readFileSync('size-limit.json', 'utf8'));
const WIDGETS = { consumer, b2b };

/** `__CDN__ ? c.<name>.file : () => import('<path>')` sites of a loaders module: [name, resolved path]. */
function loaders(file: string): [string, string][] {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: [string, string][] = [];
  const walk = (n: ts.Node) => {
    if (ts.isConditionalExpression(n) && ts.isPropertyAccessExpression(n.whenTrue) && n.whenTrue.name.text === 'file') {
      const owner = n.whenTrue.expression;
      const name = ts.isPropertyAccessExpression(owner) ? owner.name.text : '?';
      let spec = '';
      const find = (m: ts.Node) => {
        if (ts.isCallExpression(m) && m.expression.kind === ts.SyntaxKind.ImportKeyword) spec = (m.arguments[0] as ts.StringLiteral).text;
        ts.forEachChild(m, find);
      };
      find(n.whenFalse);
      out.push([name, resolve(dirname(file), spec)]);
    }
    ts.forEachChild(n, walk);
  };
  walk(src);
  return out;
}

test('each manifest chunk has its entry (src/<widget>/chunks/<name>.ts unless named) and a size-limit row for its file', () => {
  for (const [widget, m] of Object.entries(WIDGETS))
    for (const [name, c] of Object.entries<{ file: string; entry?: string }>(m.chunks)) {
      const also: readonly string[] = widget === 'consumer' ? ((cdnAlso as Record<string, string[]>)[name] ?? []) : [];
      for (const entry of [c.entry ?? join('src', widget, 'chunks', `${name}.ts`), ...also])
        assert.ok(existsSync(entry), `${widget} ${name}: entry ${entry}`);
      assert.ok(
        rows.some((r) => r.path === `dist/${c.file}`),
        `${widget} ${name}: a size-limit row for dist/${c.file}`,
      );
    }
});

test("the loaders (lazy.ts) import() each chunk's entry by the manifest's name (its `entry` where it names one)", () => {
  for (const widget of Object.keys(WIDGETS)) {
    const found = loaders(join('src', widget, 'lazy.ts'));
    const chunks = Object.fromEntries(Object.entries<{ file: string; entry?: string }>(WIDGETS[widget as keyof typeof WIDGETS].chunks));
    for (const [name, path] of found) {
      const entry = chunks[name]?.entry;
      assert.is(path, entry ? resolve(entry.replace(/\.ts$/, '')) : resolve('src', widget, 'chunks', name), `${widget} ${name}`);
    }
    assert.ok(found.length >= 3, `${widget}: ${found.map(([n]) => n)}`);
  }
});

test("the consumer's product objects (products.ts) import() the entries their CDN file also holds (`cdnAlso`) or a chunk's own", () => {
  const code = readFileSync('src/consumer/products.ts', 'utf8');
  const imported = [...code.matchAll(/import\('(\.\/chunks\/\w+)'\)/g)].map((m) => `src/consumer/${m[1].slice(2)}.ts`);
  const known = [...Object.values(cdnAlso).flat(), ...Object.keys(consumer.chunks).map((n) => `src/consumer/chunks/${n}.ts`)];
  assert.equal(
    imported.filter((f) => !known.includes(f)),
    [],
  );
  for (const f of Object.values(cdnAlso).flat()) assert.ok(imported.includes(f), `a product imports ${f}`);
});

test("build.mjs builds exactly the manifests' chunks, plus the client's sign-in namespaces, requests and request engine where they are a file of their own (apiChunks, membersChunks, coreChunks), each with a size-limit row", async () => {
  const b = await import(pathToFileURL(resolve('build.mjs')).href);
  const own = (out: string) => [
    ...(b.apiChunks[out] ? [b.apiChunks[out][1]] : []),
    ...(b.membersChunks[out] ? [b.membersChunks[out]] : []),
    ...(b.coreChunks[out] ? [b.coreChunks[out][0]] : []),
  ];
  // Each widget bundle builds its profile widget's sections too (src/profile/manifest.ts).
  const files = (m: { chunks: Record<string, { file: string }> }, sections: { chunks: Record<string, { file: string }> }, out: string) =>
    [...new Set([...[...Object.values(m.chunks), ...Object.values(sections.chunks)].map((c) => c.file), ...own(out)])].sort();
  const table = await b.lazyChunks();
  assert.equal(Object.keys(table['dist/featherlogin.js'].chunks).sort(), files(consumer, profile.user, 'dist/featherlogin.js'));
  assert.equal(Object.keys(table['dist/featherlogin.b2b.js'].chunks).sort(), files(b2b, profile.member, 'dist/featherlogin.b2b.js'));
  for (const file of [
    ...Object.values<[string, string]>(b.apiChunks).map((c) => c[1]),
    ...Object.values<string>(b.membersChunks),
    ...Object.values<string[]>(b.coreChunks).map((c) => c[0]),
  ])
    assert.ok(
      rows.some((r) => r.path === `dist/${file}`),
      `a size-limit row for dist/${file}`,
    );
});

test("each single file leaves the account pages (its widget's profile chunk entry) and the identity provider in files beside it, each with a size-limit row", async () => {
  const b = await import(pathToFileURL(resolve('build.mjs')).href);
  const profileOf: Record<string, string | undefined> = {
    'dist/featherlogin.all.js': consumer.chunks.profile.entry,
    'dist/featherlogin.b2b.all.js': b2b.chunks.profile.entry,
  };
  assert.equal(Object.keys(b.singleChunks).sort(), Object.keys(profileOf).sort());
  for (const [out, { beside }] of Object.entries<{ beside: Record<string, [string, string]> }>(b.singleChunks)) {
    assert.equal(Object.keys(beside).sort(), ['__IDP__', '__PROFILE__'], out);
    assert.is(beside.__PROFILE__[1], profileOf[out], out);
    for (const [file] of Object.values(beside))
      assert.ok(
        rows.some((r) => r.path === `dist/${file}`),
        `a size-limit row for dist/${file}`,
      );
  }
});

test("the Admin Portal's sections: each manifest chunk has its entry, its loader in sections.ts (import() of that entry) and a size-limit row; build.mjs builds exactly them", async () => {
  const found = Object.fromEntries(loaders(join('src', 'admin', 'sections.ts')));
  for (const [name, c] of Object.entries<{ file: string }>(admin.chunks)) {
    assert.ok(existsSync(join('src', 'admin', 'chunks', `${name}.ts`)), `admin ${name}: entry`);
    assert.is(found[name], resolve('src', 'admin', 'chunks', name), `admin ${name}: loader`);
    assert.ok(
      rows.some((r) => r.path === `dist/${c.file}`),
      `admin ${name}: a size-limit row for dist/${c.file}`,
    );
  }
  const b = await import(pathToFileURL(resolve('build.mjs')).href);
  const table = await b.lazyChunks();
  assert.equal(
    Object.keys(table['dist/featherlogin.b2b.adminPortal.js'].chunks).sort(),
    Object.values(admin.chunks)
      .map((c) => c.file)
      .sort(),
  );
});

test("the profile widgets' sections: each manifest chunk has its entry, its loader (import() of that entry) and a size-limit row, and follows the shell (the widget manifest's profile chunk)", () => {
  for (const [part, widget, file] of [
    ['user', consumer, 'user-sections.ts'],
    ['member', b2b, 'member-sections.ts'],
  ] as const) {
    const found = Object.fromEntries(loaders(join('src', 'profile', file)));
    const chunks = Object.entries<{ file: string; entry: string; after: string }>(profile[part].chunks);
    assert.equal(Object.keys(found).sort(), chunks.map(([name]) => name).sort(), `${part}: a loader per section`);
    for (const [name, c] of chunks) {
      assert.ok(existsSync(c.entry), `${part} ${name}: entry`);
      assert.is(found[name], resolve(c.entry.replace(/\.tsx$/, '')), `${part} ${name}: loader`);
      assert.ok(c.after in widget.chunks, `${part} ${name}: after the shell`);
      assert.ok(
        rows.some((r) => r.path === `dist/${c.file}`),
        `${part} ${name}: a size-limit row for dist/${c.file}`,
      );
    }
  }
});

test('journey budgets: up front, through MFA and through reset, over files the manifests and builds name', () => {
  const journeys = rows.filter((r) => /journey/.test(r.name));
  for (const want of [/up front/, /through MFA/, /through password reset/])
    assert.ok(
      journeys.some((r) => want.test(r.name)),
      String(want),
    );
  const known = new Set([
    'featherlogin.js',
    'featherlogin.b2b.js',
    'featherlogin.api.js',
    'featherlogin.core.js',
    'featherlogin.b2b.core.js',
    ...Object.values(consumer.chunks).map((c) => c.file),
    ...Object.values(b2b.chunks).map((c) => c.file),
    ...Object.values(profile.user.chunks).map((c) => c.file),
    ...Object.values(profile.member.chunks).map((c) => c.file),
  ]);
  for (const r of journeys) for (const p of [r.path].flat()) assert.ok(known.has(p.replace(/^dist\//, '')), `${r.name}: ${p}`);
});

test.run();
