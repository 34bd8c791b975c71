// The dependency direction of ARCHITECTURE.md, read from the import statements of every source file
// under src/: wire <- core <- ui <- consumer / b2b / idp / profile / admin <- entries (consumer and b2b mount profile);
// react may import entries, core, ui, the widgets and the Admin Portal; the emulator only wire, Node and its own files; no browser code imports
// src/emulator. A failure lists each offending file:line with what it imports.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const SRC = resolve(process.cwd(), 'src');

/** Layer -> the src/ layers it may import from (its own always included). */
const ALLOWED: Record<string, string[]> = {
  wire: [],
  core: ['wire'],
  ui: ['wire', 'core'],
  // The UI clients mount the profile widgets (mountUserProfile, mountMemberProfile) from its lazy chunks.
  consumer: ['wire', 'core', 'ui', 'profile'],
  // ARCHITECTURE.md: the B2B client mounts the identity-provider widget with mountIdentityProvider.
  b2b: ['wire', 'core', 'ui', 'idp', 'profile'],
  idp: ['wire', 'core', 'ui'],
  profile: ['wire', 'core', 'ui'],
  // the B2B Admin Portal (ARCHITECTURE.md, Admin Portal): its mounts and its four sections (organization
  // settings, members, SSO, SCIM), beside the widgets; entries and react mount it.
  admin: ['wire', 'core', 'ui'],
  entries: ['wire', 'core', 'ui', 'consumer', 'b2b', 'idp', 'profile', 'admin', 'react'],
  react: ['wire', 'core', 'ui', 'consumer', 'b2b', 'idp', 'profile', 'admin', 'entries'],
  emulator: ['wire'],
  demo: [],
};

/** Bare (package) imports each layer may make; undefined = any. The headless core ships with no runtime dependency. */
const PACKAGES: Record<string, RegExp | undefined> = {
  wire: /^$/,
  core: /^$/,
};

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(tsx?|m?js)$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });

export interface Import {
  file: string;
  line: number;
  spec: string;
}

/** Static imports and re-exports (also `import type`), side-effect imports and dynamic import('...'). */
export function importsOf(file: string, text: string): Import[] {
  const found: Import[] = [];
  const patterns = [
    /^\s*(?:import|export)\b[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const at = m.index! + m[0].lastIndexOf(m[1]);
      found.push({ file, line: text.slice(0, at).split('\n').length, spec: m[1] });
    }
  }
  return found;
}

const layerOf = (abs: string) => relative(SRC, abs).split(/[\\/]/)[0];

/** Why importing `i.spec` from `i.file` breaks the layering, or null when it does not. */
export function verdict(i: Import): string | null {
  const from = layerOf(i.file);
  const allowed = ALLOWED[from];
  const where = `${relative(process.cwd(), i.file)}:${i.line}`;
  if (i.spec.startsWith('.')) {
    const to = layerOf(resolve(dirname(i.file), i.spec));
    if (!allowed) return `${where}: ${from} is not a known layer (imports ${i.spec})`;
    return to === from || allowed.includes(to) ? null : `${where}: ${from} imports ${to} (${i.spec})`;
  }
  if (i.spec.startsWith('node:')) return from === 'emulator' ? null : `${where}: ${from} (browser code) imports ${i.spec}`;
  const pkgs = PACKAGES[from];
  return pkgs && !pkgs.test(i.spec) ? `${where}: ${from} imports the package ${i.spec}` : null;
}

const allImports = () => files(SRC).flatMap((file) => importsOf(file, readFileSync(file, 'utf8')));

test('the import scanner finds every kind of import with its line', () => {
  const text = [
    "import { a } from './a';",
    'import type {',
    '  B,',
    "} from '../b';",
    "export * from './c';",
    "import './d';",
    "const e = () => import('./e');",
    "export const f = 'from';",
    "const g = 1; // not from './x'",
  ].join('\n');
  assert.equal(
    importsOf('f.ts', text)
      .map((i) => [i.spec, i.line])
      .sort(),
    [
      ['./a', 1],
      ['../b', 4],
      ['./c', 5],
      ['./d', 6],
      ['./e', 7],
    ].sort(),
  );
});

test('every layer under src/ is known', () => {
  const layers = readdirSync(SRC).filter((n) => statSync(join(SRC, n)).isDirectory());
  assert.equal(
    layers.filter((l) => !(l in ALLOWED)),
    [],
  );
});

test('the rules flag what ARCHITECTURE.md forbids and pass what it allows', () => {
  const at = (file: string, spec: string) => verdict({ file: join(SRC, file), line: 1, spec });
  for (const [file, spec] of [
    ['core/x.ts', '../ui/sheet'],
    ['core/b2b/x.ts', '../../consumer/flows'],
    ['wire/x.ts', '../core/api'],
    ['ui/x.ts', '../b2b/rules'],
    ['consumer/x.ts', '../emulator/server'],
    ['entries/x.ts', '../emulator/index'],
    ['emulator/x.ts', '../core/errors'],
    ['emulator/routes/x.ts', '../../ui/text'],
    ['consumer/x.ts', 'node:fs'],
    ['core/x.ts', 'preact'],
    ['admin/sso/x.ts', '../../b2b/rules'],
    ['ui/x.ts', '../admin/mount'],
  ])
    assert.ok(at(file, spec), `${file} -> ${spec} must be flagged`);
  for (const [file, spec] of [
    ['core/consumer/x.ts', '../../wire/routes'],
    ['ui/x.ts', '../core/errors'],
    ['b2b/x.ts', '../idp/IdentityProvider'],
    ['entries/cdn/x.ts', '../../consumer/StytchUIClient'],
    ['react/x.ts', '../entries/index'],
    ['emulator/routes/x.ts', '../../wire/routes'],
    ['emulator/x.ts', 'node:http'],
    ['ui/x.ts', 'preact'],
    ['admin/scim/x.ts', '../../ui/mount'],
    ['entries/x.ts', '../admin/mount'],
  ])
    assert.is(at(file, spec), null, `${file} -> ${spec} is allowed`);
});

test('imports follow the layer direction of ARCHITECTURE.md (no browser code imports src/emulator)', () => {
  const all = allImports();
  assert.ok(all.length > 200, `scanned ${all.length} imports`);
  assert.ok(all.some((i) => i.file.endsWith('core/consumer/members.ts') && i.spec === '../../wire/consumer-routes'));
  const bad = all.map(verdict).filter(Boolean);
  assert.equal(bad, [], `layer violations:\n${bad.join('\n')}`);
});

test.run();
