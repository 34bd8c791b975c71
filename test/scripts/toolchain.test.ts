// The toolchain package.json and package-lock.json promise (README "On a fresh machine"): Node 24
// and npm 11+ for working on the repo (devEngines), while the published widget asks no Node version
// of its users (it runs in browsers); every dependency's install script is decided in allowScripts
// (npm 12 blocks undecided ones and warns), and none runs: no native build, no compiler; the lock
// holds every platform's optional packages, so `npm ci` on another machine finds what it needs.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type LockEntry, locate } from '../helpers/offline-install';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const lock: Record<string, LockEntry> = JSON.parse(readFileSync('package-lock.json', 'utf8')).packages;

test('the repo needs Node 24 and npm 11 or later; the widget package asks no Node version of its users', () => {
  assert.equal(pkg.devEngines.runtime, { name: 'node', version: '>=24', onFail: 'error' });
  assert.equal(pkg.devEngines.packageManager, { name: 'npm', version: '>=11', onFail: 'error' });
  assert.is(pkg.engines, undefined);
});

test('every install script in the lock is decided in allowScripts, and none may run (esbuild works without its own)', () => {
  const scripted = Object.keys(lock)
    .filter((p) => lock[p].hasInstallScript)
    .map((p) => p.slice(p.lastIndexOf('node_modules/') + 'node_modules/'.length));
  assert.equal(scripted, ['esbuild']);
  assert.equal(pkg.allowScripts, { esbuild: false });
});

test("every locked package's optional dependencies are locked too (each platform's binaries)", () => {
  const missing = Object.entries(lock).flatMap(([at, e]) =>
    Object.keys(e.optionalDependencies ?? {})
      .filter((name) => !locate(lock, at, name))
      .map((name) => `${at} -> ${name}`),
  );
  assert.equal(missing, []);
});

test.run();
