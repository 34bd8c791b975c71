// One command builds every browser artefact:
//   dist/featherlogin*.js   CDN IIFE bundles; each merges its classes into the global `featherlogin`
//   dist/esm/*.js           ESM entries for bundlers (code-split, everything bundled: no runtime deps)
//   dist/types/**.d.ts      declarations behind package.json "exports"
// Usage: node build.mjs [--no-types]
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import ts from 'typescript';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { buildEmulatorPackage } from './scripts/emulator-package.mjs';

/**
 * Widgets are written against the React API and run on Preact: `react` and `react-dom` are aliased to
 * `preact/compat` (the design card's stack). JSX compiles against Preact's own runtime
 * (`jsxImportSource: 'preact'`). The one thing the widgets add over compat is src/ui/ids.ts: compat's
 * useId, prefixed per mount (Preact's ids restart in every render root).
 */
export const widgetAlias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
};

/** esbuild options every browser bundle shares (also used by scripts/test.mjs). */
export const common = {
  bundle: true,
  target: 'es2020',
  // Not 'browser': that platform always adds the `browser` export condition, which picks the ES5
  // builds of @preact/signals and signals-core; `import` picks their modern ones (ES2017 syntax, as
  // the es2020 target takes it), -0.04 kB gzip per widget bundle. mainFields are the browser platform's.
  platform: 'neutral',
  mainFields: ['browser', 'module', 'main'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  alias: widgetAlias,
  legalComments: 'none',
  logLevel: 'warning',
  // __SCRIPT__: a bundle loaded by a script tag (captures its own URL and nonce for the chunks it
  // loads, the phone library's among them); true in every dist/featherlogin*.js, false in ESM.
  // __LAZY_API__: the clients' sign-in namespaces are stubs that load on first call (src/core/stubs.ts);
  // false in the single files, which hold them (`direct`).
  // __CHUNKS__: lazy modules are files of their own (CDN chunks, ESM import() chunks), which may fail
  // to load; false in the single files, which hold them all.
  // __PROFILE__, __IDP__: files beside the single files (singleChunks), '' in every other build.
  define: {
    'process.env.NODE_ENV': '"production"',
    __SCRIPT__: 'false',
    __LAZY_API__: 'true',
    __CHUNKS__: 'true',
    __PROFILE__: '""',
    __IDP__: '""',
  },
};

/** CDN bundles: [entry, output]. Each entry file ends with an Object.assign onto the global. */
export const iife = [
  ['src/entries/cdn/headless.ts', 'dist/featherlogin.headless.js'],
  ['src/entries/cdn/b2b-headless.ts', 'dist/featherlogin.b2b.headless.js'],
  ['src/entries/cdn/index.ts', 'dist/featherlogin.js'],
  ['src/entries/cdn/phone.ts', 'dist/featherlogin.phone.js'],
  ['src/entries/cdn/captcha.ts', 'dist/featherlogin.captcha.js'],
  ['src/entries/cdn/b2b-admin.ts', 'dist/featherlogin.b2b.admin.js'],
  ['src/entries/cdn/webauthn.ts', 'dist/featherlogin.webauthn.js'],
  ['src/entries/cdn/elements.ts', 'dist/featherlogin.elements.js'],
  ['src/entries/cdn/presentation.ts', 'dist/featherlogin.presentation.js'],
  ['src/entries/cdn/official-strings.ts', 'dist/featherlogin.strings.js'],
  ['src/entries/cdn/icons.ts', 'dist/featherlogin.icons.js'],
  ['src/entries/cdn/b2b-icons.ts', 'dist/featherlogin.b2b.icons.js'],
  ['src/entries/cdn/b2b.ts', 'dist/featherlogin.b2b.js'],
  ['src/entries/cdn/b2b-admin-portal.ts', 'dist/featherlogin.b2b.adminPortal.js'],
];

/**
 * Each widget's chunk manifest (src/consumer/manifest.ts, src/b2b/manifest.ts: the table its
 * loaders and screen registry read), loaded through esbuild (it is TypeScript).
 */
async function loadManifest(widget) {
  const r = await esbuild.build({
    entryPoints: [`src/${widget}/manifest.ts`],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const m = await import(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0].text).toString('base64')}`);
  return { ...m.manifest, also: m.cdnAlso ?? {} };
}

/**
 * The CDN main bundles with lazy chunks: output -> its widget (whose manifest lists the chunks), its
 * registry key, and the part of src/profile/manifest.ts whose section chunks it builds too (each after
 * the widget manifest's `profile` chunk, the profile widget's shell).
 */
const withChunks = {
  'dist/featherlogin.js': ['consumer', '_m', 'user'],
  'dist/featherlogin.b2b.js': ['b2b', '_mb', 'member'],
  // The Admin Portal (src/admin/manifest.ts): a chunk per section.
  'dist/featherlogin.b2b.adminPortal.js': ['admin', '_ma'],
};

/**
 * The request engine (src/core/engine.ts: sending, answers, the bootstrap answer's reader): a
 * chunk of each CDN bundle (its __CORE__ file; the headless ones with their client's members.ts),
 * loaded on the first request, the settings fetch that follows the first screen: no first screen
 * needs it (-0.7 kB gzip up front for each widget bundle, +1.4 kB in a file of its own). The single
 * files hold it (`inBundle`); ESM builds import() it. Apart from the sign-in namespaces, which a
 * page that never signs in never loads.
 */
export const coreChunks = {
  'dist/featherlogin.headless.js': ['featherlogin.headless.core.js', 'src/core/consumer/members.ts'],
  'dist/featherlogin.b2b.headless.js': ['featherlogin.b2b.headless.core.js', 'src/core/b2b/members.ts'],
  'dist/featherlogin.js': ['featherlogin.core.js'],
  'dist/featherlogin.b2b.js': ['featherlogin.b2b.core.js'],
};
/**
 * Why two files each: the code imports `./engine-loader` and `./members-loader` (stubs, same exports,
 * that load `./engine` and `./members` on first use); a bundle that holds the engine resolves
 * `./engine-loader` to it (`inBundle('engine')`), and one that holds the requests of its client's
 * namespaces that have synchronous members too resolves `./members-loader` to `./members`
 * (`inBundle('members')`: the single files; `inBundle('refresh-tick')` with it, the background
 * refresh's attempt, which the __MEMBERS__ file holds where members.ts loads later). The consumer widget bundle loads
 * members.ts with its sign-in namespaces (apiChunks): its first screen makes no such request
 * (session refresh, user, idp, impersonation, searchManager); the B2B widget's is a file of its own
 * (membersChunks).
 */
const inBundle = (name) => ({
  name: `${name}-in-bundle`,
  setup: (b) => b.onResolve({ filter: new RegExp(`^\\./${name}-loader$`) }, (a) => ({ path: join(a.resolveDir, `${name}.ts`) })),
});

/**
 * The lazily loaded client namespaces (src/core/stubs.ts) of each CDN bundle that holds a client
 * whose namespaces are stubbed: output -> [its registry key, the chunk file (the bundle's __API__), its entry].
 * A chunk per bundle, as each is built against its own bundle's modules. In the B2B widget bundle
 * they join the steps chunk (one file, two entries): every sign-in loads it, preloaded on Main. The
 * consumer widget's are a file of their own (its manifest's `api` chunk, preloaded as the widget
 * renders): an OAuth, wallet or passkey sign-in and the passkey-registration widget need them but
 * no screen of the steps chunk, which would cost them 6.6 kB more. (Not in a manifest: that table
 * ships in its bundle, and no widget loader names these files; the client's stubs load them.)
 */
export const apiChunks = {
  'dist/featherlogin.js': ['_m', 'featherlogin.api.js', ['src/core/consumer/api.ts', 'src/core/consumer/members.ts']],
  'dist/featherlogin.b2b.js': ['_mb', 'featherlogin.b2b.steps.js', 'src/core/b2b/api.ts'],
  'dist/featherlogin.b2b.headless.js': ['_hb', 'featherlogin.b2b.headless.api.js', 'src/core/b2b/api.ts'],
  'dist/featherlogin.headless.js': ['_h', 'featherlogin.headless.api.js', 'src/core/consumer/api.ts'],
};

/**
 * The B2B widget's client requests with synchronous members (session, idp, self, organization, scim:
 * members.ts) in a file of their own, loaded on the first such call: no screen of the widget makes
 * one (its slug lookup is up front, src/core/b2b/organization-lookup.ts; the identity-provider page's
 * come with its chunk), so neither the first screen nor a sign-in journey pays for them.
 */
export const membersChunks = { 'dist/featherlogin.b2b.js': 'featherlogin.b2b.members.js' };

/**
 * The single files hold those namespaces themselves (they load nothing lazily but the phone
 * library and the translations): each client's `./api-loader` (the stubs) resolves to its `./api` (same export).
 */
const direct = {
  name: 'namespaces-in-bundle',
  setup: (b) => b.onResolve({ filter: /^\.\/api-loader$/ }, (a) => ({ path: join(a.resolveDir, 'api.ts') })),
};

/**
 * The single files carry every screen, so the consumer's Text / WhatsApp form is in them too, not
 * behind the placeholder that holds its place while its chunk loads: ./PhoneFormPlaceholder resolves to
 * ./PhoneForm (same exports; src/consumer/components).
 */
const phoneFormInBundle = {
  name: 'phone-form-in-bundle',
  setup: (b) => b.onResolve({ filter: /^\.\/PhoneFormPlaceholder$/ }, (a) => ({ path: join(a.resolveDir, 'PhoneForm.tsx') })),
};

/**
 * Lazy CDN chunks of a main bundle, from the manifests and apiChunks: output -> { registry key, chunk
 * file -> its entry (src/<widget>/chunks/<name>.ts unless the manifest names one; several entries
 * in one file: a list), which the lazy() call site import()s in ESM builds; api: the bundle's
 * __API__ file, where its client's namespaces are stubbed }. Read on
 * first use, not at import (scripts/test.mjs imports this file for `common` and builds nothing).
 */
let chunkTable;
export const lazyChunks = () =>
  (chunkTable ??= (async () => {
    const table = {};
    for (const [out, [widget, key, profile]] of Object.entries(withChunks)) {
      const { chunks: own, also } = await loadManifest(widget);
      // The profile sections under names of their own (`profile.passkeys` is not the consumer's `passkeys`).
      const sections = profile ? Object.entries((await loadManifest('profile'))[profile].chunks) : [];
      const chunks = { ...own, ...Object.fromEntries(sections.map(([n, c]) => [`profile.${n}`, c])) };
      // A chunk's entry, and the entries its CDN file also holds (manifest `cdnAlso`).
      const entry = (name, c) => c.entry ?? `src/${widget}/chunks/${name}.ts`;
      table[out] = {
        key,
        chunks: Object.fromEntries(
          Object.entries(chunks).map(([name, c]) => [c.file, also[name] ? [entry(name, c), ...also[name]] : entry(name, c)]),
        ),
        // A chunk always loaded after another (manifest `after`) reads the modules both hold from that one.
        after: Object.fromEntries(Object.values(chunks).flatMap((c) => (c.after ? [[c.file, chunks[c.after].file]] : []))),
      };
    }
    // The stubbed client namespaces: a chunk of their own, or a second entry of a widget chunk.
    for (const [out, [key, file, entry]] of Object.entries(apiChunks)) {
      table[out] ||= { key, chunks: {} };
      table[out].api = file;
      const c = table[out].chunks;
      c[file] = c[file] ? [c[file], entry].flat() : entry;
    }
    for (const [out, file] of Object.entries(membersChunks)) table[out].chunks[file] = 'src/core/b2b/members.ts';
    for (const out of Object.keys(table)) table[out].members = membersFile(out);
    for (const [out, [file, ...more]] of Object.entries(coreChunks)) {
      table[out].core = file;
      table[out].chunks[file] = more.length ? ['src/core/engine.ts', ...more] : 'src/core/engine.ts';
    }
    return table;
  })());

/** A chunk's entry: its file, or (several entries in one file) a module re-exporting each. */
const chunkEntry = (source) =>
  Array.isArray(source)
    ? {
        stdin: {
          contents: source.map((s) => `export * from ${JSON.stringify(resolve(s))};`).join('\n'),
          resolveDir: resolve('.'),
          loader: 'ts',
        },
      }
    : { entryPoints: [source] };

const cdnOptions = { ...common, format: 'iife', minify: true, define: { ...common.define, __CDN__: 'true', __SCRIPT__: 'true' } };
/** The file a bundle's members.ts loads from: its own (membersChunks), its __API__ file when that holds members.ts too, or its __CORE__ file (headless). */
const membersFile = (out) =>
  membersChunks[out] ??
  ([apiChunks[out]?.[2]].flat().some((e) => e?.endsWith('members.ts')) ? apiChunks[out][1] : undefined) ??
  coreChunks[out]?.[0];

/**
 * A CDN bundle's options: its __API__ file (apiChunks), or no stubbed namespaces (`direct`); its
 * __CORE__ file (coreChunks), or the request engine in the bundle; its __MEMBERS__ file, or members.ts in the bundle.
 */
const cdnFor = (api, core, members) => ({
  ...cdnOptions,
  define: {
    ...cdnOptions.define,
    ...(api && { __API__: JSON.stringify(api) }),
    ...(core && { __CORE__: JSON.stringify(core) }),
    ...(members && { __MEMBERS__: JSON.stringify(members) }),
  },
  plugins: [
    ...(api ? [] : [direct]),
    ...(core ? [] : [inBundle('engine')]),
    ...(members ? [] : [inBundle('members'), inBundle('refresh-tick')]),
  ],
});
/** The options of a CDN main bundle (its __API__, __CORE__ and __MEMBERS__ files), without its lazy chunks. */
export const bundleOptions = (outfile) => cdnFor(apiChunks[outfile]?.[1], coreChunks[outfile]?.[0], membersFile(outfile));

/**
 * Single-file builds (issue 15): every screen in one IIFE for integrators who self-host one file or
 * pin it with an SRI hash. __CDN__ false turns each lazy() into an import(), which esbuild inlines
 * in a non-split IIFE; the phone library alone still loads on demand (featherlogin.phone.js next to
 * the file, as __SCRIPT__ says).
 */
export const singleFile = [
  ['src/entries/cdn/index.ts', 'dist/featherlogin.all.js'],
  ['src/entries/cdn/b2b.ts', 'dist/featherlogin.b2b.all.js'],
];
export const singleOptions = {
  ...cdnOptions,
  define: { ...cdnOptions.define, __CDN__: 'false', __LAZY_API__: 'false', __CHUNKS__: 'false' },
  plugins: [direct, inBundle('engine'), inBundle('members'), inBundle('refresh-tick'), phoneFormInBundle],
};

/**
 * What each single file leaves in files beside it: widgets of their own that no login screen draws,
 * loaded on their first mount, each built as the CDN chunks are, against the single file's registry
 * (buildCdnWithChunks): output -> { key: its registry, beside: define -> [file, entry] }, the define
 * naming the file for its loader ('' in every other build). The account pages (src/profile:
 * mountUserProfile, mountMemberProfile; __PROFILE__): -5.6 kB gzip in the consumer file, -4.7 in the
 * B2B one. The identity provider's consent and logout pages (mountIdentityProvider; __IDP__).
 */
export const singleChunks = {
  'dist/featherlogin.all.js': {
    key: '_all',
    beside: {
      __PROFILE__: ['featherlogin.all.profile.js', 'src/profile/chunk.ts'],
      __IDP__: ['featherlogin.all.idp.js', 'src/entries/cdn/idp.ts'],
    },
  },
  'dist/featherlogin.b2b.all.js': {
    key: '_ball',
    beside: {
      __PROFILE__: ['featherlogin.b2b.all.profile.js', 'src/profile/b2b-chunk.ts'],
      __IDP__: ['featherlogin.b2b.all.idp.js', 'src/b2b/chunks/idp-widget.ts'],
    },
  },
};
/** A single file's options: singleOptions with the files beside it (singleChunks). */
export const singleFileOptions = (outfile) => ({
  ...singleOptions,
  define: {
    ...singleOptions.define,
    ...Object.fromEntries(Object.entries(singleChunks[outfile]?.beside ?? {}).map(([name, [file]]) => [name, JSON.stringify(file)])),
  },
});

/**
 * A single file with its import()s made static. esbuild inlines an import() in a non-split IIFE by
 * wrapping the imported module, and every module it reaches, in a lazy initializer (`__esm`: a
 * function per module, a call per import): 133 wrappers in the B2B file. The single files load
 * every screen at once anyway, so each import() that survives the build (those in a `__SCRIPT__`
 * branch, the translations, do not) is written as `Promise.resolve({ a, b })` over a static import
 * of the module's exports: the modules join the flat scope like the rest (-2.9 kB gzip B2B, -2.7
 * consumer), and the module is a plain object, not a namespace of getters (-0.38 / -0.32 more). The
 * callers still get a promise of the module's exports. A first build finds the surviving import()s
 * (metafile: dynamic imports whose module is in the output) and one build of each such module its
 * export names; an import() that is not rewritten fails the build.
 */
export async function buildSingleFile(entry, outfile, as = outfile) {
  const options = singleFileOptions(as);
  const probe = await esbuild.build({ ...options, entryPoints: [entry], outfile, write: false, metafile: true });
  const inOutput = Object.values(probe.metafile.outputs).find((o) => o.entryPoint)?.inputs ?? {};
  const live = new Map(); // importer's absolute path -> [import() specifier, the module's export names]
  for (const [file, { imports }] of Object.entries(probe.metafile.inputs))
    for (const i of imports)
      if (i.kind === 'dynamic-import' && inOutput[i.path]?.bytesInOutput) {
        const names = await esbuild.build({ ...options, entryPoints: [i.path], format: 'esm', write: false, metafile: true });
        const exported = Object.values(names.metafile.outputs)[0].exports;
        live.set(resolve(file), [...(live.get(resolve(file)) ?? []), [i.original, exported]]);
      }
  const staticImports = {
    name: 'static-imports',
    setup: (b) =>
      b.onLoad({ filter: /\.tsx?$/ }, (a) => {
        const specs = live.get(a.path);
        if (!specs) return;
        let code = readFileSync(a.path, 'utf8');
        const head = specs.map(([spec, names], n) => {
          const call = new RegExp(`(?<!typeof )import\\((['"])${spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\)`, 'g');
          if (!call.test(code)) throw new Error(`${a.path}: import(${spec}) not found to make static`);
          // The module as a plain object of its exports (a namespace import would add a getter each).
          code = code.replace(call, `Promise.resolve({ ${names.map((x, k) => `${x}: __static${n}_${k}`)} })`);
          return `import { ${names.map((x, k) => `${x} as __static${n}_${k}`)} } from ${JSON.stringify(spec)};\n`;
        });
        return { contents: head.join('') + code, loader: a.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      }),
  };
  const flat = { ...options, plugins: [...options.plugins, staticImports] };
  const beside = singleChunks[as];
  if (!beside) return esbuild.build({ ...flat, entryPoints: [entry], outfile });
  const chunks = Object.fromEntries(Object.values(beside.beside));
  return buildCdnWithChunks(entry, outfile, { key: beside.key, chunks }, flat);
}

