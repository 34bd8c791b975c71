// The CDN files' last minification pass (build.mjs polishCdn) renames Preact's internal properties
// (`__k`, `__e`, ...) inside each bundle that holds Preact, and refuses a chunk that reads them: the
// chunk's names would not be its bundle's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const polish = async (files: Record<string, string>) => {
  const { polishCdn } = await import(pathToFileURL(resolve('build.mjs')).href);
  const dir = mkdtempSync(join(tmpdir(), 'fl-polish-'));
  try {
    for (const [f, code] of Object.entries(files)) writeFileSync(join(dir, f), code);
    await polishCdn(dir);
    return Object.fromEntries(Object.keys(files).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const CODE = '(() => { const v = { __k: [1], __source: 2, key: 3 }; v.__e = v.__k.length; window.v = v; })();';

test("a bundle's Preact internals get shorter names, the same at every use; other names stay", async () => {
  const out = (await polish({ 'featherlogin.js': CODE }))['featherlogin.js'];
  assert.not.match(out, /__k|__e/);
  assert.match(out, '__source');
  const w = (new Function('window', `${out}; return window.v;`) as (w: object) => Record<string, unknown>)({});
  const k = Object.keys(w).find((x) => Array.isArray(w[x]))!;
  assert.is(w.key, 3);
  assert.ok(k && !k.startsWith('__'), `renamed: ${Object.keys(w)}`);
  assert.ok(Object.values(w).includes(1), 'the length read through the renamed name');
});

test("a chunk that reads Preact's internals fails the build", async () => {
  try {
    await polish({ 'featherlogin.steps.js': 'featherlogin.x = (v) => v.__k;' });
    assert.unreachable('polishCdn accepted the chunk');
  } catch (e) {
    assert.match(String(e), "featherlogin.steps.js: a chunk reads Preact's internal properties");
  }
});

test.run();
