// The CDN lazy-chunk build (build.mjs buildCdnWithChunks): chunks import shared modules from the
// main bundle's registry instead of carrying copies, and the registry holds exactly what they import.
import * as esbuild from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const buildUrl = pathToFileURL(resolve('build.mjs')).href;

test('consumer CDN bundle: registry = the names its chunks import; chunks carry no shared module', async () => {
  const b = await import(buildUrl);
  const dir = mkdtempSync(join(tmpdir(), 'fl-chunks-'));
  try {
    const spec = (await b.lazyChunks())['dist/featherlogin.js'];
    const { registry } = await b.buildCdnWithChunks('src/entries/cdn/index.ts', join(dir, 'featherlogin.js'), spec);
    const main = readFileSync(join(dir, 'featherlogin.js'), 'utf8');
    const used = new Set<number>();
    for (const file of Object.keys(spec.chunks)) {
      const code = readFileSync(join(dir, file), 'utf8');
      // Skipped when the file already ran (a second script tag of a raced load leaves the first exports).
      // A chunk loaded after another (the profile sections) reads that one's exports too.
      const after = !!spec.after[file];
      assert.ok(code.startsWith(`featherlogin[${JSON.stringify(file)}]||(${after ? '(' : ''}R`), `${file} runs once`);
      assert.ok((after ? /^[^(]*\(\(R\$*,E\$*\)=>\{/ : /^[^(]*\(R\$*=>\{/).test(code), `${file} is an IIFE over the registry`);
      assert.ok(code.includes(`featherlogin[${JSON.stringify(file)}]=`), `${file} registers under its file name`);
      assert.not.ok(/\bimport\s*[{*"]|\bexport\s*\{/.test(code), `${file} has no ESM statements left`);
      assert.not.ok(code.includes('__H'), `${file} carries no copy of preact/hooks`);
      for (const m of code.matchAll(/R\$*\[(\d+)\]/g)) used.add(Number(m[1]));
    }
    assert.equal(
      [...used].sort((x, y) => x - y),
      registry.map((_: string, i: number) => i),
      'every registry slot is used by a chunk',
    );
    assert.ok(
      registry.some((r: string) => r.includes('src/ui/mount.tsx mountWidget')),
      'shared src/ui module',
    );
    assert.ok(
      registry.some((r: string) => r.includes('preact/jsx-runtime') && r.endsWith(' jsx')),
      'shared JSX runtime',
    );
    assert.ok(main.includes(`featherlogin.${spec.key}=[`), 'the main bundle publishes the registry');
    // The profile widget's sections (src/profile/manifest.ts) follow its shell and read its kit from
    // that file: one copy of the kit (a Section's frame, its context), in the shell.
    const shell = 'featherlogin.profile.js';
    const sections = Object.keys(spec.after).filter((f) => spec.after[f] === shell);
    assert.ok(sections.length >= 9, `the profile sections follow the shell: ${sections}`);
    const frame = 'border-top:1px solid var(--fl-c-border);padding-top:16px';
    assert.ok(readFileSync(join(dir, shell), 'utf8').includes(frame), 'the shell has the section frame');
    for (const file of sections) {
      const code = readFileSync(join(dir, file), 'utf8');
      assert.ok(code.includes(`})(featherlogin._m,featherlogin[${JSON.stringify(shell)}]);`), `${file} reads the shell it follows`);
      assert.not.ok(code.includes(frame), `${file} carries no copy of the kit`);
    }
    // Field lists are each chunk's own (build.mjs OWN): those only chunks send stay out of the main bundle.
    assert.not.ok(
      registry.some((r: string) => r.includes('src/wire/fields.ts')),
      'no registry slot of src/wire/fields.ts',
    );
    assert.not.ok(main.includes('scopes:stringArray'), "the identity provider's 6.x field lists are not in the main bundle");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("B2B CDN bundle: the MFA and reset chunks, loaded after the steps chunk (manifest 'after'), read the code-entry components and the toast code from that file instead of copying them", async () => {
  const b = await import(buildUrl);
  const dir = mkdtempSync(join(tmpdir(), 'fl-chunks-'));
  try {
    const spec = (await b.lazyChunks())['dist/featherlogin.b2b.js'];
    const steps = 'featherlogin.b2b.steps.js';
    const mfa = 'featherlogin.b2b.mfa.js';
    const reset = 'featherlogin.b2b.reset.js';
    assert.equal(Object.fromEntries(Object.entries(spec.after).filter(([, e]) => e === steps)), { [mfa]: steps, [reset]: steps });
    const { registry } = await b.buildCdnWithChunks('src/entries/cdn/b2b.ts', join(dir, 'featherlogin.b2b.js'), spec);
    const stepsCode = readFileSync(join(dir, steps), 'utf8');
    // The PKCE pair store is each chunk's own (build.mjs OWN): the main bundle, whose lookup by slug
    // shares api.ts with the chunks, keeps only its key (clearPKCE).
    assert.not.ok(
      registry.some((r: string) => r.includes('src/core/pkce.ts pkceOf')),
      'no registry slot of the PKCE pair store',
    );
    assert.not.ok(readFileSync(join(dir, 'featherlogin.b2b.js'), 'utf8').includes('SHA-256'), 'no PKCE challenge code in the main bundle');
    assert.ok(stepsCode.includes('SHA-256'), 'the steps file (the sign-in namespaces) has its own');
    const mfaCode = readFileSync(join(dir, mfa), 'utf8');
    assert.ok(/^[^(]*\(\((R\$*),(E\$*)\)=>\{/.test(mfaCode), 'an IIFE over the registry and the steps exports');
    assert.ok(mfaCode.includes(`})(featherlogin._mb,featherlogin[${JSON.stringify(steps)}]);`), 'reads the steps file it follows');
    // Countdown's sentence-final CJK punctuation: one copy, in the steps chunk.
    assert.ok(stepsCode.includes('。'), 'the steps chunk has the countdown');
    assert.not.ok(mfaCode.includes('。'), 'the MFA chunk carries no copy of it');
    const readBy = (code: string) => {
      const E = /^[^(]*\(\((R\$*),(E\$*)\)=>\{/.exec(code)![2].replace(/\$/g, '\\$');
      return [...code.matchAll(new RegExp(`[=,]${E}\\.(\\$\\d+)`, 'g'))].map((m) => m[1]);
    };
    const resetCode = readFileSync(join(dir, reset), 'utf8');
    assert.ok(
      resetCode.includes(`})(featherlogin._mb,featherlogin[${JSON.stringify(steps)}]);`),
      'the reset chunk reads the steps file too',
    );
    // The toast code (src/ui/toast-show.tsx): one copy, in the steps chunk, which both later chunks read.
    assert.ok(stepsCode.includes('--fl-success);color:var(--fl-success)'), 'the steps chunk has the toast classes');
    assert.not.ok(
      mfaCode.includes('--fl-success);color:var(--fl-success)') || resetCode.includes('--fl-success);color:var(--fl-success)'),
      'the later chunks carry no copy',
    );
    const read = [...new Set([...readBy(mfaCode), ...readBy(resetCode)])].sort();
    const exported = [...new Set([...stepsCode.matchAll(/"(\$\d+)":/g)].map((m) => m[1]))].sort();
    assert.ok(readBy(mfaCode).length > 0 && readBy(resetCode).length > 0, 'the MFA and reset chunks read names from the steps file');
    assert.equal(read, exported, 'the steps file exports exactly the names the MFA and reset chunks read');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the background refresh's attempt loads later: no CDN main bundle holds refresh-tick.ts or unrecoverable.ts; the __MEMBERS__ file it loads from exports `tick`; the single files hold it", async () => {
  const b = await import(buildUrl);
  const table = await b.lazyChunks();
  const inputsOf = async (options: object, entry: string) => {
    const r = await esbuild.build({ ...options, entryPoints: [entry], outfile: 'x.js', write: false, metafile: true });
    const main = Object.values(r.metafile.outputs).find((o) => o.entryPoint)!;
    return (f: string) => (main.inputs[f]?.bytesInOutput ?? 0) > 0;
  };
  let checked = 0;
  for (const [entry, out] of b.iife as [string, string][]) {
    const members: string | undefined = table[out]?.members;
    if (!members) continue;
    const has = await inputsOf(b.bundleOptions(out), entry);
    assert.ok(has('src/core/refresh.ts'), `${out} holds the schedule`);
    assert.not.ok(has('src/core/refresh-tick.ts'), `${out} leaves the attempt to ${members}`);
    assert.not.ok(has('src/core/unrecoverable.ts'), `${out} leaves the unrecoverable error list to later files`);
    const exported: string[] = [];
    for (const source of [table[out].chunks[members]].flat()) {
      const r = await esbuild.build({
        ...b.bundleOptions(out),
        entryPoints: [source],
        format: 'esm',
        outfile: 'x.js',
        write: false,
        metafile: true,
      });
      exported.push(...Object.values(r.metafile!.outputs)[0].exports);
    }
    assert.ok(exported.includes('tick'), `${members} exports the attempt`);
    checked++;
  }
  assert.is(checked, 4, 'both widget bundles and both headless bundles');
  for (const [entry, out] of b.singleFile as [string, string][]) {
    const has = await inputsOf(b.singleFileOptions(out), entry);
    assert.ok(has('src/core/refresh-tick.ts') && !has('src/core/refresh-tick-loader.ts'), `${out} holds the attempt itself`);
  }
});

test.run();
