import * as esbuild from 'esbuild';
import { common } from '/work/main/build.mjs';
const r = await esbuild.build({ ...common, entryPoints: [process.argv[2]], bundle: true, minify: true, write: false, metafile: true, format: 'iife', outfile: 'x.js', define: { ...common.define, __CDN__: 'true', __SCRIPT__: 'true' } });
const out = Object.values(r.metafile.outputs)[0];
const rows = Object.entries(out.inputs).map(([f, i]) => [f, i.bytesInOutput]).sort((a, b) => b[1] - a[1]);
for (const [f, b] of rows.slice(0, +process.argv[3] || 40)) console.log(String(b).padStart(7), f);
console.log('total', out.bytes);