/**
 * The module links of a chunk's minified ESM, read with a real parser (TypeScript's, over JS):
 * each import declaration (`import{a as b}from"/x"`, `import*as n from"/x"`, `import d from"/x"`,
 * `import"/x"`; not all at the top: the JSX runtime's comes where first needed) with its text range
 * and bindings, and the closing export list. esbuild's metafile says which files and names the
 * chunk imports and exports; this says where they are in the text.
 */
function links(code) {
  const src = ts.createSourceFile('chunk.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const imports = [];
  let exported = null;
  for (const st of src.statements) {
    if (ts.isImportDeclaration(st)) {
      const from = st.moduleSpecifier.text;
      const c = st.importClause;
      const bindings = [];
      if (c?.name) bindings.push(['default', c.name.text]);
      if (c?.namedBindings && ts.isNamespaceImport(c.namedBindings)) bindings.push(['*', c.namedBindings.name.text]);
      if (c?.namedBindings && ts.isNamedImports(c.namedBindings))
        for (const e of c.namedBindings.elements) bindings.push([(e.propertyName ?? e.name).text, e.name.text]);
      imports.push({ start: st.getStart(src), end: st.end, from, bindings });
    } else if (ts.isExportDeclaration(st) && !st.moduleSpecifier && st.exportClause && ts.isNamedExports(st.exportClause)) {
      exported = {
        start: st.getStart(src),
        end: st.end,
        names: st.exportClause.elements.map((e) => [(e.propertyName ?? e.name).text, e.name.text]),
      };
    }
  }
  return { imports, exported };
}

/**
 * A main CDN bundle with lazy chunks that share its modules instead of carrying copies:
 * 1. build the main bundle once to learn its modules;
 * 2. build each chunk as minified ESM with those modules external, and read which names it imports;
 * 3. build the main bundle with a registry: featherlogin[key] = [every (module, name) a chunk imports];
 * 4. write each chunk as an IIFE whose imports read that registry and whose exports go to
 *    featherlogin['<chunk file>'] (what loadChunk resolves).
 * A module only chunks use stays in the chunk (two chunks using it each carry a copy: keep such
 * modules free of shared state), except in a chunk whose loader always loads another first (`after`:
 * the manifest's, e.g. the B2B MFA chunk after the steps chunk): the modules both hold are external to
 * it too, the earlier chunk exports the names it imports from them (as `$0`, `$1`, ...), and it reads
 * them from featherlogin['<earlier file>'].
 */
const ENUMS = join('src', 'core', 'enums.ts');
/**
 * Modules each chunk bundles for itself rather than reading from the registry: enums.ts (see below),
 * the route tables and their field lists (constant data, no state): a route or field list only a chunk
 * uses then stays out of the main bundle (the registry would keep every one a chunk names in it: the
 * field lists, src/wire/fields.ts, -0.1 kB gzip up front, +0.03 to +0.14 in chunks, journeys -0.02 to
 * -0.07); and the PKCE pair store (src/core/pkce.ts: no state but local storage), which only flows in
 * chunks start or read, so the main bundles keep just its key (api.ts clearPKCE; -0.3 kB gzip up front,
 * +0.4 in each chunk that starts or reads a pair).
 */
const OWN = [
  ENUMS,
  join('src', 'core', 'pkce.ts'),
  ...['b2b-routes.ts', 'consumer-routes.ts', 'shared-routes.ts', 'routes.ts', 'fields.ts'].map((f) => join('src', 'wire', f)),
];

export async function buildCdnWithChunks(entry, outfile, { key, chunks, api, core, members, after = {} }, options) {
  // A single file passes its own options (buildSingleFile): its chunks resolve modules as it does.
  const cdnOptions = options ?? cdnFor(api, core, members);
  const chunkPlugins = options?.plugins ?? [];
  const first = await esbuild.build({ ...cdnOptions, entryPoints: [entry], write: false, metafile: true, outfile });
  const inMain = new Set(Object.keys(first.metafile.inputs).map((f) => resolve(f)));
  // src/core/enums.ts stays in each chunk's own build, so its enum members are inlined there too
  // (esbuild cannot inline a member of an external module; the registry would carry whole enums).
  const fromMain = (path) => inMain.has(path) && !OWN.some((f) => path.endsWith(f));
  /**
   * Resolves as esbuild would, but a module `external(path)` names stays out of the chunk. One in
   * `facades` (module -> the names the chunk imports from it) is reached through a module of one
   * line, `export { a, b } from '<module>'`: esbuild writes an import declaration per importing
   * module, so without it a name that several modules import is a registry read each (the B2B steps
   * chunk read 138 slots for 50 names); through it, one.
   */
  const shareModules = (external, facades = new Map()) => ({
    name: 'share-modules',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === 'share' || args.kind === 'entry-point') return;
        const r = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'share',
        });
        if (!r.path || !external(r.path)) return r;
        return facades.has(r.path) && args.pluginData !== 'facade'
          ? { path: r.path, namespace: 'facade' }
          : { path: r.path, external: true };
      });
      b.onLoad({ filter: /.*/, namespace: 'facade' }, (a) => ({
        contents: `export { ${[...facades.get(a.path)]} } from ${JSON.stringify(a.path)};`,
        resolveDir: dirname(a.path),
        pluginData: 'facade',
      }));
    },
  });
  const slots = new Map(); // 'module\0name' -> registry index; name '*' = the module namespace
  const slot = (mod, name) => {
    const k = `${mod}\0${name}`;
    if (!slots.has(k)) slots.set(k, slots.size);
    return slots.get(k);
  };
  /** One chunk as minified ESM: the main bundle's modules (and `also`'s) external; `extra` export lines. */
  const compile = async (source, also = new Set(), extra = []) => {
    const sources = [source].flat();
    const compileWith = (facades) =>
      esbuild.build({
        ...cdnOptions,
        format: 'esm',
        ...(extra.length
          ? {
              stdin: {
                contents: [...sources.map((x) => `export * from ${JSON.stringify(resolve(x))};`), ...extra].join('\n'),
                resolveDir: resolve('.'),
                loader: 'ts',
              },
            }
          : chunkEntry(source)),
        write: false,
        // The main bundle's modules, and `also` (an earlier chunk's), are read from where they already are.
        plugins: [shareModules((path) => also.has(path) || fromMain(path), facades), ...chunkPlugins],
        outfile: 'x.js',
        metafile: true,
      });
    // Built once to learn the names the chunk imports from each shared module, then again with each
    // module's names imported once (a module imported as a namespace anywhere stays as it is).
    const facades = new Map();
    for (const i of links((await compileWith(facades)).outputFiles[0].text).imports)
      for (const [name] of i.bindings) facades.set(i.from, new Set(facades.get(i.from)).add(name));
    for (const [mod, names] of facades) if (names.has('*') || !names.size) facades.delete(mod);
    const r = await compileWith(facades);
    const text = r.outputFiles[0].text.trim();
    const { imports, exported } = links(text);
    // esbuild's own account of the chunk: what it imports (externals: the main bundle's modules) and exports.
    const meta = Object.values(r.metafile.outputs)[0];
    const external = meta.imports
      .filter((i) => i.external)
      .map((i) => i.path)
      .sort();
    const parsed = [...new Set(imports.map((i) => i.from))].sort();
    if (JSON.stringify(parsed) !== JSON.stringify([...new Set(external)]))
      throw new Error(`${source}: parsed imports ${parsed} differ from esbuild's ${external}`);
    if (!exported) throw new Error(`${source}: a lazy chunk must export something`);
    if (JSON.stringify(exported.names.map(([, name]) => name).sort()) !== JSON.stringify([...meta.exports].sort()))
      throw new Error(`${source}: parsed exports differ from esbuild's ${meta.exports}`);
    const bytes = new Map(
      Object.entries(meta.inputs)
        .filter(([f]) => !f.startsWith('facade:'))
        .map(([f, i]) => [resolve(f), i.bytesInOutput]),
    );
    return { text, imports, exported, own: new Set(bytes.keys()), bytes };
  };
  const built = {};
  for (const [file, source] of Object.entries(chunks)) if (!after[file]) built[file] = await compile(source);
  // Chunks loaded after another: the earlier chunk's modules external, and the earlier chunk again,
  // exporting what they import from it (fromEarlier: file -> ['module\0name', ...]). A module of
  // which the later chunk uses more than the earlier one holds (a table with each chunk's part, its
  // strings) would grow the earlier chunk: the later one keeps its own copy of it.
  const fromEarlier = {};
  const wanted = (file, shared) => {
    const names = [];
    for (const i of built[file].imports)
      if (shared.has(i.from)) for (const [name] of i.bindings) if (!names.includes(`${i.from}\0${name}`)) names.push(`${i.from}\0${name}`);
    return names;
  };
  const exportsOf = (names) =>
    names.map((k, n) => {
      const [mod, name] = k.split('\0');
      return name === '*' ? `export * as $${n} from ${JSON.stringify(mod)};` : `export { ${name} as $${n} } from ${JSON.stringify(mod)};`;
    });
  // Sizes as shipped (terser drops what esbuild keeps, e.g. a catalogue nothing reads).
  const shipped = async (c) => (await minify(c.text, { module: true, compress: { passes: 2 } })).code.length;
  for (const [file, source] of Object.entries(chunks)) {
    const earlier = after[file];
    if (!earlier) continue;
    let shared = built[earlier].own;
    const base = await shipped(built[earlier]);
    const checked = new Set();
    for (;;) {
      built[file] = await compile(source, shared);
      const grown = [];
      for (const m of new Set(wanted(file, shared).map((k) => k.split('\0')[0]))) {
        if (checked.has(m)) continue;
        checked.add(m);
        const trial = await compile(chunks[earlier], new Set(), exportsOf(wanted(file, new Set([m]))));
        if ((await shipped(trial)) > base + 100) grown.push(m);
      }
      if (!grown.length) break;
      shared = new Set([...shared].filter((m) => !grown.includes(m)));
    }
    built[file].shared = shared;
    // Several chunks may follow one (B2B MFA and reset after steps): it exports what any of them reads.
    fromEarlier[earlier] = [...new Set([...(fromEarlier[earlier] || []), ...wanted(file, shared)])];
  }
  for (const [earlier, names] of Object.entries(fromEarlier)) built[earlier] = await compile(chunks[earlier], new Set(), exportsOf(names));
  const out = [];
  for (const [file] of Object.entries(chunks)) {
    const { text, imports, exported } = built[file];
    const earlier = after[file];
    const fromIt = (from) => earlier && built[file].shared.has(from);
    const vars = imports.filter((i) => !fromIt(i.from)).flatMap((i) => i.bindings.map(([name, local]) => [local, slot(i.from, name)]));
    const earlierVars = imports
      .filter((i) => fromIt(i.from))
      .flatMap((i) => i.bindings.map(([name, local]) => [local, fromEarlier[earlier].indexOf(`${i.from}\0${name}`)]));
    // Cut the import declarations (a bare import: the main bundle already ran that module) and the
    // export list (the exports land on featherlogin['<chunk file>']), last first so ranges stay valid.
    let code = `${text.slice(0, exported.start)}featherlogin[${JSON.stringify(file)}]={${exported.names.map(([local, name]) => `${JSON.stringify(name)}:${local}`)}};${text.slice(exported.end)}`;
    for (const i of [...imports].sort((a, b) => b.start - a.start)) code = code.slice(0, i.start) + code.slice(i.end);
    let R = 'R'; // the registry's name: one the chunk's own code does not use
    const taken = (n) =>
      new RegExp(`(^|[^\\w$])${n.replace(/\$/g, '\\$')}($|[^\\w$])`).test(code) || [...vars, ...earlierVars].some(([local]) => local === n);
    while (taken(R)) R += '$';
    let E = 'E'; // the earlier chunk's exports
    while (taken(E) || E === R) E += '$';
    const decl = [...vars.map(([local, i]) => `${local}=${R}[${i}]`), ...earlierVars.map(([local, n]) => `${local}=${E}.$${n}`)];
    const args = earlier ? `featherlogin.${key},featherlogin[${JSON.stringify(earlier)}]` : `featherlogin.${key}`;
    // Runs once: a second script tag for the same file (two loaders of one file, as the B2B widget's
    // steps loader and its client's, racing) finds it registered and leaves the first exports.
    out.push([
      file,
      `featherlogin[${JSON.stringify(file)}]||(${earlier ? `(${R},${E})` : R}=>{${decl.length ? `var ${decl};` : ''}(()=>{${code}})()})(${args});\n`,
    ]);
  }
  // The registry: every imported name once, in slot order, published after the entry ran.
  const lines = [`import 'featherlogin:entry';`];
  const values = [];
  for (const [k, i] of slots) {
    const [mod, name] = k.split('\0');
    lines.push(
      name === '*' ? `import * as $${i} from ${JSON.stringify(mod)};` : `import { ${name} as $${i} } from ${JSON.stringify(mod)};`,
    );
    values.push(`$${i}`);
  }
  lines.push(`featherlogin.${key} = [${values}];`);
  // The registry imports the entry for its side effects (it publishes the classes); marked so explicitly.
  const main = {
    name: 'main-entry',
    setup: (b) => b.onResolve({ filter: /^featherlogin:entry$/ }, () => ({ path: resolve(entry), sideEffects: true })),
  };
  await esbuild.build({
    ...cdnOptions,
    stdin: { contents: lines.join('\n'), resolveDir: resolve('.'), sourcefile: 'registry.ts', loader: 'ts' },
    plugins: [...(cdnOptions.plugins || []), main],
    outfile,
  });
  // Each chunk must be named by a lazy() call site in the main bundle, or in another chunk (the
  // profile shell loads its sections): a renamed file fails here.
  const texts = [['', readFileSync(outfile, 'utf8')], ...out];
  for (const file of Object.keys(chunks))
    if (!texts.some(([f, text]) => f !== file && text.includes(JSON.stringify(file))))
      throw new Error(`${outfile}: no lazy('${file}') call site`);
  const dir = dirname(outfile);
  for (const [file, code] of out) writeFileSync(join(dir, file), code);
  return { registry: [...slots.keys()].map((k) => k.replace('\0', ' ')), chunks: out };
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of the file
 * is compiled eagerly, on the thread that streams the script in, instead of one by one on the main
 * thread at its first call. A widget's load calls most of its bundle (Preact, signals, goober, the
 * first screen), so the first screen shows sooner: 4x-throttled Chromium, median of 11 cold loads,
 * consumer 322 -> 269 ms, B2B 342 -> 271 ms (scripts/bench.mjs measures it). Not on the translations
 * and the phone parser's data, which are mostly not functions or mostly not called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
