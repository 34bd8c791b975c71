// Builds the featherlogin-emulator package into dist/emulator-package/ (`npm pack` there makes
// featherlogin-emulator-<version>.tgz): the emulator bundled into one module (src/emulator/cli.ts:
// run, main, createEmulator), a bin, and a package.json whose dependencies are exactly the packages
// that bundle imports at run time (better-sqlite3 and the pure-JS libraries), at the versions this
// checkout declares. The featherlogin package itself ships none of it (package.json "files").
import * as esbuild from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';

/** 'better-sqlite3' -> itself; '@noble/curves/ed25519' -> '@noble/curves'. */
const packageOf = (spec) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

export async function buildEmulatorPackage({ root = '.', out = join(root, 'dist/emulator-package') } = {}) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const r = await esbuild.build({
    entryPoints: [join(root, 'src/emulator/cli.ts')],
    outfile: join(out, 'index.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
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
  writeFileSync(join(out, 'bin.mjs'), "#!/usr/bin/env node\nimport { run } from './index.mjs';\n\nawait run(process.argv.slice(2));\n");
  chmodSync(join(out, 'bin.mjs'), 0o755);
  const pkg = {
    name: 'featherlogin-emulator',
    version: own.version,
    description: 'Local auth emulator for featherlogin and the Stytch SDKs: the browser SDK API, the backend API, a mailbox and an admin page, on SQLite.',
    license: own.license,
    type: 'module',
    bin: { 'featherlogin-emulator': './bin.mjs' },
    exports: { '.': './index.mjs', './package.json': './package.json' },
    files: ['index.mjs', 'bin.mjs', 'README.md'],
    engines: own.engines,
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

if (import.meta.url === `file://${process.argv[1]}`) console.log(await buildEmulatorPackage());
