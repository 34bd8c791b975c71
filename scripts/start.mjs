// npm start: (after `node build.mjs`) starts the local auth emulator with its file database and
// serves the demo site (src/demo, plus /dist and a generated /config.js) on another port.
// Options: --port 4100 (emulator) --demo-port 4200 --config path --db path
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
let demoPort = 4200;
const emuArgs = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--demo-port') demoPort = Number(args[++i]);
  else emuArgs.push(args[i]);
}

const cli = join(root, 'dist/emulator/cli.mjs');
if (!existsSync(cli)) {
  const { buildEmulator } = await import(pathToFileURL(join(root, 'build.mjs')).href);
  await buildEmulator(root);
}
const { main } = await import(pathToFileURL(cli).href);
const emu = await main(emuArgs);

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.map': 'application/json' };

/** URL path -> file under src/demo or dist (never outside them). */
function fileFor(pathname) {
  const [base, rel] = pathname.startsWith('/dist/') ? [join(root, 'dist'), pathname.slice(6)] : [join(root, 'src/demo'), pathname.slice(1) || 'index.html'];
  let decoded;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  const file = normalize(join(base, decoded));
  if (!file.startsWith(base + sep)) return null;
  if (existsSync(file) && statSync(file).isDirectory()) return join(file, 'index.html');
  return file;
}

const demo = createServer((req, res) => {
  const url = new URL(req.url || '/', 'http://demo');
  if (url.pathname === '/config.js') {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
    return res.end(`window.FEATHERLOGIN_DEMO = ${JSON.stringify({ emulatorURL: emu.url, publicToken: emu.publicToken, b2bPublicToken: emu.b2bPublicToken })};\n`);
  }
  const file = fileFor(url.pathname);
  if (!file || !existsSync(file)) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('Not found');
  }
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-store' });
  createReadStream(file).pipe(res);
});
// localhost may resolve to ::1 or 127.0.0.1: listen on both loopback addresses.
await new Promise((resolve, reject) => {
  demo.once('error', reject);
  demo.listen(demoPort, '127.0.0.1', resolve);
});
const demo6 = createServer(demo.listeners('request')[0]);
demo6.on('error', () => {});
demo6.listen(demoPort, '::1');

console.log(`demo site: http://localhost:${demoPort}/  (B2B: http://localhost:${demoPort}/b2b.html)`);
const stop = () => {
  demo.close();
  demo6.close();
  emu.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