export const compileHinted = (file) => !/\.locale\.|^featherlogin\.phone\.js$/.test(file);

/**
 * A last minification pass over the CDN files, after esbuild bundled and minified them: terser's
 * compressor (two passes) finds what esbuild's single-pass minifier leaves (inlining, dead branches,
 * joined statements): ~3% gzip, about 0.9 kB on each widget bundle, for ~3 s of build time. Chunks
 * read the main bundle's registry by index, so renaming inside either is safe. Then the compile hint.
 */
export async function polishCdn(dir = 'dist', done = (_file, _n, _of) => {}) {
  const files = readdirSync(dir).filter((x) => /^featherlogin.*\.js$/.test(x));
  for (const [i, f] of files.entries()) {
    const file = join(dir, f);
    const { code } = await minify(readFileSync(file, 'utf8'), { ecma: 2020, compress: { passes: 2 }, format: { comments: false } });
    writeFileSync(file, (compileHinted(f) ? COMPILE_HINT : '') + code + '\n');
    done(f, i + 1, files.length);
  }
}

/**
 * esbuild writes a TypeScript enum (src/core/enums.ts) as `X=(n=>(n.a="a",...,n))(X||{})`, a
 * call the page's bundler must keep even when nothing reads X. Marked pure, an enum the page does
 * not import is dropped there (our own builds inline the members the widgets use).
 */
