// Builds the React test app (main.tsx) for the browser suite: real React bundled for the app and
// the adapter, the widgets on Preact as in the published bundles (reactSplitPlugin).
//   import { buildReactApp } from './test/e2e/react-app/build.mjs';
//   await buildReactApp('.test-out/react-app');  // -> index.html, main.js (+ lazy chunks)
import * as esbuild from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { common, reactSplitPlugin } from '../../../build.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));

const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>featherlogin React app</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.js"></script>
  </body>
</html>
`;

/**
 * Bundles the app into `outdir` (index.html + main.js); resolves to esbuild's result. `entryPoints`
 * builds another React app the same way (test/react/app.test.ts's B2B page).
 */
export async function buildReactApp(outdir, entryPoints = { main: join(here, 'main.tsx') }) {
  mkdirSync(outdir, { recursive: true });
  const result = await esbuild.build({
    ...common,
    alias: {},
    plugins: [reactSplitPlugin({ root, external: false })],
    absWorkingDir: root,
    entryPoints,
    outdir,
    format: 'esm',
    splitting: true,
    minify: false,
    sourcemap: 'inline',
    chunkNames: 'chunks/[name]-[hash]',
    define: { ...common.define, __CDN__: 'false' },
  });
  writeFileSync(join(outdir, 'index.html'), html);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] || join(root, '.test-out', 'react-app');
  await buildReactApp(out);
  console.log(`built the React test app into ${out}`);
}
