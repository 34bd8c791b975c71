// The two packages as users get them: `npm pack` featherlogin and featherlogin-emulator (built into
// dist/emulator-package), install both into a temporary folder without the network
// (test/helpers/offline-install.ts), run `npx featherlogin-emulator --help` there, start the
// installed emulator on a free loopback port and sign in through it (email code from the outbox,
// then the backend API with the project secret). The widget package must bring no dependency, no
// bin, no emulator file and no Node version (it runs in browsers). The emulator's declarations type
// a program that uses it in-process; it needs no native module, compiler or install script (SQLite is
// Node's own node:sqlite), and says which Node it needs.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { consumer as r } from '../../src/wire/routes';
import * as backend from '../../src/wire/backend-routes';
import { installOffline, packInto } from '../helpers/offline-install';

const t = suite('packages: pack, install offline, run');
const dir = mkdtempSync(join(tmpdir(), 'fl-pack-'));
t.after(() => rmSync(dir, { recursive: true, force: true }));

const pack = (cwd: string) => packInto(cwd, dir);

/** JSON over loopback with a time limit. */
async function call(url: string, init: { method?: string; auth?: string; body?: unknown } = {}) {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.auth ? { Authorization: `Basic ${Buffer.from(init.auth).toString('base64')}` } : {}),
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, json: (await res.json()) as any };
}

t('featherlogin and featherlogin-emulator install side by side; the installed emulator starts and signs a user in', async () => {
  const widgets = pack('.');
  assert.equal(widgets.pkg.dependencies ?? {}, {}, 'featherlogin has no runtime dependencies');
  assert.is(widgets.pkg.bin, undefined, 'featherlogin ships no emulator command');
  assert.is(widgets.pkg.engines, undefined, 'featherlogin runs in browsers: no Node version to ask of its users');
  assert.ok(widgets.files.includes('dist/featherlogin.js'));
  assert.equal(
    widgets.files.filter((f) => /emulator|^scripts\//.test(f)),
    [],
    'no emulator file in featherlogin',
  );
  // The e2e build skips declarations; the package as published has them.
  const { buildEmulatorPackage } = await import(pathToFileURL(join(process.cwd(), 'scripts/emulator-package.mjs')).href);
  await buildEmulatorPackage({ types: true });
  const emulator = pack('dist/emulator-package');
  assert.equal(emulator.pkg.engines, { node: '>=24' }, "the emulator's Node: node:sqlite as it uses it");

  installOffline(dir, {
    featherlogin: { file: widgets.file, version: widgets.pkg.version, dependencies: {} },
    'featherlogin-emulator': {
      file: emulator.file,
      version: emulator.pkg.version,
      dependencies: emulator.pkg.dependencies,
      bin: emulator.pkg.bin,
    },
  });
  const installed = JSON.parse(readFileSync(join(dir, 'node_modules/featherlogin/package.json'), 'utf8'));
  assert.equal(installed.dependencies ?? {}, {});
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')).packages;
  assert.equal(
    Object.keys(lock).filter((p) => lock[p].hasInstallScript || lock[p].gypfile),
    [],
    'no install script, no native build',
  );
  const files = readdirSync(join(dir, 'node_modules'), { recursive: true, encoding: 'utf8' });
  assert.equal(
    files.filter((f) => f.endsWith('.node')),
    [],
    'no native module',
  );

  // A TypeScript program using the installed package in-process type-checks against its declarations.
  writeFileSync(
    join(dir, 'check.mts'),
    "import { createEmulator, type Emulator } from 'featherlogin-emulator';\nconst emu: Emulator = await createEmulator({ db: ':memory:', port: 0 });\nconst code: string | undefined = emu.outbox('a@example.com')[0]?.code;\nconst n: number = Object.keys(emu.exportState().tables).length;\nemu.reset();\nawait emu.close();\nexport { code, n };\n",
  );
  const tsc = (file: string) =>
    execFileSync(
      process.execPath,
      [
        join(process.cwd(), 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        file,
      ],
      { cwd: dir, encoding: 'utf8', timeout: 60_000 },
    );
  tsc('check.mts');
  writeFileSync(
    join(dir, 'wrong.mts'),
    "import { createEmulator } from 'featherlogin-emulator';\nconst url: number = (await createEmulator()).url;\nexport { url };\n",
  );
  const wrong = (() => {
    try {
      tsc('wrong.mts');
      return '';
    } catch (e) {
      return String((e as { stdout?: string }).stdout);
    }
  })();
  assert.match(wrong, /TS2322/, 'the declarations are the real types, not any');

  const help = execFileSync('npx', ['--offline', 'featherlogin-emulator', '--help'], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
  assert.match(help, /--export-on-exit/);
  assert.match(help, /--host/);

  const child = spawn(
    process.execPath,
    [
      join(dir, 'node_modules/.bin/featherlogin-emulator'),
      '--port',
      '0',
      '--config',
      join(dir, 'data/config.json'),
      '--db',
      join(dir, 'data/emulator.db'),
    ],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  try {
    let out = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d) => {
        out += d;
        const m = /listening on (http:\/\/\S+)[\s\S]*Ctrl\+C/.exec(out);
        if (m) resolve(m[1]);
      });
      child.stderr.on('data', (d) => (out += d));
      child.on('exit', () => reject(new Error(`exited: ${out}`)));
      setTimeout(() => reject(new Error(`no start message within 20 s: ${out}`)), 20_000).unref();
    });
    assert.match(out, `${url}/emulator/admin`);
    assert.match(out, `${url}/emulator/mailbox`);
    assert.match(out, 'public-token-test-featherlogin-consumer');
    assert.match(out, 'secret-test-featherlogin-consumer');

    const token = 'public-token-test-featherlogin-consumer';
    const sdk = (route: readonly [string, string, string?], body: object) =>
      call(`${url}/sdk/v1${route[1]}`, { method: route[0], auth: `${token}:${token}`, body });
    const sent = await sdk(r.otpEmailLoginOrCreate, { email: 'packed@example.com' });
    assert.is(sent.status, 200);
    const code = (await call(`${url}/emulator/outbox?to=packed@example.com`)).json.messages[0].code;
    const auth = await sdk(r.otpAuthenticate, { token: code, method_id: sent.json.data.method_id, session_duration_minutes: 30 });
    assert.is(auth.status, 200);
    const check = await call(`${url}${backend.sessionsAuthenticate[1]}`, {
      method: 'POST',
      auth: 'project-test-featherlogin-consumer:secret-test-featherlogin-consumer',
      body: { session_token: auth.json.data.session_token },
    });
    assert.is(check.status, 200);
    assert.is(check.json.user.emails[0].email, 'packed@example.com');
  } finally {
    child.kill();
  }
});

t.run();
