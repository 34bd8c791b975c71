// size-limit checks of the ESM widget entries (size-limit.json "config"): what a page downloads
// up front when a bundler builds `import { X } from 'featherlogin'`: the entry, tree-shaken, with
// its static chunks; import() targets (identity provider, lazy screens, phone library) stay out,
// as they load on first use. (size-limit's default esbuild step would inline them.)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const esmCheck = (file, names) => ({
  stdin: { contents: `import { ${names} } from ${JSON.stringify(resolve(file))}; console.log(${names});`, resolveDir: resolve('.') },
  bundle: true,
  format: 'esm',
  minify: true,
  metafile: true,
  outdir: mkdtempSync(join(tmpdir(), 'size-esm-')),
  plugins: [
    {
      name: 'lazy-stays-lazy',
      setup: (b) => b.onResolve({ filter: /.*/ }, (a) => (a.kind === 'dynamic-import' ? { path: a.path, external: true } : undefined)),
    },
  ],
});
