// scripts/emulator.mjs: loadEmulator() (which scripts/start.mjs uses too) builds the emulator's CLI
// when it is missing and loads it; the script runs the emulator when started through a link (the
// package's bin), and not when imported. Built into a temporary root, never into dist/.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { raw } from './setup';

const t = suite('emulator scripts');
const root = mkdtempSync(join(tmpdir(), 'fl-emu-root-'));
t.after(() => rmSync(root, { recursive: true, force: true }));
const script = (name: string) => join(process.cwd(), 'scripts', name);

t('loadEmulator builds the missing CLI under its root, then loads it; start.mjs imports it', async () => {
  for (const d of ['src', 'node_modules']) symlinkSync(join(process.cwd(), d), join(root, d));
  const { loadEmulator } = await import(pathToFileURL(script('emulator.mjs')).href);
  assert.not.ok(existsSync(join(root, 'dist/emulator/cli.mjs')));
  const cli = await loadEmulator(root);
  assert.ok(existsSync(join(root, 'dist/emulator/cli.mjs')), 'built');
  const emu = await cli.main(['--port', '0', '--db', ':memory:', '--config', join(root, 'config.json')], true);
  try {
    assert.is((await raw(`${emu.url}/emulator`)).status, 200);
  } finally {
    await emu.close();
  }
  assert.type((await import(pathToFileURL(script('start.mjs')).href)).createDemoServer, 'function');
});

t('the script runs the emulator when started through a link (npm bin)', async () => {
  mkdirSync(join(root, 'scripts'));
  copyFileSync(script('emulator.mjs'), join(root, 'scripts/emulator.mjs'));
  symlinkSync(join(root, 'scripts/emulator.mjs'), join(root, 'featherlogin-emulator'));
  const child = spawn(
    process.execPath,
    [join(root, 'featherlogin-emulator'), '--port', '0', '--db', ':memory:', '--config', join(root, 'config.json')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        const m = /listening on (http:\/\/\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
      child.stderr.on('data', (d) => (out += d));
      child.on('exit', () => reject(new Error(`exited: ${out}`)));
      // A child that neither listens nor exits fails the test instead of hanging the stage. 30 s: on a
      // loaded 2-core machine the start (about 1.5 s of CPU) took 11-12 s of wall time.
      setTimeout(() => reject(new Error(`no 'listening on' within 30 s: ${out}`)), 30_000).unref();
    });
    assert.is((await raw(`${url}/emulator`)).status, 200);
  } finally {
    child.kill();
  }
});

t('importing the script from a program started without its file extension (node tool, for tool.js) loads it', async () => {
  writeFileSync(
    join(root, 'tool.js'),
    `import(${JSON.stringify(pathToFileURL(script('emulator.mjs')).href)}).then((m) => console.log(typeof m.loadEmulator), (e) => console.log(e.message));`,
  );
  const out = await new Promise<string>((resolve) => {
    let text = '';
    const child = spawn(process.execPath, [join(root, 'tool')], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (text += d));
    child.on('exit', () => resolve(text.trim()));
  });
  assert.is(out, 'function');
});

t('the build reports progress as it goes (npm start is not silent while it builds): each compressed CDN file', async () => {
  const { polishCdn } = await import(pathToFileURL(join(process.cwd(), 'build.mjs')).href);
  const dir = mkdtempSync(join(tmpdir(), 'fl-polish-'));
  try {
    writeFileSync(join(dir, 'featherlogin.a.js'), 'var a = 1 + 1; console.log(a);');
    writeFileSync(join(dir, 'featherlogin.b.js'), 'console.log("b");');
    const seen: string[] = [];
    await polishCdn(dir, (f: string, n: number, of: number) => seen.push(`${n}/${of} ${f}`));
    assert.equal(seen, ['1/2 featherlogin.a.js', '2/2 featherlogin.b.js']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

t("the CDN code files start with V8's compile hint (the first screen shows sooner); translations and the phone parser do not", async () => {
  const { polishCdn } = await import(pathToFileURL(join(process.cwd(), 'build.mjs')).href);
  const dir = mkdtempSync(join(tmpdir(), 'fl-hint-'));
  try {
    const files = ['featherlogin.js', 'featherlogin.b2b.steps.js', 'featherlogin.locale.fr.js', 'featherlogin.phone.js'];
    for (const f of files) writeFileSync(join(dir, f), 'globalThis.x = function () { return 1; };');
    await polishCdn(dir);
    const first = (f: string) => readFileSync(join(dir, f), 'utf8').split('\n')[0];
    assert.equal(
      files.map((f) => first(f) === '//# allFunctionsCalledOnLoad'),
      [true, true, false, false],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

t.run();