export function pureEnums(dir) {
  const ENUM = /(?<![\w$.])([\w$]+)=(\(([\w$]+)=>\(\3[.[][^;]*?\)\)\(\1\|\|\{\}\))/g;
  for (const f of readdirSync(dir, { recursive: true }).filter((x) => x.endsWith('.js'))) {
    const file = join(dir, f);
    const code = readFileSync(file, 'utf8');
    if (ENUM.test(code)) writeFileSync(file, code.replace(ENUM, '$1=/* @__PURE__ */$2'));
  }
}

/**
 * Built-in translations for CDN pages: each src/ui/locales/<tag>.ts becomes
 * dist/featherlogin.locale.<tag>.js (plain data registered on the global, loaded by src/ui/locale.ts
 * only when a mount asks for that language). ESM builds import() the same files.
 */
export const localeFiles = () =>
  readdirSync('src/ui/locales')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => [`src/ui/locales/${f}`, `dist/featherlogin.locale.${f.slice(0, -3)}.js`]);

/** The Admin Portal's translations (src/admin/locale.ts): [source, CDN file], registered under the file's name. */
export const adminLocaleFiles = () =>
  readdirSync('src/admin/locales')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => [`src/admin/locales/${f}`, `dist/featherlogin.b2b.adminPortal.locale.${f.slice(0, -3)}.js`]);

