#!/usr/bin/env node
// Runs the local auth emulator from a checkout (dist/emulator/cli.mjs, built first if missing); the
// published command is the featherlogin-emulator package (dist/emulator-package, `npm run build`).
// Options: --port 4100 --host 127.0.0.1 --config .featherlogin-data/config.json --db .featherlogin-data/emulator.db
//          --import state.json --export-on-exit state.json (--help lists them)
// scripts/start.mjs imports loadEmulator() from here.
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(import.meta.url);
const repo = join(dirname(here), '..');

/** The emulator's command-line module ({ main, createEmulator }) under `root`, built first if it is missing. */
export async function loadEmulator(root = repo) {
  const cli = join(root, 'dist/emulator/cli.mjs');
  if (!existsSync(cli)) {
    const { buildEmulator } = await import(pathToFileURL(join(repo, 'build.mjs')).href);
    await buildEmulator(root);
  }
  return import(pathToFileURL(cli).href);
}

// Run as a program (also through the package's bin link), not when imported (argv[1] is then another
// program, possibly named without its extension, so it may not exist as a file).
if (process.argv[1] && existsSync(process.argv[1]) && realpathSync(process.argv[1]) === here) {
  const { run } = await loadEmulator();
  await run(process.argv.slice(2));
}
