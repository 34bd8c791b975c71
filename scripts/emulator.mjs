#!/usr/bin/env node
// featherlogin-emulator: runs the local auth emulator (dist/emulator/cli.mjs, built first if missing).
// Options: --port 4100 --host 127.0.0.1 --config .featherlogin-data/config.json --db .featherlogin-data/emulator.db
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'dist/emulator/cli.mjs');
if (!existsSync(cli)) {
  const { buildEmulator } = await import(pathToFileURL(join(root, 'build.mjs')).href);
  await buildEmulator(root);
}
const { main } = await import(pathToFileURL(cli).href);
try {
  const emu = await main(process.argv.slice(2));
  const stop = () => emu.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  console.error(`featherlogin-emulator: ${e.message}`);
  process.exit(1);
}