/** ESM entries: name -> source. Names match package.json "exports". */
export const esm = {
  headless: 'src/entries/headless.ts',
  'b2b-headless': 'src/entries/b2b-headless.ts',
  index: 'src/entries/index.ts',
  login: 'src/entries/login.ts',
  b2b: 'src/entries/b2b.ts',
  'b2b-admin-portal': 'src/entries/b2b-admin-portal.ts',
  elements: 'src/entries/elements.ts',
  compat: 'src/entries/compat.ts',
};

/**
 * The consumer product objects (src/consumer/products.ts) are a file of their own in the ESM build
 * (`products.js`: an entry point), and the entries that re-export them as `Products` (`export * as
 * Products from '../consumer/products'`, only in src/entries) import that file as it is, as the
 * official package's entry does: a bundler that follows a namespace (Rollup, Rolldown: Vite) then
 * keeps only the products a page reads (`Products.otp`), where esbuild would build the namespace
 * object here, every product in it. The entries' files are at the root of the output folder (chunks
 * are in a folder below), so the import is `./<file>`; assertRootImports checks it.
 */
const PRODUCTS = resolve('src/consumer/products.ts');
const ENTRIES = resolve('src/entries') + sep;
export const productsFile = (file) => ({
  name: 'products-file',
  setup(b) {
    b.onResolve({ filter: /\/consumer\/products$/ }, (a) =>
      a.importer.startsWith(ENTRIES) && resolve(a.resolveDir, `${a.path}.ts`) === PRODUCTS
        ? { path: `./${file}`, external: true }
        : undefined,
    );
  },
});

