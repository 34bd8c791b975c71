// Builds the featherlogin-emulator package into dist/emulator-package/ (`npm pack` there makes
// featherlogin-emulator-<version>.tgz): the emulator bundled into one module (src/emulator/cli.ts:
// run, main, createEmulator), a bin, and a package.json whose dependencies are exactly the packages
// that bundle imports at run time (pure-JS libraries only: SQLite is Node's own node:sqlite), at the
// versions this checkout declares. The featherlogin package itself ships none of it (package.json "files").
import * as esbuild from 'esbuild';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

/** 'qrcode' -> itself; '@noble/curves/ed25519' -> '@noble/curves'. */
const packageOf = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Declarations of the programmatic API (createEmulator, run, main and their types) under types/,
 * from the same source; the package then says where they are. Takes some seconds (tsc), so builds
 * without types skip it.
 */
async function declarations(root, out) {
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const flags = [
    '--declaration',
    '--emitDeclarationOnly',
    '--outDir',
    join(out, 'types'),
    '--rootDir',
    join(root, 'src'),
    '--module',
    'esnext',
    '--moduleResolution',
    'bundler',
    '--target',
    'es2022',
    '--strict',
    '--skipLibCheck',
    '--resolveJsonModule',
    '--esModuleInterop',
    '--types',
    'node',
  ];
  await promisify(execFile)(process.execPath, [tsc, join(root, 'src/emulator/cli.ts'), ...flags]);
  // The source imports without extensions (bundler style); ESM consumers resolving as Node does
  // (moduleResolution node16/nodenext) need './x.js' or './x/index.js' in the declarations.
  const files = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.d.ts') ? [join(dir, e.name)] : [],
    );
  for (const file of files(join(out, 'types'))) {
    const text = readFileSync(file, 'utf8').replace(/(from\s+|import\()(['"])(\.\.?\/[^'"]*)\2/g, (m, lead, q, spec) => {
      const at = resolve(dirname(file), spec);
      const ext = existsSync(`${at}.d.ts`)
        ? '.js'
        : existsSync(join(at, 'index.d.ts'))
          ? '/index.js'
          : existsSync(`${at}.d.json.ts`) || spec.endsWith('.json')
            ? ''
            : null;
      if (ext === null) throw new Error(`${file}: cannot resolve ${spec}`);
      return `${lead}${q}${spec}${ext}${q}`;
    });
    writeFileSync(file, text);
  }
}

export async function buildEmulatorPackage({ root = '.', out = join(root, 'dist/emulator-package'), types = false } = {}) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const r = await esbuild.build({
    entryPoints: [join(root, 'src/emulator/cli.ts')],
    outfile: join(out, 'index.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
  });
  const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const declared = { ...own.devDependencies, ...own.dependencies };
  const imported = new Set(
    Object.values(r.metafile.outputs)
      .flatMap((o) => o.imports)
      .filter((i) => i.external && !i.path.startsWith('node:'))
      .map((i) => packageOf(i.path)),
  );
  const dependencies = {};
  for (const name of [...imported].sort()) {
    if (!declared[name]) throw new Error(`emulator package: ${name} is imported but not declared in package.json`);
    dependencies[name] = declared[name];
  }
  if (types) await declarations(root, out);
  writeFileSync(join(out, 'bin.mjs'), "#!/usr/bin/env node\nimport { run } from './index.mjs';\n\nawait run(process.argv.slice(2));\n");
  chmodSync(join(out, 'bin.mjs'), 0o755);
  const pkg = {
    name: 'featherlogin-emulator',
    version: own.version,
    description:
      'Local auth emulator for featherlogin and the Stytch SDKs: the browser SDK API, the backend API, a mailbox and an admin page, on SQLite.',
    license: own.license,
    type: 'module',
    bin: { 'featherlogin-emulator': './bin.mjs' },
    exports: {
      '.': types ? { types: './types/emulator/cli.d.ts', import: './index.mjs' } : './index.mjs',
      './package.json': './package.json',
    },
    files: ['index.mjs', 'bin.mjs', 'README.md', ...(types ? ['types'] : [])],
    // The Node this checkout is developed and tested on (package.json devEngines), whose node:sqlite
    // has all db.ts uses.
    engines: { node: own.devEngines.runtime.version },
    dependencies,
  };
  writeFileSync(join(out, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
  writeFileSync(
    join(out, 'README.md'),
    `# featherlogin-emulator

A local auth emulator: the browser SDK's API (for featherlogin and the official Stytch frontend SDKs),
the backend API an app's server calls (the official \`stytch\` Node SDK works against it), a mailbox
for the codes and links it would have sent, and an admin page. Data in SQLite.

    npx featherlogin-emulator --port 4100
    npx featherlogin-emulator --help

The start message names the URLs, the seeded projects' public tokens and secrets, the mailbox
(\`/emulator/mailbox\`, as JSON \`/emulator/outbox?to=\`) and the admin page (\`/emulator/admin\`).
State for tests: \`--import state.json\`, \`--export-on-exit state.json\`, \`GET|POST /emulator/state\`,
\`POST /emulator/reset\`. In a Node test: \`import { createEmulator } from 'featherlogin-emulator'\`,
then \`await createEmulator({ db: ':memory:', port: 0 })\`.

The guide for app developers (CI, pointing the SDKs at it, reading codes in an end-to-end test) is in
featherlogin's README.
`,
  );
  return { out, dependencies };
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(await buildEmulatorPackage({ types: !process.argv.includes('--no-types') }));
