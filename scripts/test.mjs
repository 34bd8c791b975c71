// Runs every test: `node scripts/test.mjs [stage...]` (stages: lint, types, size, unit, react, emulator, e2e, compat; default all;
// TEST_FILTER=part-of-a-path[,another] runs only the matching test files of each stage).
// Each stage bundles its *.test.ts(x) files with esbuild (the same aliases as the real build, so the
// tests exercise what ships), then runs them with uvu in one child process. Prints one closing line:
// "tests: N passed, N failed". dist/ is built once per run: the first stage that needs it builds it
// (with declarations if it needs them) and later stages reuse it; a stage run alone builds its own.
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { readdirSync, rmSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { common } from '../build.mjs';

/** A stage's dist/ build step: with declarations (types, compat) or without (size, e2e). */
const BUILD = Symbol('build dist/ without declarations');
const BUILD_TYPES = Symbol('build dist/ with declarations');

const stages = {
  // Biome's linter over src, test, scripts (biome.jsonc); errors fail, warnings are for `npm run lint`.
  lint: {
    commands: [
      ['node_modules/@biomejs/biome/bin/biome', 'lint', '--diagnostic-level=error'],
      // the format check: the tree stays as `npx biome format --write .` leaves it
      ['node_modules/@biomejs/biome/bin/biome', 'format', '.'],
    ],
  },
  // the typechecker over src and test, then the full build with declarations (what `npm start` and
  // publishing run; a declaration error would otherwise surface only there)
  types: {
    commands: [['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], BUILD_TYPES],
  },
  // the bundle budgets of size-limit.json (what `npm run size` checks), on a fresh build
  size: {
    commands: [BUILD, ['node_modules/size-limit/bin.js', '--config', 'size-limit.json']],
  },
  // units and components: src/core, src/ui, widgets (happy-dom, Preact as React)
  unit: {
    dirs: ['test/core', 'test/ui', 'test/consumer', 'test/b2b', 'test/idp', 'test/admin', 'test/profile', 'test/scripts'],
    alias: common.alias,
  },
  // the React adapter against real react / react-dom
  react: { dirs: ['test/react'], alias: {} },
  // the local auth emulator over real HTTP on loopback, driven by the headless clients
  emulator: { dirs: ['test/emulator'], alias: common.alias },
  // real Chromium against the emulator, loading the built dist/ bundles
  e2e: { dirs: ['test/e2e'], alias: common.alias, needsBuild: true },
  // the official SDK (test-only oracle) beside ours: public surface, wire requests, its flows against the emulator
  // compat also needs dist/types (the integrator-code test compiles against the published declarations).
  compat: { dirs: ['test/compat'], alias: common.alias, needsBuild: true, withTypes: true, ownProcess: ['compat/wire.test.ts'] },
};

function testFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return testFiles(p);
    return /\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** A stage that runs longer than this is stopped and counted as failed (CI has 90 minutes in all). */
const STAGE_LIMIT_MS = 12 * 60 * 1000;

function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], ...opts });
    const timer = setTimeout(() => {
      console.error(`\nstopped after ${STAGE_LIMIT_MS / 60000} minutes: ${args.slice(-1)[0].slice(0, 80)}...`);
      child.kill('SIGKILL');
    }, STAGE_LIMIT_MS);
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, out });
    });
  });
}

/** What this run has built into dist/ so far: null, 'no-types' or 'types' (a superset of no-types). */
let built = null;

/** Builds dist/ unless this run already did (with declarations when `types`); true when it is there. */
async function ensureBuilt(types) {
  if (built === 'types' || (built === 'no-types' && !types)) {
    console.log(`dist/ already built in this run${types ? ' (with declarations)' : ''}`);
    return true;
  }
  const r = await run(process.execPath, types ? ['build.mjs'] : ['build.mjs', '--no-types']);
  if (r.code === 0) built = types ? 'types' : 'no-types';
  return r.code === 0;
}

const label = (c) => (c === BUILD ? 'build.mjs --no-types' : c === BUILD_TYPES ? 'build.mjs' : c.join(' '));

async function runStage(name) {
  const stage = stages[name];
  if (stage.commands) {
    console.log(`\n== ${name}: ${stage.commands.map(label).join(', then ')}`);
    for (const args of stage.commands) {
      const ok = typeof args === 'symbol' ? await ensureBuilt(args === BUILD_TYPES) : (await run(process.execPath, args)).code === 0;
      if (!ok) return { passed: 0, failed: 1, ran: true };
    }
    return { passed: 1, failed: 0, ran: true };
  }
  // TEST_FILTER=text[,text] runs only the files whose path contains one of the texts (a quick loop while working).
  const filter = process.env.TEST_FILTER?.split(',');
  const files = stage.dirs
    .flatMap(testFiles)
    .filter((f) => !filter || filter.some((part) => f.includes(part)))
    .sort();
  if (!files.length) return { passed: 0, failed: 0, ran: false };
  if (stage.needsBuild && !(await ensureBuilt(!!stage.withTypes))) return { passed: 0, failed: 1, ran: true };
  // TEST_OUT: another folder for a second run in the same checkout (two runs must not share one).
  const outdir = join(process.env.TEST_OUT || '.test-out', name);
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    ...common,
    alias: stage.alias,
    entryPoints: files,
    outdir,
    outbase: 'test',
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    packages: 'external',
    sourcemap: 'inline',
    define: { ...common.define, __CDN__: 'false', 'process.env.NODE_ENV': '"test"' },
    logLevel: 'error',
  });
  const bundles = files.map((f) => join(outdir, relative('test', f)).replace(/\.tsx?$/, '.mjs'));
  const suites = bundles.map((file) => ({ name: relative(outdir, file), file: join(process.cwd(), file) }));
  // Files a stage names in `ownProcess` run in a child process of their own, after the others: the
  // official 6.3 clients the other compat suites create keep timers and storage listeners alive in the
  // shared page globals, and the wire oracle must see a client that nothing else touched.
  const alone = (stage.ownProcess ?? []).map((f) => suites.find((x) => x.name === f.replace(/\.tsx?$/, '.mjs')));
  const groups = [suites.filter((x) => !alone.includes(x)), ...alone.filter(Boolean).map((x) => [x])].filter((g) => g.length);
  console.log(`\n== ${name}: ${files.length} file(s)`);
  let passed = 0;
  let failed = 0;
  for (const group of groups) {
    // uvu sets process.exitCode on failure; exit explicitly once it has reported, so a timer or
    // socket a test left open cannot keep the stage (and CI) waiting.
    const runner = `import { run } from 'uvu/run'; await run(${JSON.stringify(group)}, { bail: false }); process.exit(process.exitCode ?? 0);`;
    const { code, out } = await run(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', runner], {
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const num = (label) => Number((out.match(new RegExp(`${label}:\\s+(\\d+)`)) || [])[1] || 0);
    const total = num('Total');
    passed += num('Passed');
    failed += Math.max(total - num('Passed') - num('Skipped'), code === 0 ? 0 : 1);
  }
  return { passed, failed, ran: true };
}

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(stages);
let passed = 0;
let failed = 0;
for (const name of wanted) {
  if (!stages[name]) {
    console.error(`unknown stage ${name}; stages: ${Object.keys(stages).join(', ')}`);
    process.exit(2);
  }
  const r = await runStage(name);
  passed += r.passed;
  failed += r.failed;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