/** Fails the build if a file below the output folder imports the products file by its root path (the path would not resolve there). */
function assertRootImports(meta, file) {
  for (const [out, o] of Object.entries(meta.outputs))
    if (o.imports.some((i) => i.external && i.path === `./${file}`) && /\/chunks\//.test(out))
      throw new Error(`${out} imports ./${file}, which is not beside it: only src/entries files may re-export products.ts`);
}

/** React adapter entries (package.json "./react..."): name -> source. */
export const reactEsm = {
  react: 'src/entries/react-all.ts',
  'react-b2b': 'src/entries/react-b2b-all.ts',
  'react-ui': 'src/entries/react-ui.ts',
  'react-b2b-ui': 'src/entries/react-b2b-ui.ts',
  'react-headless': 'src/entries/react-headless.ts',
  'react-b2b-headless': 'src/entries/react-b2b-headless.ts',
  'react-b2b-admin-portal': 'src/entries/react-b2b-admin-portal.ts',
};

/**
 * The ESM build's entries: the package's, the React adapter's and the product objects' own file
 * (productsFile). One build, so featherlogin and featherlogin/react share one copy of every module:
 * a page that takes `Products` from featherlogin and renders them in featherlogin/react's widget
 * draws them with the same Preact (two builds gave each entry its own, and the product's screens
 * failed inside the other's widget).
 */
export const esmEntries = { ...esm, ...reactEsm, products: PRODUCTS };

/**
 * For bundles holding real React code next to the widgets: a `react` import from widget source
 * (src/ except src/react) goes to Preact as everywhere else; any other importer (the adapter in
 * src/react, a test app, node_modules) gets the app's real React, left external when `external`.
 */
export function reactSplitPlugin({ root = '.', external = true } = {}) {
  const src = join(resolve(root), 'src') + sep;
  const adapter = join(src, 'react') + sep;
  return {
    name: 'react-split',
    setup(b) {
      b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        if (args.importer.startsWith(src) && !args.importer.startsWith(adapter)) {
          const to = widgetAlias[args.path] || args.path.replace(/^react(-dom)?/, 'preact/compat');
          return b.resolve(to, { kind: args.kind, resolveDir: args.resolveDir });
        }
        if (external) return { path: args.path, external: true };
        // Resolved by Node's rules: tsconfig "paths" (react -> preact/compat) must not apply here.
        return { path: createRequire(join(args.resolveDir, 'x.js')).resolve(args.path) };
      });
    },
  };
}

/**
 * How the ESM entries are built (dist/esm; test/scripts/treeshake.test.ts builds them so too):
 * code-split, minified; react and react-dom stay external (peer dependency) for the adapter, the
 * widgets run on the bundled Preact (reactSplitPlugin).
 */
export const esmOptions = {
  ...common,
  alias: {},
  format: 'esm',
  splitting: true,
  minify: true,
  chunkNames: 'chunks/[name]-[hash]',
  define: { ...common.define, __CDN__: 'false' },
  plugins: [reactSplitPlugin(), productsFile('products.js')],
};

/**
 * The React adapter's entry files (and only they) start with "use client": React Server Components
 * frameworks (Next.js app router) then keep hooks and context on the client. Shared chunks go
 * without it: a bundler that inlines a module (Vite/Rolldown, Rollup) warns about each directive it
 * meets there. Writes the files unless `write: false` was asked.
 */
function markClientEntries(r, write) {
  const named = new Set(Object.values(reactEsm));
  const entries = new Set(
    Object.entries(r.metafile.outputs)
      .filter(([, o]) => named.has(o.entryPoint))
      .map(([file]) => resolve(file)),
  );
  r.outputFiles = r.outputFiles.map((f) => {
    if (!entries.has(f.path)) return f;
    const text = `"use client";\n${f.text}`;
    return { path: f.path, text, contents: Buffer.from(text) };
  });
  if (write !== false)
    for (const f of r.outputFiles) {
      mkdirSync(dirname(f.path), { recursive: true });
      writeFileSync(f.path, f.contents);
    }
  return r;
}

/** dist/esm: the package's ESM entries and the React adapter's, one code-split build (esmEntries). */
export async function buildEsm(extra = {}) {
  const r = await esbuild.build({ ...esmOptions, entryPoints: esmEntries, outdir: 'dist/esm', ...extra, write: false, metafile: true });
  assertRootImports(r.metafile, 'products.js');
  return markClientEntries(r, extra.write);
}

/** The CommonJS entries: the package's and the React adapter's (no product objects' file: nothing to tree-shake). */
export const cjsEntries = { ...esm, ...reactEsm };

/**
 * dist/cjs/<entry>.cjs: CommonJS for require() (Node, CommonJS test runners such as Jest),
 * package.json "require" conditions. Like dist/esm, one code-split build of every entry, the package's
 * and the React adapter's, so a page that takes `Products` from featherlogin and the client from
 * featherlogin/react draws with one Preact; esbuild splits only ES modules, so the build is ESM named
 * `.cjs` (its imports between files name the `.cjs` files) and each file is then turned into
 * CommonJS: imports become require() calls, a lazy part's import() a require() when it is called.
 */
export async function buildCjs(extra = {}) {
  const { write, ...options } = extra;
  const r = await esbuild.build({
    ...esmOptions,
    entryPoints: cjsEntries,
    plugins: [reactSplitPlugin()],
    outdir: 'dist/cjs',
    outExtension: { '.js': '.cjs' },
    ...options,
    write: false,
    metafile: true,
  });
  r.outputFiles = await Promise.all(
    r.outputFiles.map(async (f) => {
      const { code, warnings } = await esbuild.transform(f.text, {
        format: 'cjs',
        minify: true,
        target: common.target,
        supported: { 'dynamic-import': false },
        // ES modules are strict code; CommonJS is strict only when it says so (esbuild does not add it).
        banner: '"use strict";',
        legalComments: 'none',
        logLevel: 'silent',
      });
      // e.g. an import.meta, which CommonJS turns into {}: fail rather than ship it.
      if (warnings.length) throw new Error(`${f.path} as CommonJS: ${warnings.map((w) => w.text).join('; ')}`);
      return { path: f.path, text: code, contents: Buffer.from(code) };
    }),
  );
  return markClientEntries(r, write);
}

/** The local auth emulator: Node only, its libraries stay external (devDependencies). */
export function buildEmulator(root = '.') {
  return esbuild.build({
    entryPoints: [`${root}/src/emulator/cli.ts`],
    outfile: `${root}/dist/emulator/cli.mjs`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    logLevel: 'warning',
  });
}

/**
 * Builds dist/. `log` (npm start, `node build.mjs`) prints progress as it goes, so the first minute
 * of `npm start` is not silent: each step as it starts, each bundle as it is written.
 */
export async function build({ types = true, log = () => {} } = {}) {
  const t0 = Date.now();
  const say = (s) => log(`build: ${s} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  rmSync('dist', { recursive: true, force: true });
  const chunked = await lazyChunks();
  // [label, job]: one list, so every progress line names its own output.
  const jobs = [
    ...iife.map(([entry, outfile]) => [
      outfile,
      chunked[outfile]
        ? buildCdnWithChunks(entry, outfile, chunked[outfile])
        : esbuild.build({
            ...bundleOptions(outfile),
            entryPoints: [entry],
            outfile,
          }),
    ]),
    ...singleFile.map(([entry, outfile]) => [outfile, buildSingleFile(entry, outfile)]),
    ...[...localeFiles(), ...adminLocaleFiles()].map(([source, outfile]) => [
      outfile,
      esbuild.build({
        ...cdnOptions,
        stdin: {
          contents: `import l from ${JSON.stringify(resolve(source))}; (globalThis.featherlogin ||= {})[${JSON.stringify(basename(outfile))}] = l;`,
          resolveDir: resolve('.'),
          loader: 'ts',
        },
        outfile,
      }),
    ]),
    ['ESM entries and the React adapter', buildEsm()],
    ['CommonJS entries', buildCjs()],
    // dist/emulator-package: the featherlogin-emulator package (npm pack there); its bundle is also
    // dist/emulator/cli.mjs (the same esbuild build of src/emulator/cli.ts, bundled once)
    [
      'emulator and its package',
      buildEmulatorPackage({ types }).then(({ out }) => {
        mkdirSync('dist/emulator', { recursive: true });
        copyFileSync(join(out, 'index.mjs'), 'dist/emulator/cli.mjs');
      }),
    ],
  ];
  say(
    `bundling ${jobs.length} outputs (CDN bundles and their chunks, single files, translations, ESM, CommonJS, React adapter, emulator)...`,
  );
  let done = 0;
  await Promise.all(jobs.map(([label, job]) => job.then(() => say(`${++done}/${jobs.length} ${label}`))));
  pureEnums('dist/esm');
  say('compressing the CDN bundles (terser, two passes)...');
  await polishCdn('dist', (f, n, of) => say(`compressed ${n}/${of} ${f}`));
  if (types) say('writing type declarations (tsc)...');
  if (types) execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  if (types) execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'src/react/tsconfig.json'], { stdio: 'inherit' });
  // featherlogin/react[/b2b] join the adapter (typed against React) and the client API (typed with
  // the widgets): their files hold only export statements, so each is its own declaration.
  if (types) for (const f of ['react-all', 'react-b2b-all']) copyFileSync(`src/entries/${f}.ts`, `dist/types/entries/${f}.d.ts`);
  // featherlogin/theme/* (the official 6.x theme files)
  mkdirSync('dist/theme', { recursive: true });
  copyFileSync('src/entries/shadcn.css', 'dist/theme/shadcn.css');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = new Set(process.argv.slice(2));
  const t0 = Date.now();
  await build({ types: !args.has('--no-types'), log: (s) => console.log(s) });
  console.log(`built dist/ in ${Date.now() - t0} ms`);
}
